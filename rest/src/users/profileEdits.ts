/**
 * A member's edits to their own profile. Everything is checked before anything is written, so a
 * refused edit changes nothing; the fields and the favourite genres change in one transaction.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { books, favoriteGenres, genres, users } from '../db/schema.js';
import { badRequest } from '../http/errors.js';

/** Refuses a currently-reading book or favourite genres that do not exist (null clears the book). */
export async function assertProfileReferences(
  db: Database,
  refs: { currentlyReading?: number | null; favoriteGenreIds?: number[] },
): Promise<void> {
  if (refs.currentlyReading) {
    const [book] = await db.select({ id: books.id }).from(books).where(eq(books.id, refs.currentlyReading));
    if (!book) throw badRequest('currently_reading must be the id of a book');
  }
  if (refs.favoriteGenreIds?.length) {
    const known = await db.select({ id: genres.id }).from(genres).where(inArray(genres.id, refs.favoriteGenreIds));
    if (known.length !== refs.favoriteGenreIds.length) throw badRequest('favorite_genre_ids must be ids of genres');
  }
}

/** The fields an edit may change, already checked (undefined leaves one as it is). */
export type ProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'dateOfBirth'
    | 'bio'
    | 'status'
    | 'statusUpdatedAt'
    | 'github'
    | 'linkedin'
    | 'instagram'
    | 'profilePicture'
  >
>;

/** Writes the changes; `favoriteGenreIds`, when given, replaces the member's favourite genres. */
export async function saveProfile(
  db: Database,
  userId: number,
  changes: ProfileChanges,
  favoriteGenreIds: number[] | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length) await tx.update(users).set(changes).where(eq(users.id, userId));
    if (favoriteGenreIds) {
      await tx.delete(favoriteGenres).where(eq(favoriteGenres.userId, userId));
      if (favoriteGenreIds.length) {
        await tx.insert(favoriteGenres).values(favoriteGenreIds.map((genreId) => ({ userId, genreId })));
      }
    }
  });
}
