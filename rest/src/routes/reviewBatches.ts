/**
 * Batch reads of reviews (additions; docs/rest.md lists them): for a list of books, each book's
 * review count and one page of its reviews, or whether the member reviewed each. The gateway
 * reads these for a whole page of books in one call instead of one call per book. At most
 * MAX_BATCH_IDS ids a call; unknown books are left out of the answer.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { pageRequest } from '../http/pagination.js';
import { answers, BearerAuth, IdList, IdListQuery, PageQuery } from '../http/schemas.js';
import { memberReviewsOf, reviewPagesOf } from '../reviews/batches.js';
import { BookReviewPage, MemberBookReview } from '../reviews/schemas.js';
import { REVIEWS_PAGE_SIZE } from './reviews.js';

export const reviewBatchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/books/reviews/',
    {
      schema: {
        tags: ['reviews'],
        summary: "Several books' reviews at once: for each, the count, the average and one page (10), newest first",
        querystring: Type.Object({ id: IdList, page: PageQuery.properties.page }),
        response: answers({
          200: Type.Object({ status: Type.Literal('success'), results: Type.Array(BookReviewPage) }),
        }),
      },
    },
    async (request) => ({
      status: 'success' as const,
      results: await reviewPagesOf(
        db,
        config.publicUrl,
        request.query.id,
        pageRequest(request.query.page, REVIEWS_PAGE_SIZE),
      ),
    }),
  );

  app.get(
    '/books/has-reviewed/',
    {
      config: { auth: true },
      schema: {
        tags: ['reviews'],
        summary: 'Whether the member has reviewed each of several books, and the review',
        querystring: IdListQuery,
        security: BearerAuth,
        response: answers({
          200: Type.Object({ success: Type.Literal(true), results: Type.Array(MemberBookReview) }),
        }),
      },
    },
    async (request) => ({
      success: true as const,
      results: await memberReviewsOf(db, config.publicUrl, memberId(request), request.query.id),
    }),
  );
};
