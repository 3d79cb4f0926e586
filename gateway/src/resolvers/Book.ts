/**
 * Book: REST's book JSON. Lists that carry only part of a book (profile reviews, mutual books)
 * are completed through the request's book loader, and only when a missing field is asked for.
 * Viewer fields read the member's cart, favourites and wishlist once per operation, whatever the
 * number of books; for a guest they are false and null without any REST call.
 */
import type { BookResolvers } from '../generated/resolvers.js';
import type { Context } from '../context.js';
import type { RestBook, RestBookRef } from '../rest/contract.js';
import type { RestBookFile } from '../rest/library.js';
import { pageNumber } from './errors.js';
import { absoluteUrl } from './media.js';

const REVIEWS_PAGE_SIZE = 10;

const isFull = (book: RestBookRef): book is RestBook => book.description !== undefined && book.genres !== undefined;

async function full(book: RestBookRef, ctx: Context): Promise<RestBook> {
  if (isFull(book)) return book;
  return ctx.loaders.book.load(String(book.id));
}

/**
 * A fact of the whole book: read at once from a complete book (a catalog page's, one book's),
 * with no promise per field; loaded first for a partial one.
 */
const from =
  <T>(read: (book: RestBook) => T) =>
  (book: RestBookRef, _: unknown, ctx: Context): T | Promise<T> =>
    isFull(book) ? read(book) : full(book, ctx).then(read);

const field = <K extends keyof RestBook>(key: K) => from((book) => book[key]);

/** `f` of a value known now, or of one to come. */
const then = <T, U>(value: T | Promise<T>, f: (value: T) => U): U | Promise<U> =>
  value instanceof Promise ? value.then(f) : f(value);

export const Book: BookResolvers = {
  id: (b) => String(b.id),
  coverImage: (b, _, ctx) => absoluteUrl(b.cover_image, ctx) ?? '',
  // Partial books (suggestions) carry their author: no need to load the whole book for it.
  author: (b, _, ctx) => b.author ?? full(b, ctx).then((book) => book.author),
  price: field('price'),
  rating: field('rating'),
  totalRatings: field('total_ratings'),
  // REST counts from 1 star up; a breakdown is read from 5 stars down.
  ratingBreakdown: from((book) => book.rating_counts.map((count, i) => ({ stars: i + 1, count })).reverse()),
  reviewsCount: field('reviews_count'),
  year: field('year'),
  datePublished: field('date_published'),
  format: field('format'),
  pages: field('pages'),
  isbn13: field('isbn13'),
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
  inStock: from((book) => book.stock > 0),
  // REST's book answer carries them (computed by its one rental policy): no further call.
  rentalOptions: field('rental_options'),
  // Only staff answers carry it: a book the public reads is never hidden.
  hidden: (b) => 'hidden' in b && b.hidden === true,
  // Likewise the digital file: only staff answers carry it.
  file: (b) => ('file' in b && (b as { file?: RestBookFile | null }).file) || null,
  // SPEC §4: more than 1,000 sold, or rated 4.5 or more.
  isBestSeller: from((book) => book.sales_count > 1000 || book.rating >= 4.5),

  inCart: (b, _, ctx) => ctx.signedIn && then(ctx.loaders.cartLine.load(b.id), (line) => line !== null),
  cartItem: (b, _, ctx) => (ctx.signedIn ? ctx.loaders.cartLine.load(b.id) : null),
  isFavorite: (b, _, ctx) => ctx.signedIn && ctx.loaders.isFavorite.load(b.id),
  inWishlist: (b, _, ctx) => ctx.signedIn && ctx.loaders.inWishlist.load(b.id),
  myReview: (b, _, ctx) => (ctx.signedIn ? ctx.loaders.myReview.load(String(b.id)) : null),
  // One batch read for every book of the operation (loaders.ts myShelf).
  myShelf: (b, _, ctx) => (ctx.signedIn ? ctx.loaders.myShelf.load(b.id) : null),

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
