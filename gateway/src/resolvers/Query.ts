/** Every root query field; each is a thin call into the REST wrappers or the request's loaders. */
import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../generated/resolvers.js';
import type { CatalogQuery } from '../rest/catalog.js';
import { orderingToRest } from './enums.js';
import { badInput, pageNumber, positiveId, requireCatalogAccess, requireMember } from './errors.js';
import { quoteOfTheDay } from './quotes.js';

const CATALOG_PAGE_SIZE = 24;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A missing thing is null in the graph (the field is nullable), never an error. */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
    throw error;
  }
}

const DECIMAL = /^\d{1,8}(\.\d{1,2})?$/;

export const Query: QueryResolvers = {
  me: (_, __, ctx) => (ctx.signedIn ? ctx.loaders.me() : null),
  appConfig: (_, __, ctx) => ({ catalogRequiresAuth: ctx.config.catalogRequiresAuth }),

  books: async (_, { filter, page, pageSize }, ctx) => {
    requireCatalogAccess(ctx);
    const p = pageNumber(page);
    const size = pageSize ?? CATALOG_PAGE_SIZE;
    if (!Number.isInteger(size) || size < 1 || size > 100) throw badInput('pageSize must be between 1 and 100');
    for (const price of [filter?.minPrice, filter?.maxPrice]) {
      if (price != null && !DECIMAL.test(price)) throw badInput('Prices are amounts like 450 or 450.50');
    }
    const query: CatalogQuery = {
      page: p,
      pageSize: size,
      title: filter?.title?.trim() || undefined,
      author: filter?.author?.trim() || undefined,
      genre: filter?.genreIds?.map((id) => String(positiveId(id, 'genreIds'))),
      language: filter?.language ?? undefined,
      format: filter?.formats ?? undefined,
      minPrice: filter?.minPrice ?? undefined,
      maxPrice: filter?.maxPrice ?? undefined,
      ordering: orderingToRest(filter?.ordering),
    };
    try {
      const result = await ctx.catalog.books(query);
      return { books: ctx.loaders.primeBooks(result.books), count: result.count, page: p, pageSize: size };
    } catch (error) {
      // A page past the end is an empty page, not an error.
      if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND')
        return { books: [], count: 0, page: p, pageSize: size };
      throw error;
    }
  },
  featuredBooks: async (_, __, ctx) => {
    requireCatalogAccess(ctx);
    return ctx.loaders.primeBooks((await ctx.catalog.books({})).books);
  },
  newBooks: async (_, __, ctx) => {
    requireCatalogAccess(ctx);
    return ctx.loaders.primeBooks(await ctx.catalog.newBooks());
  },
  book: (_, { id }, ctx) => {
    requireCatalogAccess(ctx);
    return orNull(ctx.loaders.book.load(String(positiveId(id))));
  },
  genres: (_, __, ctx) => ctx.catalog.genres(),
  authors: async (_, __, ctx) => {
    requireCatalogAccess(ctx);
    return ctx.catalog.authors();
  },
  author: (_, { id }, ctx) => {
    requireCatalogAccess(ctx);
    return orNull(ctx.loaders.author.load(String(positiveId(id))));
  },

  cart: (_, __, ctx) => ctx.loaders.cart(),
  favorites: (_, __, ctx) => ctx.loaders.favorites(),
  wishlist: (_, __, ctx) => ctx.loaders.wishlist(),
  shippingAddresses: (_, __, ctx) => ctx.commerce.addresses(),
  orders: (_, __, ctx) => ctx.commerce.orders(),
  order: (_, { id }, ctx) => {
    requireMember(ctx);
    if (!UUID.test(id)) return null;
    return orNull(ctx.commerce.order(id));
  },

  user: (_, { id }, ctx) => orNull(ctx.people.user(String(positiveId(id)))),
  searchUsers: async (_, { query }, ctx) => {
    requireMember(ctx);
    const text = query.trim();
    return text.length < 2 ? [] : ctx.people.search(text);
  },
  friendSuggestions: async (_, { page }, ctx) => {
    const p = pageNumber(page);
    const body = await ctx.people.suggestions(p);
    return { suggestions: body.results, count: body.count, page: p, hasNext: body.next !== null };
  },
  friends: (_, __, ctx) => ctx.people.friends(),
  friendRequests: async (_, __, ctx) => {
    const { sent, received } = await ctx.people.requests();
    return { incoming: received, outgoing: sent };
  },
  friendshipStatus: (_, { userId }, ctx) => ctx.loaders.friendship.load(String(positiveId(userId, 'userId'))),
  quoteOfTheDay: () => quoteOfTheDay(process.env.QUOTE_URL || undefined),
};
