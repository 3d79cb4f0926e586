/**
 * Favourites and the wishlist: each toggle is one REST call and answers the book it carries, its
 * isFavorite / inWishlist primed from the change, so caches update without another read.
 */
import type { MutationResolvers } from '../generated/resolvers.js';
import type { Context } from '../context.js';
import type { RestBook } from '../rest/contract.js';
import { positiveId, requireMember } from './errors.js';

/** The book a toggle answered, its new state known: nothing about it is read again. */
function answer(ctx: Context, book: RestBook, state: 'isFavorite' | 'inWishlist', value: boolean): RestBook {
  ctx.loaders.book.clear(String(book.id)).prime(String(book.id), book);
  ctx.loaders[state].clear(book.id).prime(book.id, value);
  return book;
}

export const favoriteMutations: MutationResolvers = {
  addFavorite: async (_, { bookId }, ctx) => {
    requireMember(ctx);
    const { favorites, book } = await ctx.api.favorites.add(positiveId(bookId, 'bookId'));
    ctx.loaders.favorites.prime(favorites);
    return answer(ctx, book, 'isFavorite', true);
  },
  removeFavorite: async (_, { bookId }, ctx) => {
    requireMember(ctx);
    const { favorites, book } = await ctx.api.favorites.remove(positiveId(bookId, 'bookId'));
    ctx.loaders.favorites.prime(favorites);
    return answer(ctx, book, 'isFavorite', false);
  },
  addToWishlist: async (_, { bookId }, ctx) => {
    requireMember(ctx);
    return answer(ctx, await ctx.api.wishlist.add(positiveId(bookId, 'bookId')), 'inWishlist', true);
  },
  removeFromWishlist: async (_, { bookId }, ctx) => {
    requireMember(ctx);
    return answer(ctx, await ctx.api.wishlist.remove(positiveId(bookId, 'bookId')), 'inWishlist', false);
  },
};
