/**
 * A member's catalog page asks, for every book, whether it is in their cart, a favourite or on their
 * wishlist. Those answers come from three lists (GET /cart/, /users/favorites/, /wishlist/) that do
 * not depend on the books, so a query that selects such fields starts them as its execution
 * starts, beside the books call, instead of after it: one wave of REST calls, not two. Not
 * earlier: an operation refused once resolved (its cost, cost.ts) must make no REST call.
 * Queries only: a mutation changes what these lists say, and its own reads come after its write.
 * A page of books then waits for the lists it needs before answering (they are on their way
 * already), so that its books' viewer fields are read off them at once rather than awaited one
 * by one.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { visit, type DocumentNode } from 'graphql';
import type { Context } from './context.js';
import type { Loaders } from './loaders.js';

/** Book fields answered from one of the viewer's lists, and the loader behind each. */
const LISTS: Record<string, (loaders: Loaders) => Promise<unknown>> = {
  inCart: (l) => l.cartLine.warm(),
  cartItem: (l) => l.cartLine.warm(),
  isFavorite: (l) => l.isFavorite.warm(),
  inWishlist: (l) => l.inWishlist.warm(),
};

/** Per parsed document (Apollo hands the same object for the same query text): read once. */
const known = new WeakMap<DocumentNode, ReadonlySet<string>>();

/** Names of the list-backed fields a document selects anywhere (fragments included). */
export function viewerListFields(document: DocumentNode): ReadonlySet<string> {
  const cached = known.get(document);
  if (cached) return cached;
  const into = new Set<string>();
  known.set(document, into);
  visit(document, {
    Field(node) {
      if (node.name.value in LISTS) into.add(node.name.value);
    },
  });
  return into;
}

export const prefetchViewerLists: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async executionDidStart({ document, operation, contextValue }) {
        if (operation?.operation !== 'query' || !contextValue.signedIn) return;
        const started: Promise<unknown>[] = [];
        for (const field of viewerListFields(document)) {
          // Started, not awaited: the resolvers await the same loader promise (and see its error).
          started.push(LISTS[field]!(contextValue.loaders).catch(() => undefined));
        }
        // A list of books waits for them (Query.books): each book's facts are then answered at
        // once, with no promise per field.
        if (started.length) contextValue.viewerLists = Promise.all(started);
      },
    };
  },
};
