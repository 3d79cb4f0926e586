/** A member's favourite books: adding twice or removing what is absent is harmless. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { requireBook } from '../catalog/bookExists.js';
import { bookColumns, bookJson } from '../catalog/books.js';
import type { Database } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { authors, books, favoriteBooks } from '../db/schema.js';
import { addWithinBound } from '../limits/listBounds.js';

/** Read on every screen a member loads: the books themselves, in one query. */
const favouriteBooks = preparedPer((db) =>
  db
    .select(bookColumns)
    .from(favoriteBooks)
    .innerJoin(books, eq(books.id, favoriteBooks.bookId))
    .innerJoin(authors, eq(authors.id, books.authorId))
    .where(eq(favoriteBooks.userId, sql.placeholder('userId')))
    .orderBy(desc(favoriteBooks.createdAt), desc(favoriteBooks.bookId))
    .prepare('favourite_books'),
);

/** The favourites as clients read them, newest first, in one query. */
export async function favouritesOf(db: Database, publicUrl: string, userId: number) {
  const rows = await favouriteBooks(db).execute({ userId });
  return { favorite_books: rows.map((r) => bookJson(publicUrl, r)) };
}

/** A 404 for an unknown book. */
export async function addFavourite(db: Database, userId: number, bookId: number): Promise<void> {
  await requireBook(db, bookId);
  const [already] = await db
    .select({ bookId: favoriteBooks.bookId })
    .from(favoriteBooks)
    .where(and(eq(favoriteBooks.userId, userId), eq(favoriteBooks.bookId, bookId)));
  if (already) return;
  await addWithinBound(db, 'favorites', { table: favoriteBooks, userColumn: favoriteBooks.userId }, userId, (tx) =>
    tx.insert(favoriteBooks).values({ userId, bookId }).onConflictDoNothing(),
  );
}

/** A 404 for an unknown book. */
export async function removeFavourite(db: Database, userId: number, bookId: number): Promise<void> {
  await requireBook(db, bookId);
  await db.delete(favoriteBooks).where(and(eq(favoriteBooks.userId, userId), eq(favoriteBooks.bookId, bookId)));
}
