/** Catalog queries: books, featured and new books, one book, genres, authors. Guests may read them unless CATALOG_REQUIRES_AUTH. */
import { GraphQLError, Kind, type GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.js';
import type { BookFilter, QueryResolvers } from '../generated/resolvers.js';
import type { CatalogQuery } from '../rest/books.js';
import { orderingToRest } from './enums.js';
import { badInput, orNull, pageNumber, positiveId, requireCatalogAccess } from './errors.js';
import { pageSize, pastTheEnd } from './pagination.js';

/** REST's own bounds for a suggestion query (rest/src/routes/search.ts). */
const MIN_SUGGESTION_QUERY = 2;
const MAX_QUERY_LENGTH = 200;
const DECIMAL = /^\d{1,8}(\.\d{1,2})?$/;

function catalogQuery(filter: BookFilter | null | undefined, page: number, pageSize: number): CatalogQuery {
  for (const price of [filter?.minPrice, filter?.maxPrice]) {
    if (price != null && !DECIMAL.test(price)) throw badInput('Prices are amounts like 450 or 450.50');
  }
  return {
    page,
    pageSize,
    query: filter?.query?.trim() || undefined,
    title: filter?.title?.trim() || undefined,
    author: filter?.author?.trim() || undefined,
    genre: filter?.genreIds?.map((id) => String(positiveId(id, 'genreIds'))),
    language: filter?.language?.trim() || undefined,
    format: filter?.formats ?? undefined,
    minPrice: filter?.minPrice ?? undefined,
    maxPrice: filter?.maxPrice ?? undefined,
    ordering: orderingToRest(filter?.ordering),
  };
}

/**
 * A book's page asks for the book and, under it, a page of its reviews (and a member's own review):
 * those calls need only the id, so they start beside the book's, not after it, and the page costs
 * one round trip to REST instead of two. The fields' resolvers then find them in the loaders. Only
 * fields written directly under `book`, without directives, with a page that is a plain number.
 */
function startBookParts(id: string, info: GraphQLResolveInfo, ctx: Context): void {
  for (const node of info.fieldNodes) {
    for (const selection of node.selectionSet?.selections ?? []) {
      if (selection.kind !== Kind.FIELD || selection.directives?.length) continue;
      if (selection.name.value === 'myReview' && ctx.signedIn) {
        ctx.loaders.myReview.load(id).catch(() => undefined);
      } else if (selection.name.value === 'reviews') {
        const arg = selection.arguments?.find((a) => a.name.value === 'page')?.value;
        const page =
          arg?.kind === Kind.INT
            ? Number(arg.value)
            : arg?.kind === Kind.VARIABLE
              ? info.variableValues[arg.name.value]
              : arg === undefined || arg.kind === Kind.NULL
                ? 1
                : undefined;
        const p = page ?? 1;
        if (typeof p === 'number' && Number.isInteger(p) && p >= 1)
          ctx.loaders.bookReviews.load({ id, page: p }).catch(() => undefined);
      }
    }
  }
}

export const catalogQueries: QueryResolvers = {
  books: async (_, { filter, page, pageSize: asked }, ctx) => {
    requireCatalogAccess(ctx);
    const p = pageNumber(page);
    const size = pageSize('Query.books', asked);
    const query = catalogQuery(filter, p, size);
    try {
      const result = await ctx.api.books.list(query);
      // The viewer's state of the page's books, in one call before their fields ask (prefetch.ts).
      if (ctx.readsViewerState) await ctx.loaders.bookStates.warm(result.books.map((b) => b.id));
      return {
        books: ctx.loaders.primeBooks(result.books),
        count: result.count,
        countIsLowerBound: result.countIsLowerBound,
        page: p,
        pageSize: size,
        authors: result.authors,
        authorsCount: result.authorsCount,
        authorsFirst: result.authorsFirst,
        didYouMean: result.didYouMean,
      };
    } catch (error) {
      // A page past the end is an empty page, not an error.
      if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND')
        return { books: [], count: 0, countIsLowerBound: false, page: p, pageSize: size };
      throw error;
    }
  },
  featuredBooks: async (_, __, ctx) => {
    requireCatalogAccess(ctx);
    // SPEC §7: the home page's featured list is GET /books/ with no query.
    return ctx.loaders.primeBooks((await ctx.api.books.list()).books);
  },
  newBooks: async (_, __, ctx) => {
    requireCatalogAccess(ctx);
    return ctx.loaders.primeBooks(await ctx.api.books.newest());
  },
  book: (_, { id }, ctx, info) => {
    requireCatalogAccess(ctx);
    const key = String(positiveId(id));
    const book = ctx.loaders.book.load(key);
    startBookParts(key, info, ctx);
    // The viewer's state of the book needs only its id: asked beside the book (prefetch.ts).
    if (ctx.readsViewerState) void ctx.loaders.bookStates.warm([Number(key)]);
    return orNull(book);
  },
  searchSuggestions: (_, { query }, ctx) => {
    requireCatalogAccess(ctx);
    if (query.length > MAX_QUERY_LENGTH) throw badInput(`query must be at most ${MAX_QUERY_LENGTH} characters`);
    // Too short to suggest anything: answered here, without a REST call.
    if (query.trim().length < MIN_SUGGESTION_QUERY) return [];
    return ctx.api.search.suggestions(query.trim());
  },
  genres: (_, __, ctx) => {
    requireCatalogAccess(ctx);
    return ctx.loaders.genres();
  },
  authors: async (_, { page, pageSize: asked }, ctx) => {
    requireCatalogAccess(ctx);
    const p = pageNumber(page);
    const size = pageSize('Query.authors', asked);
    const answer = await pastTheEnd(ctx.loaders.authors.load({ page: p, pageSize: size }), { authors: [], count: 0 });
    return { ...answer, page: p, pageSize: size };
  },
  author: (_, { id }, ctx) => {
    requireCatalogAccess(ctx);
    return orNull(ctx.loaders.author.load(String(positiveId(id))));
  },
};
