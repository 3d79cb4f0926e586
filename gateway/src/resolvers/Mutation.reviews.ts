/**
 * Reviews: write, edit, delete. A rating outside 1–5 or a blank title or text is refused before
 * any REST call. Answers carry the book, so its rating and review count update in caches.
 */
import type { MutationResolvers, ReviewInput } from '../generated/resolvers.js';
import type { Context } from '../context.js';
import type { ReviewBody } from '../rest/reviews.js';
import { badInput, notFound, positiveId, requireMember } from './errors.js';

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

/** The book of one of the member's reviews, found in their review pages (REST has no GET /reviews/{id}/). */
async function bookOfMyReview(ctx: Context, reviewId: string): Promise<number | undefined> {
  const me = String((await ctx.loaders.me()).id);
  for (let page = 1; ; page++) {
    const body = await ctx.loaders.userReviews.load({ id: me, page });
    const found = body.results.find((r) => String(r.id) === reviewId);
    if (found) return found.book?.id;
    if (!body.next) return undefined;
  }
}

export const reviewMutations: MutationResolvers = {
  createReview: async (_, { bookId, input }, ctx) => {
    requireMember(ctx);
    return ctx.api.reviews.create(String(positiveId(bookId, 'bookId')), reviewBody(input));
  },
  updateReview: async (_, { id, input }, ctx) => {
    requireMember(ctx);
    return ctx.api.reviews.update(String(positiveId(id)), reviewBody(input));
  },
  deleteReview: async (_, { id }, ctx) => {
    requireMember(ctx);
    const reviewId = String(positiveId(id));
    // Found before deleting, so the answer can be the book with its new rating. Another member's
    // review is not among ours: REST's DELETE then answers 403 or 404 itself.
    const bookId = await bookOfMyReview(ctx, reviewId);
    await ctx.api.reviews.remove(reviewId);
    if (bookId === undefined) throw notFound('Review not found.');
    return ctx.loaders.book.load(String(bookId));
  },
};
