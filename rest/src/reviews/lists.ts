/**
 * Reading reviews one book or one member at a time: a book's reviews page by page, a member's
 * review of a book, and a member's reviews for their profile. A page is read after its count, so
 * the caller can refuse a page past the end (http/pagination.ts) before reading it.
 */
import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { authors, books, reviews, users } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { PageRequest } from '../http/pagination.js';
import { bookCoverUrl } from '../media/urls.js';
import { bookReviewJson, reviewAuthorColumns } from './reviews.js';

/** One review as a book's list shows it, or a 404. */
export async function reviewJson(db: Database, publicUrl: string, id: number) {
  const [row] = await db
    .select({ review: reviews, user: reviewAuthorColumns })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id));
  if (!row) throw notFound('Review not found.');
  return bookReviewJson(publicUrl, row.review, row.user);
}

export async function bookReviewCount(db: Database, bookId: number): Promise<number> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(reviews)
    .where(eq(reviews.bookId, bookId));
  return total;
}

/**
 * A book's page of reviews as a book's screen reads it, in one statement: the book's row (none:
 * no such book), each review of the page beside it (none: no review there), and the count of
 * all its reviews (an uncorrelated subquery, computed once).
 */
const bookReviewsStatement = preparedPer((db) =>
  db
    .select({
      bookId: books.id,
      total: sql<number>`(select count(*)::int from ${reviews} where ${reviews.bookId} = ${sql.placeholder('bookId')})`,
      review: reviews,
      user: reviewAuthorColumns,
    })
    .from(books)
    .leftJoin(reviews, eq(reviews.bookId, books.id))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(books.id, sql.placeholder('bookId')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('book_reviews_page'),
);

/**
 * A page of a book's reviews, newest first, with the count of them all; undefined when the
 * statement found no row: no such book, or a page past the last (the caller tells which).
 */
export async function bookReviewsWithCount(db: Database, publicUrl: string, bookId: number, page: PageRequest) {
  const rows = await bookReviewsStatement(db).execute({ bookId, limit: page.pageSize, offset: page.offset });
  if (rows.length === 0) return undefined;
  return {
    total: rows[0]!.total,
    reviews: rows.flatMap((r) => (r.review && r.user ? [bookReviewJson(publicUrl, r.review, r.user)] : [])),
  };
}

/** The member's review of a book, in one statement: undefined for no such book, null for no review. */
const memberReviewStatement = preparedPer((db) =>
  db
    .select({ bookId: books.id, review: reviews, user: reviewAuthorColumns })
    .from(books)
    .leftJoin(reviews, and(eq(reviews.bookId, books.id), eq(reviews.userId, sql.placeholder('userId'))))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(books.id, sql.placeholder('bookId')))
    .prepare('member_review_of_book'),
);

export async function memberReviewOfExistingBook(db: Database, publicUrl: string, bookId: number, userId: number) {
  const [row] = await memberReviewStatement(db).execute({ bookId, userId });
  if (!row) return undefined;
  return row.review && row.user ? bookReviewJson(publicUrl, row.review, row.user) : null;
}

/** One page of a book's reviews, newest first. */
export async function bookReviewsPage(db: Database, publicUrl: string, bookId: number, page: PageRequest) {
  const rows = await db
    .select({ review: reviews, user: reviewAuthorColumns })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.bookId, bookId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return rows.map((r) => bookReviewJson(publicUrl, r.review, r.user));
}

/** How many reviews a member wrote, and their average rating to one decimal (0 when none). */
export async function memberReviewStats(db: Database, userId: number) {
  const [stats] = await db
    .select({ total: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(eq(reviews.userId, userId));
  return {
    total: stats?.total ?? 0,
    averageRating: stats?.average ? Math.round(Number(stats.average) * 10) / 10 : 0,
  };
}

/** One page of a member's reviews as their profile shows them (rating a number), newest first. */
export async function memberReviewsPage(db: Database, publicUrl: string, userId: number, page: PageRequest) {
  const rows = await db
    .select({
      review: reviews,
      book: { id: books.id, title: books.title, coverImage: books.coverImage },
      author: { id: authors.id, name: authors.name },
    })
    .from(reviews)
    .innerJoin(books, eq(books.id, reviews.bookId))
    .innerJoin(authors, eq(authors.id, books.authorId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return rows.map(({ review: r, book, author }) => ({
    id: r.id,
    book: { id: book.id, title: book.title, cover_image: bookCoverUrl(publicUrl, book.id, book.coverImage), author },
    rating: r.rating,
    title: r.title,
    content: r.content,
    contains_spoiler: r.containsSpoiler,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}
