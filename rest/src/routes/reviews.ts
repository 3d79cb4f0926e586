/**
 * Reviews (SPEC §7): a book's reviews 10 a page, whether the member reviewed it, write, edit and
 * delete (only the author may), and a member's reviews for their profile. One review per member
 * per book.
 */
import { and, avg, count, desc, eq } from 'drizzle-orm';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { authors, books, reviews, users } from '../db/schema.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { answers, BearerAuth, IdParam, Nullable, Page, PageQuery } from '../http/schemas.js';
import { existingBook } from '../catalog/books.js';
import { Book } from '../catalog/schemas.js';
import { bookCoverUrl } from '../media/urls.js';
import { BookReview, ProfileReview } from '../reviews/schemas.js';
import { adjustBookRating, bookReviewJson, reviewAuthorColumns, type ReviewRow, type Tx } from '../reviews/reviews.js';

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

/** Unique violations come back as code 23505 from both drivers. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

export const reviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  async function requireBook(id: number) {
    const [book] = await db.select({ id: books.id }).from(books).where(eq(books.id, id));
    if (!book) throw notFound('Book not found.');
  }

  async function reviewJson(id: number) {
    const [row] = await db
      .select({ review: reviews, user: reviewAuthorColumns })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.id, id));
    if (!row) throw notFound('Review not found.');
    return bookReviewJson(config.publicUrl, row.review, row.user);
  }

  const bookJson = (id: number) => existingBook(db, config.publicUrl, id);

  /** The review, locked for the rest of the transaction, when it is the member's. */
  async function ownReview(tx: Tx, userId: number, id: number, action: 'edit' | 'delete'): Promise<ReviewRow> {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!row) throw notFound('Review not found.');
    if (row.userId !== userId) throw forbidden(`You can only ${action} your own reviews.`);
    return row;
  }

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
      await requireBook(request.params.id);
      const page = pageRequest(request.query.page, REVIEWS_PAGE_SIZE);
      const where = eq(reviews.bookId, request.params.id);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(reviews).where(where);
      const links = pageLinks(request, config.publicUrl, page, total);
      const rows = await db
        .select({ review: reviews, user: reviewAuthorColumns })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.pageSize)
        .offset(page.offset);
      return {
        status: 'success' as const,
        count: total,
        ...links,
        results: rows.map((r) => bookReviewJson(config.publicUrl, r.review, r.user)),
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
      await requireBook(request.params.id);
      const [row] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.bookId, request.params.id), eq(reviews.userId, memberId(request))));
      return { success: true as const, has_review: Boolean(row), review: row ? await reviewJson(row.id) : null };
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
        response: answers({ 201: Written }),
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const bookId = request.params.id;
      await requireBook(bookId);
      const b = request.body;
      const rating = Number(b.rating);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(reviews)
            .values({
              bookId,
              userId,
              rating,
              title: b.title.trim(),
              content: b.content.trim(),
              containsSpoiler: b.contains_spoiler ?? false,
            })
            .returning({ id: reviews.id });
          await adjustBookRating(tx, bookId, rating, 1);
          return created!.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('You have already reviewed this book.');
        throw error;
      }
      reply.status(201);
      const data = await reviewJson(id);
      return { success: true as const, message: 'Review submitted successfully', data, book: await bookJson(bookId) };
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
      const b = request.body;
      const rating = Number(b.rating);
      const { id, bookId } = await db.transaction(async (tx) => {
        // Locked, so a concurrent edit cannot compute its rating delta from a stale rating.
        const current = await ownReview(tx, userId, request.params.id, 'edit');
        await tx
          .update(reviews)
          .set({
            rating,
            title: b.title.trim(),
            content: b.content.trim(),
            containsSpoiler: b.contains_spoiler ?? current.containsSpoiler,
            updatedAt: new Date(),
          })
          .where(eq(reviews.id, current.id));
        await adjustBookRating(tx, current.bookId, rating - current.rating, 0);
        return { id: current.id, bookId: current.bookId };
      });
      const data = await reviewJson(id);
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
      const bookId = await db.transaction(async (tx) => {
        // Locked, so two concurrent deletes cannot both take the review off the book's counts.
        const current = await ownReview(tx, userId, request.params.id, 'delete');
        await tx.delete(reviews).where(eq(reviews.id, current.id));
        await adjustBookRating(tx, current.bookId, -current.rating, -1);
        return current.bookId;
      });
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
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, request.params.id));
      if (!user) throw notFound('User not found.');
      const page = pageRequest(request.query.page, REVIEWS_PAGE_SIZE);
      const where = eq(reviews.userId, user.id);
      const [stats] = await db
        .select({ total: count(), average: avg(reviews.rating) })
        .from(reviews)
        .where(where);
      const total = stats?.total ?? 0;
      const links = pageLinks(request, config.publicUrl, page, total);
      const rows = await db
        .select({
          review: reviews,
          book: { id: books.id, title: books.title },
          author: { id: authors.id, name: authors.name },
        })
        .from(reviews)
        .innerJoin(books, eq(books.id, reviews.bookId))
        .innerJoin(authors, eq(authors.id, books.authorId))
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.pageSize)
        .offset(page.offset);
      return {
        status: 'success' as const,
        count: total,
        ...links,
        average_rating: stats?.average ? Math.round(Number(stats.average) * 10) / 10 : 0,
        results: rows.map(({ review: r, book, author }) => ({
          id: r.id,
          book: { id: book.id, title: book.title, cover_image: bookCoverUrl(config.publicUrl, book.id), author },
          rating: r.rating,
          title: r.title,
          content: r.content,
          contains_spoiler: r.containsSpoiler,
          created_at: r.createdAt.toISOString(),
          updated_at: r.updatedAt.toISOString(),
        })),
      };
    },
  );
};
