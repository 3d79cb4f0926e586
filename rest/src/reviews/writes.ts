/**
 * Writing, editing and deleting a review: each in one transaction with the book's aggregates
 * (reviews.ts). Only the author may edit or delete; one review per member per book, which the
 * unique index enforces even for two writes at once.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { reviews } from '../db/schema.js';
import { recordReview } from '../activity/record.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { adjustBookRating, type ReviewRow, type Tx } from './reviews.js';

export interface ReviewInput {
  /** 1 to 5. */
  rating: number;
  title: string;
  content: string;
  /** Left out: false on a new review, unchanged on an edit. */
  containsSpoiler: boolean | undefined;
}

/** Unique violations come back as code 23505 from both drivers. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** The review, locked for the rest of the transaction, when it is the member's. */
async function ownReview(tx: Tx, userId: number, id: number, action: 'edit' | 'delete'): Promise<ReviewRow> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  if (!row) throw notFound('Review not found.');
  if (row.userId !== userId) throw forbidden(`You can only ${action} your own reviews.`);
  return row;
}

/** Adds the member's review of the book; answers its id. A second review of one book is a 400. */
export async function writeReview(db: Database, userId: number, bookId: number, input: ReviewInput): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(reviews)
        .values({
          bookId,
          userId,
          rating: input.rating,
          title: input.title,
          content: input.content,
          containsSpoiler: input.containsSpoiler ?? false,
        })
        .returning({ id: reviews.id, createdAt: reviews.createdAt });
      await adjustBookRating(tx, bookId, { added: input.rating });
      // At the review's own time, so a write's answer finds its activity (routes/activity.ts).
      await recordReview(tx, { userId, bookId, reviewId: created!.id, now: created!.createdAt });
      return created!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('You have already reviewed this book.');
    throw error;
  }
}

/** Replaces the member's own review; answers its id and its book's. */
export async function editReview(db: Database, userId: number, id: number, input: ReviewInput) {
  return db.transaction(async (tx) => {
    // Locked, so a concurrent edit cannot compute its rating delta from a stale rating.
    const current = await ownReview(tx, userId, id, 'edit');
    await tx
      .update(reviews)
      .set({
        rating: input.rating,
        title: input.title,
        content: input.content,
        containsSpoiler: input.containsSpoiler ?? current.containsSpoiler,
        updatedAt: new Date(),
      })
      .where(eq(reviews.id, current.id));
    await adjustBookRating(tx, current.bookId, { added: input.rating, removed: current.rating });
    return { id: current.id, bookId: current.bookId };
  });
}

/** Deletes the member's own review; answers its book's id. */
export async function deleteReview(db: Database, userId: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    // Locked, so two concurrent deletes cannot both take the review off the book's counts.
    const current = await ownReview(tx, userId, id, 'delete');
    await tx.delete(reviews).where(eq(reviews.id, current.id));
    await adjustBookRating(tx, current.bookId, { removed: current.rating });
    return current.bookId;
  });
}
