/** A member's favourite books: adding twice or removing what is absent is harmless. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { requireBook } from '../catalog/bookExists.js';
import { booksById } from '../catalog/books.js';
import type { Database } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { favoriteBooks } from '../db/schema.js';

/** Read on every screen a member loads. */
const favouriteIds = preparedPer((db) =>
  db
    .select({ bookId: favoriteBooks.bookId })
    .from(favoriteBooks)
    .where(eq(favoriteBooks.userId, sql.placeholder('userId')))
    .orderBy(desc(favoriteBooks.createdAt), desc(favoriteBooks.bookId))
    .prepare('favourite_book_ids'),
);

/** The favourites as clients read them, newest first, in a constant number of queries. */
export async function favouritesOf(db: Database, publicUrl: string, userId: number) {
  const rows = await favouriteIds(db).execute({ userId });
  const byId = await booksById(
    db,
    publicUrl,
    rows.map((r) => r.bookId),
  );
  return { favorite_books: rows.flatMap((r) => byId.get(r.bookId) ?? []) };
}

/** A 404 for an unknown book. */
export async function addFavourite(db: Database, userId: number, bookId: number): Promise<void> {
  await requireBook(db, bookId);
  await db.insert(favoriteBooks).values({ userId, bookId }).onConflictDoNothing();
}

/** A 404 for an unknown book. */
export async function removeFavourite(db: Database, userId: number, bookId: number): Promise<void> {
  await requireBook(db, bookId);
  await db.delete(favoriteBooks).where(and(eq(favoriteBooks.userId, userId), eq(favoriteBooks.bookId, bookId)));
}
