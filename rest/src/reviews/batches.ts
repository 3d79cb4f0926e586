/**
 * Reviews of many books at once, for lists that show something of every book's reviews (the
 * gateway's `Book.reviews` and `Book.myReview` on a page of books): a constant number of queries
 * whatever the number of books, never one per book. Unknown book ids are simply absent from the
 * answer; the caller decides what a missing book means.
 */
import { and, asc, avg, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { books, reviews, users } from '../db/schema.js';
import { bookReviewJson, reviewAuthorColumns } from './reviews.js';

type ReviewJson = ReturnType<typeof bookReviewJson>;

export interface BookReviewPage {
  book_id: number;
  /** Reviews of the book on all pages. */
  count: number;
  /** Average of all its reviews' ratings, one decimal; 0 when none. */
  average_rating: number;
  /** The requested page, newest first; empty past the last page. */
  reviews: ReviewJson[];
}

/** The ids among `ids` that are books, in the order asked, each once. */
async function existingBooks(db: Database, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const rows = await db.select({ id: books.id }).from(books).where(inArray(books.id, unique));
  const known = new Set(rows.map((r) => r.id));
  return unique.filter((id) => known.has(id));
}

/** For each book, its review count, average and one page of reviews, in four queries. */
export async function reviewPagesOf(
  db: Database,
  publicUrl: string,
  ids: number[],
  page: { offset: number; pageSize: number },
): Promise<BookReviewPage[]> {
  const bookIds = await existingBooks(db, ids);
  if (bookIds.length === 0) return [];
  const stats = await db
    .select({ bookId: reviews.bookId, total: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(inArray(reviews.bookId, bookIds))
    .groupBy(reviews.bookId);
  // Each book's reviews numbered newest first, so one query cuts the same page out of every book.
  const ranked = db
    .select({
      id: reviews.id,
      bookId: reviews.bookId,
      rank: sql<number>`row_number() over (partition by ${reviews.bookId} order by ${reviews.createdAt} desc, ${reviews.id} desc)`.as(
        'rank',
      ),
    })
    .from(reviews)
    .where(inArray(reviews.bookId, bookIds))
    .as('ranked');
  const rows = await db
    .select({ review: reviews, user: reviewAuthorColumns })
    .from(ranked)
    .innerJoin(reviews, eq(reviews.id, ranked.id))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(gt(ranked.rank, page.offset), lte(ranked.rank, page.offset + page.pageSize)))
    .orderBy(asc(ranked.bookId), asc(ranked.rank));
  const statsByBook = new Map(stats.map((s) => [s.bookId, s]));
  const reviewsByBook = new Map<number, ReviewJson[]>();
  for (const { review, user } of rows) {
    const list = reviewsByBook.get(review.bookId) ?? [];
    list.push(bookReviewJson(publicUrl, review, user));
    reviewsByBook.set(review.bookId, list);
  }
  return bookIds.map((bookId) => {
    const s = statsByBook.get(bookId);
    return {
      book_id: bookId,
      count: s?.total ?? 0,
      average_rating: s?.average ? Math.round(Number(s.average) * 10) / 10 : 0,
      reviews: reviewsByBook.get(bookId) ?? [],
    };
  });
}

export interface MemberBookReview {
  book_id: number;
  has_review: boolean;
  review: ReviewJson | null;
}

/** For each book, whether this member reviewed it and the review: only their own, in two queries. */
export async function memberReviewsOf(
  db: Database,
  publicUrl: string,
  userId: number,
  ids: number[],
): Promise<MemberBookReview[]> {
  const bookIds = await existingBooks(db, ids);
  if (bookIds.length === 0) return [];
  const rows = await db
    .select({ review: reviews, user: reviewAuthorColumns })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.userId, userId), inArray(reviews.bookId, bookIds)));
  const byBook = new Map(rows.map((r) => [r.review.bookId, bookReviewJson(publicUrl, r.review, r.user)]));
  return bookIds.map((bookId) => {
    const review = byBook.get(bookId) ?? null;
    return { book_id: bookId, has_review: review !== null, review };
  });
}
