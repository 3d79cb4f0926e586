/**
 * Reviews: write, edit, delete. A rating outside 1–5 or a blank title or text is refused before
 * any REST call. Each is one REST call, which answers the book with its new rating and review
 * count; the answers carry it, so they update in caches.
 */
import type { MutationResolvers, ReviewInput } from '../generated/resolvers.js';
import type { Context } from '../context.js';
import type { ReviewBody } from '../rest/reviews.js';
import type { RestBook, RestReview } from '../rest/contract.js';
import { announceFriendActivity } from '../subscriptions/publish.js';
import { badInput, positiveId, requireMember } from './errors.js';

function reviewBody(input: ReviewInput): ReviewBody {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
    throw badInput('Rating must be from 1 to 5');
  if (!input.title.trim()) throw badInput('Please give your review a title');
  if (!input.content.trim()) throw badInput('Please write your review');
  return {
    rating: String(input.rating),
    title: input.title.trim(),
    content: input.content.trim(),
    contains_spoiler: input.containsSpoiler ?? false,
  };
}

/** A write's answer: the book with its new rating, and the member's review of it (null once deleted). */
function primeBook(ctx: Context, book: RestBook, mine: RestReview | null): void {
  ctx.loaders.book.clear(String(book.id)).prime(String(book.id), book);
  ctx.loaders.myReview.clear(String(book.id)).prime(String(book.id), mine);
}

export const reviewMutations: MutationResolvers = {
  createReview: async (_, { bookId, input }, ctx) => {
    requireMember(ctx);
    const { review, book, live } = await ctx.api.reviews.create(
      String(positiveId(bookId, 'bookId')),
      reviewBody(input),
    );
    primeBook(ctx, book, review);
    await announceFriendActivity(ctx, live);
    return review;
  },
  updateReview: async (_, { id, input }, ctx) => {
    requireMember(ctx);
    const { review, book } = await ctx.api.reviews.update(String(positiveId(id)), reviewBody(input));
    primeBook(ctx, book, review);
    return review;
  },
  deleteReview: async (_, { id }, ctx) => {
    requireMember(ctx);
    // REST answers another member's review with 403 and an unknown one with 404 itself.
    const book = await ctx.api.reviews.remove(String(positiveId(id)));
    primeBook(ctx, book, null);
    return book;
  },
};
