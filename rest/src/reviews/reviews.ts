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

/** Moves a book's aggregates by one review added (+1), removed (-1) or re-rated (0). */
export async function adjustBookRating(tx: Tx, bookId: number, ratingDelta: number, countDelta: number) {
  await tx
    .update(books)
    .set({
      ratingSum: sql`${books.ratingSum} + ${ratingDelta}`,
      totalRatings: sql`${books.totalRatings} + ${countDelta}`,
      reviewsCount: sql`${books.reviewsCount} + ${countDelta}`,
    })
    .where(eq(books.id, bookId));
}
