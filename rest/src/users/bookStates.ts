/**
 * What a member has done with each of a page of books: its cart line, whether it is a favourite,
 * whether it is on the wishlist. A page of books shows all three on every card, and reading them
 * here costs two queries for the page, where the member's whole cart, favourites and wishlist
 * would cost three calls whose answers grow with the lists.
 */
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import { cartLinesOfBooks, type CartLineJson } from '../cart/lines.js';
import type { Database } from '../db/client.js';
import { books, favoriteBooks, wishlistItems } from '../db/schema.js';

export interface BookStateJson {
  book_id: number;
  /** The member's cart line of the book; null when it is not in their cart. */
  cart_item: CartLineJson | null;
  is_favorite: boolean;
  in_wishlist: boolean;
}

/** Each of `ids` that is a book, in the order asked and once; unknown ids are left out. */
export async function bookStatesOf(
  db: Database,
  publicUrl: string,
  userId: number,
  ids: number[],
): Promise<BookStateJson[]> {
  const unique = [...new Set(ids)];
  // Whether the member's row exists for each book (drizzle qualifies the columns of a subquery's builder).
  const marked = (list: typeof favoriteBooks | typeof wishlistItems) =>
    sql<boolean>`${exists(
      db
        .select({ one: sql`1` })
        .from(list)
        .where(and(eq(list.userId, userId), eq(list.bookId, books.id))),
    )}`;
  const flags = await db
    .select({ id: books.id, favorite: marked(favoriteBooks), wishlist: marked(wishlistItems) })
    .from(books)
    .where(inArray(books.id, unique));
  const lines = flags.length ? await cartLinesOfBooks(db, publicUrl, userId, unique) : [];
  const byBook = new Map(flags.map((f) => [f.id, f]));
  const lineOf = new Map(lines.map((l) => [l.book.id, l]));
  return unique.flatMap((id) => {
    const f = byBook.get(id);
    return f
      ? [{ book_id: id, cart_item: lineOf.get(id) ?? null, is_favorite: f.favorite, in_wishlist: f.wishlist }]
      : [];
  });
}
