/** A member's wishlist of books: adding twice or removing what is absent is harmless. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { requireBook } from '../catalog/bookExists.js';
import { booksById } from '../catalog/books.js';
import type { Database } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { wishlistItems } from '../db/schema.js';
import { notFound } from '../http/errors.js';

/** The whole wishlist is read on every screen a member loads. */
const wholeWishlist = preparedPer((db) =>
  db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, sql.placeholder('userId')))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
    .prepare('wishlist_rows'),
);

/** The wishlist as clients read it, newest first; only the book's entry when `bookId` is given. */
export async function wishlistOf(db: Database, publicUrl: string, userId: number, bookId?: number) {
  const rows =
    bookId === undefined
      ? await wholeWishlist(db).execute({ userId })
      : await db
          .select()
          .from(wishlistItems)
          .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.bookId, bookId)))
          .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  const byId = await booksById(
    db,
    publicUrl,
    rows.map((r) => r.bookId),
  );
  return rows.flatMap((r) => {
    const book = byId.get(r.bookId);
    return book ? [{ id: r.id, book, added_at: r.createdAt.toISOString() }] : [];
  });
}

/** Adds the book (a 404 for an unknown one); answers its wishlist entry. */
export async function addToWishlist(db: Database, publicUrl: string, userId: number, bookId: number) {
  await requireBook(db, bookId);
  await db.insert(wishlistItems).values({ userId, bookId }).onConflictDoNothing();
  const [item] = await wishlistOf(db, publicUrl, userId, bookId);
  if (!item) throw notFound('Book not found.');
  return item;
}

/** A 404 for an unknown book. */
export async function removeFromWishlist(db: Database, userId: number, bookId: number): Promise<void> {
  await requireBook(db, bookId);
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.bookId, bookId)));
}
