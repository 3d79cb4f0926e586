/**
 * Book: REST's book JSON. Lists that carry only part of a book (profile reviews, mutual books)
 * are completed through the request's book loader, and only when a missing field is asked for.
 * Viewer fields read the member's cart, favourites and wishlist once per operation, whatever the
 * number of books; for a guest they are false and null without any REST call.
 */
import type { BookResolvers } from '../generated/resolvers.js';
import type { Context } from '../context.js';
import type { RestBook, RestBookRef } from '../rest/contract.js';
import { pageNumber } from './errors.js';
import { absoluteUrl } from './media.js';

const REVIEWS_PAGE_SIZE = 10;

async function full(book: RestBookRef, ctx: Context): Promise<RestBook> {
  if (book.description !== undefined && book.genres !== undefined) return book as RestBook;
  return ctx.loaders.book.load(String(book.id));
}

const field =
  <K extends keyof RestBook>(key: K) =>
  async (book: RestBookRef, _: unknown, ctx: Context) =>
    (await full(book, ctx))[key];

export const Book: BookResolvers = {
  id: (b) => String(b.id),
  coverImage: (b, _, ctx) => absoluteUrl(b.cover_image, ctx) ?? '',
  // Partial books (suggestions) carry their author: no need to load the whole book for it.
  author: async (b, _, ctx) => b.author ?? (await full(b, ctx)).author,
  price: field('price'),
  rating: field('rating'),
  totalRatings: field('total_ratings'),
  reviewsCount: field('reviews_count'),
  year: field('year'),
  datePublished: field('date_published'),
  format: field('format'),
  pages: field('pages'),
  dimensions: field('dimensions'),
  publicationHouse: field('publication_house'),
  imprint: field('imprint'),
  publicationCity: field('publication_city'),
  language: field('language'),
  category: field('category'),
  subcategory: field('subcategory'),
  description: field('description'),
  genres: field('genres'),
  salesCount: field('sales_count'),
  stock: field('stock'),
  inStock: async (b, _, ctx) => (await full(b, ctx)).stock > 0,
  // SPEC §4: more than 1,000 sold, or rated 4.5 or more.
  isBestSeller: async (b, _, ctx) => {
    const book = await full(b, ctx);
    return book.sales_count > 1000 || book.rating >= 4.5;
  },

  inCart: async (b, _, ctx) => ctx.signedIn && (await ctx.loaders.cartLine.load(b.id)) !== null,
  cartItem: (b, _, ctx) => (ctx.signedIn ? ctx.loaders.cartLine.load(b.id) : null),
  isFavorite: (b, _, ctx) => ctx.signedIn && ctx.loaders.isFavorite.load(b.id),
  inWishlist: (b, _, ctx) => ctx.signedIn && ctx.loaders.inWishlist.load(b.id),
  myReview: (b, _, ctx) => (ctx.signedIn ? ctx.loaders.myReview.load(String(b.id)) : null),

  reviews: async (b, { page }, ctx) => {
    const p = pageNumber(page);
    const body = await ctx.loaders.bookReviews.load({ id: String(b.id), page: p });
    return { reviews: body.results, count: body.count, page: p, pageSize: REVIEWS_PAGE_SIZE, averageRating: null };
  },
  // One batch read for every book of the operation (loaders.ts readNext).
  moreByAuthor: async (b, _, ctx) =>
    ctx.loaders.primeBooks((await ctx.loaders.readNext.load(String(b.id))).moreByAuthor),
  readersAlsoEnjoyed: async (b, _, ctx) =>
    ctx.loaders.primeBooks((await ctx.loaders.readNext.load(String(b.id))).readersAlsoEnjoyed),
};
