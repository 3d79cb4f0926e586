/**
 * Reviews and the book aggregates they drive. A book's rating_sum, total_ratings and
 * reviews_count change in the same transaction as the review itself, so the catalog's rating
 * can never disagree with the reviews under it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { reviews } from '../db/schema.js';
import { books, users } from '../db/schema.js';
import { uploadUrl } from '../media/urls.js';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type ReviewRow = typeof reviews.$inferSelect;
type Author = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'username' | 'profilePicture'>;

/** The review shape of a book's review list (SPEC §3): rating as the string '1'–'5'. */
export function bookReviewJson(publicUrl: string, r: ReviewRow, u: Author) {
  return {
    id: r.id,
    book_id: r.bookId,
    rating: String(r.rating),
    title: r.title,
    content: r.content,
    contains_spoiler: r.containsSpoiler,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    user: {
      id: u.id,
      first_name: u.firstName,
      last_name: u.lastName,
      username: u.username,
      profile_picture_url: uploadUrl(publicUrl, u.profilePicture, 'small'),
    },
  };
}

export const reviewAuthorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  profilePicture: users.profilePicture,
};

/**
 * Moves a book's aggregates by one review: `added` is the stars of a review written (or of an
 * edit's new rating), `removed` those of a review deleted (or of an edit's old rating).
 */
export async function adjustBookRating(tx: Tx, bookId: number, change: { added?: number; removed?: number }) {
  const { added = 0, removed = 0 } = change;
  const countDelta = (added ? 1 : 0) - (removed ? 1 : 0);
  // Each star's count moves by the ratings that land on it and leave it (generate_series is 1-based, as arrays are).
  const byStar = sql`array(select ${books.ratingCounts}[s] + (s = ${added})::int - (s = ${removed})::int
    from generate_series(1, 5) s order by s)`;
  await tx
    .update(books)
    .set({
      ratingSum: sql`${books.ratingSum} + ${added - removed}`,
      totalRatings: sql`${books.totalRatings} + ${countDelta}`,
      reviewsCount: sql`${books.reviewsCount} + ${countDelta}`,
      ratingCounts: byStar,
    })
    .where(eq(books.id, bookId));
}
