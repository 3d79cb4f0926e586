/** Favourites and the wishlist: each toggle answers the book, so its isFavorite / inWishlist updates in caches. */
import type { MutationResolvers } from '../generated/resolvers.js';
import { positiveId, requireMember } from './errors.js';

export const favoriteMutations: MutationResolvers = {
  addFavorite: async (_, { bookId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(bookId, 'bookId');
    await ctx.api.favorites.add(id);
    return ctx.loaders.book.load(String(id));
  },
  removeFavorite: async (_, { bookId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(bookId, 'bookId');
    await ctx.api.favorites.remove(id);
    return ctx.loaders.book.load(String(id));
  },
  addToWishlist: async (_, { bookId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(bookId, 'bookId');
    await ctx.api.wishlist.add(id);
    return ctx.loaders.book.load(String(id));
  },
  removeFromWishlist: async (_, { bookId }, ctx) => {
    requireMember(ctx);
    const id = positiveId(bookId, 'bookId');
    await ctx.api.wishlist.remove(id);
    return ctx.loaders.book.load(String(id));
  },
};
