/** A member's wishlist of books: adding twice or removing what is absent is harmless. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { requireBook } from '../catalog/bookExists.js';
import { bookColumns, bookJson } from '../catalog/books.js';
import type { Database } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { authors, books, wishlistItems } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { addWithinBound } from '../limits/listBounds.js';

/** The wishlist's entries with their books, newest first, in one query. */
const entries = (db: Database) =>
  db
    .select({ id: wishlistItems.id, createdAt: wishlistItems.createdAt, book: bookColumns })
    .from(wishlistItems)
    .innerJoin(books, eq(books.id, wishlistItems.bookId))
    .innerJoin(authors, eq(authors.id, books.authorId))
    .$dynamic();
const NEWEST_FIRST = [desc(wishlistItems.createdAt), desc(wishlistItems.id)];

/** The whole wishlist is read on every screen a member loads. */
const wholeWishlist = preparedPer((db) =>
  entries(db)
    .where(eq(wishlistItems.userId, sql.placeholder('userId')))
    .orderBy(...NEWEST_FIRST)
    .prepare('wishlist_entries'),
);

/** The wishlist as clients read it, newest first; only the book's entry when `bookId` is given. */
export async function wishlistOf(db: Database, publicUrl: string, userId: number, bookId?: number) {
  const rows =
    bookId === undefined
      ? await wholeWishlist(db).execute({ userId })
      : await entries(db)
          .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.bookId, bookId)))
          .orderBy(...NEWEST_FIRST);
  return rows.map((r) => ({ id: r.id, book: bookJson(publicUrl, r.book), added_at: r.createdAt.toISOString() }));
}

/** Adds the book (a 404 for an unknown one); answers its wishlist entry. */
export async function addToWishlist(db: Database, publicUrl: string, userId: number, bookId: number) {
  await requireBook(db, bookId);
  const [already] = await wishlistOf(db, publicUrl, userId, bookId);
  if (already) return already;
  await addWithinBound(db, 'wishlist', { table: wishlistItems, userColumn: wishlistItems.userId }, userId, (tx) =>
    tx.insert(wishlistItems).values({ userId, bookId }).onConflictDoNothing(),
  );
  const [item] = await wishlistOf(db, publicUrl, userId, bookId);
  if (!item) throw notFound('Book not found.');
  return item;
}

/** A 404 for an unknown book. */
export async function removeFromWishlist(db: Database, userId: number, bookId: number): Promise<void> {
  await requireBook(db, bookId);
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.bookId, bookId)));
}
