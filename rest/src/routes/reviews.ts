/**
 * Reviews (SPEC §7): a book's reviews 10 a page, whether the member reviewed it, write, edit and
 * delete (only the author may), and a member's reviews for their profile. One review per member
 * per book.
 */
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { notFound } from '../http/errors.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { answers, BearerAuth, IdParam, Nullable, Page, PageQuery } from '../http/schemas.js';
import { requireBook } from '../catalog/bookExists.js';
import { existingBook } from '../catalog/books.js';
import { Book } from '../catalog/schemas.js';
import {
  bookReviewCount,
  bookReviewsPage,
  bookReviewsWithCount,
  memberReviewOfExistingBook,
  memberReviewsPage,
  memberReviewStats,
  reviewJson,
} from '../reviews/lists.js';
import { BookReview, ProfileReview } from '../reviews/schemas.js';
import { deleteReview, editReview, writeReview, type ReviewInput } from '../reviews/writes.js';
import { requireMember } from '../users/members.js';
import { freshActivities } from '../activity/feed.js';
import { LiveActivity } from '../activity/schemas.js';

export const REVIEWS_PAGE_SIZE = 10;

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const ReviewBody = Type.Object(
  {
    rating: Type.Union([Type.String({ pattern: '^[1-5]$' }), Type.Integer({ minimum: 1, maximum: 5 })], {
      description: "'1' to '5'",
    }),
    title: Text(200),
    content: Text(5000),
    contains_spoiler: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** A write answers the review and its book as it is now (the book's rating and counts changed with it). */
const Written = Type.Object({ success: Type.Literal(true), message: Type.String(), data: BookReview, book: Book });
/** A new review is also its member's activity: the answer carries it for live delivery. */
const Created = Type.Object({ ...Written.properties, live: LiveActivity });

const reviewInput = (b: Static<typeof ReviewBody>): ReviewInput => ({
  rating: Number(b.rating),
  title: b.title.trim(),
  content: b.content.trim(),
  containsSpoiler: b.contains_spoiler,
});

export const reviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  const bookJson = (id: number) => existingBook(db, config.publicUrl, id);

  app.get(
    '/books/:id/reviews/',
    {
      schema: {
        tags: ['reviews'],
        summary: "A book's reviews, newest first, 10 a page",
        params: IdParam(),
        querystring: PageQuery,
        response: answers({ 200: Page(Type.Array(BookReview)) }),
      },
    },
    async (request) => {
      const page = pageRequest(request.query.page, REVIEWS_PAGE_SIZE);
      // One statement; when it finds no row, the book is unknown (404 'Book not found.') or the
      // page past the last ('Invalid page.'), and the reads one at a time say which.
      const found = (await bookReviewsWithCount(db, config.publicUrl, request.params.id, page)) ?? {
        total: await requireBook(db, request.params.id).then(() => bookReviewCount(db, request.params.id)),
        reviews: undefined,
      };
      const links = pageLinks(request, config.publicUrl, page, found.total);
      return {
        status: 'success' as const,
        count: found.total,
        ...links,
        results: found.reviews ?? (await bookReviewsPage(db, config.publicUrl, request.params.id, page)),
      };
    },
  );

  app.get(
    '/books/:id/has-reviewed/',
    {
      config: { auth: true },
      schema: {
        tags: ['reviews'],
        summary: 'Whether the member has reviewed the book, and the review',
        params: IdParam(),
        security: BearerAuth,
        response: answers({
          200: Type.Object({ success: Type.Literal(true), has_review: Type.Boolean(), review: Nullable(BookReview) }),
        }),
      },
    },
    async (request) => {
      const review = await memberReviewOfExistingBook(db, config.publicUrl, request.params.id, memberId(request));
      if (review === undefined) throw notFound('Book not found.');
      return { success: true as const, has_review: review !== null, review };
    },
  );

  app.post(
    '/books/:id/review/',
    {
      config: { auth: true },
      schema: {
        tags: ['reviews'],
        summary: 'Review a book (once per member)',
        params: IdParam(),
        body: ReviewBody,
        security: BearerAuth,
        response: answers({ 201: Created }),
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const bookId = request.params.id;
      await requireBook(db, bookId);
      const id = await writeReview(db, userId, bookId, reviewInput(request.body));
      reply.status(201);
      const data = await reviewJson(db, config.publicUrl, id);
      return {
        success: true as const,
        message: 'Review submitted successfully',
        data,
        book: await bookJson(bookId),
        live: await freshActivities(db, config.publicUrl, userId, new Date(data.created_at)),
      };
    },
  );

  app.put(
    '/reviews/:id/',
    {
      config: { auth: true },
      schema: {
        tags: ['reviews'],
        summary: 'Edit your review',
        params: IdParam(),
        body: ReviewBody,
        security: BearerAuth,
        response: answers({ 200: Written }),
      },
    },
    async (request) => {
      const userId = memberId(request);
      const { id, bookId } = await editReview(db, userId, request.params.id, reviewInput(request.body));
      const data = await reviewJson(db, config.publicUrl, id);
      return { success: true as const, message: 'Review updated successfully', data, book: await bookJson(bookId) };
    },
  );

  app.delete(
    '/reviews/:id/',
    {
      config: { auth: true },
      schema: {
        tags: ['reviews'],
        summary: 'Delete your review',
        params: IdParam(),
        security: BearerAuth,
        response: answers({ 200: Type.Object({ success: Type.Literal(true), message: Type.String(), book: Book }) }),
      },
    },
    async (request) => {
      const userId = memberId(request);
      const bookId = await deleteReview(db, userId, request.params.id);
      // `book`: the book with its new rating, so a client updates it without reading it again.
      return { success: true as const, message: 'Review deleted successfully', book: await bookJson(bookId) };
    },
  );

  app.get(
    '/users/:id/reviews/',
    {
      schema: {
        tags: ['reviews'],
        summary: "A member's reviews for their profile, newest first, 10 a page",
        params: IdParam(),
        querystring: PageQuery,
        response: answers({
          200: Type.Object({
            status: Type.Literal('success'),
            count: Type.Integer({ minimum: 0 }),
            next: Nullable(Type.String()),
            previous: Nullable(Type.String()),
            average_rating: Type.Number({ description: 'Of all their reviews, one decimal; 0 when none' }),
            results: Type.Array(ProfileReview),
          }),
        }),
      },
    },
    async (request) => {
      const userId = request.params.id;
      await requireMember(db, userId);
      const page = pageRequest(request.query.page, REVIEWS_PAGE_SIZE);
      const stats = await memberReviewStats(db, userId);
      const links = pageLinks(request, config.publicUrl, page, stats.total);
      return {
        status: 'success' as const,
        count: stats.total,
        ...links,
        average_rating: stats.averageRating,
        results: await memberReviewsPage(db, config.publicUrl, userId, page),
      };
    },
  );
};
