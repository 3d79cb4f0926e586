/**
 * A member's catalog page asks, for every book, whether it is in their cart, a favourite or on their
 * wishlist: one batch call for the page's books (GET /users/book-states/, loaders.ts BookStates).
 * This plugin notes, once per parsed document, whether a query selects any of those fields, so
 * that the resolvers that know their books' ids early start that call then: `book(id)` beside the
 * book's own call (one wave of REST calls, not two), a page of books as soon as its books are in
 * and before their fields resolve (each fact is then answered at once, with no promise per field).
 * Queries only: a mutation changes what these facts say, and its own reads come after its write.
 * Never before execution: an operation refused once resolved (its cost, cost.ts) makes no REST call.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, visit, type DocumentNode } from 'graphql';
import type { Context } from './context.js';

/** Book fields answered from the viewer's state of the book. */
const VIEWER_STATE_FIELDS = new Set(['inCart', 'cartItem', 'isFavorite', 'inWishlist']);

/** Per parsed document (Apollo hands the same object for the same query text): read once. */
const known = new WeakMap<DocumentNode, boolean>();

/** Whether a document selects any viewer-state field anywhere (fragments included). */
export function selectsViewerState(document: DocumentNode): boolean {
  let selects = known.get(document);
  if (selects === undefined) {
    selects = false;
    visit(document, {
      Field(node) {
        if (!VIEWER_STATE_FIELDS.has(node.name.value)) return undefined;
        selects = true;
        return BREAK;
      },
    });
    known.set(document, selects);
  }
  return selects;
}

export const prefetchViewerState: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async executionDidStart({ document, operation, contextValue }) {
        if (operation?.operation === 'query' && contextValue.signedIn && selectsViewerState(document))
          contextValue.readsViewerState = true;
      },
    };
  },
};
