/**
 * The cart as clients read it: each line with the one book shape, its rental period and exact
 * totals. Read in one query whatever the number of lines.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from '@fastify/type-provider-typebox';
import { bookColumns, bookJson, type BookRow } from '../catalog/books.js';
import { fromPaisa, toPaisa } from '../catalog/money.js';
import type { Database } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { authors, books, cartItems } from '../db/schema.js';
import { rentalMoneyJson } from '../catalog/rentalJson.js';
import { rebuyOffers } from '../rentals/rebuy.js';
import { rebuyPricePaisa, RENTAL_RULES, rentalPeriod } from '../rentals/terms.js';
import type { CartLine, PurchaseType as PurchaseTypeSchema } from './schemas.js';

export type PurchaseType = Static<typeof PurchaseTypeSchema>;

export type CartLineJson = Static<typeof CartLine>;

export type CartRow = typeof cartItems.$inferSelect;

/** A line of the cart read beside its book (one query: cartLinesOf). */
function lineJson(publicUrl: string, r: CartRow, bookRow: BookRow, rebuyUntil?: Date): CartLineJson {
  const book = bookJson(publicUrl, bookRow);
  const period = r.rentalPeriodId;
  // The same rule createOrder prices with (rentals/rebuy.ts): what the cart shows is what the order costs.
  const offer = r.purchaseType === 'buy' ? rebuyUntil : undefined;
  const unitPaisa = offer ? rebuyPricePaisa(toPaisa(book.price)) : toPaisa(book.price);
  return {
    id: r.id,
    book,
    quantity: r.quantity,
    purchase_type: r.purchaseType as PurchaseType,
    rental_period_id: period,
    rental_period: period ? { id: period, days: rentalPeriod(period)?.days ?? 0 } : null,
    unit_price: fromPaisa(unitPaisa),
    line_total: fromPaisa(unitPaisa * r.quantity),
    rebuy_discount: offer ? { percent: RENTAL_RULES.rebuyDiscountPercent, until: offer.toISOString() } : null,
    rental: r.purchaseType === 'rent' ? rentalMoneyJson(book.price, period) : null,
    created_at: r.createdAt.toISOString(),
  };
}

/** A member's whole cart, each line with its book, in one query: read on every screen they load. */
const wholeCartLines = preparedPer((db) =>
  db
    .select({ line: cartItems, book: bookColumns })
    .from(cartItems)
    .innerJoin(books, eq(books.id, cartItems.bookId))
    .innerJoin(authors, eq(authors.id, books.authorId))
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_lines'),
);

/** The member's whole cart at `now` (the rebuy discount depends on when it is read). */
export async function cartLinesOf(db: Database, publicUrl: string, userId: number, now: Date): Promise<CartLineJson[]> {
  const rows = await wholeCartLines(db).execute({ userId });
  const bought = rows.filter((r) => r.line.purchaseType === 'buy').map((r) => r.line.bookId);
  const offers = await rebuyOffers(db, userId, bought, now);
  return rows.map((r) => lineJson(publicUrl, r.line, r.book, offers.get(r.line.bookId)));
}

/** The member's cart lines of the given books only (a page of books shows whether each is in the cart). */
export async function cartLinesOfBooks(
  db: Database,
  publicUrl: string,
  userId: number,
  bookIds: number[],
): Promise<CartLineJson[]> {
  const rows = await db
    .select({ line: cartItems, book: bookColumns })
    .from(cartItems)
    .innerJoin(books, eq(books.id, cartItems.bookId))
    .innerJoin(authors, eq(authors.id, books.authorId))
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.bookId, bookIds)));
  return rows.map((r) => lineJson(publicUrl, r.line, r.book));
}

/** What a cart header needs after any change: the number of lines and the exact subtotal. */
export function cartSummary(lines: CartLineJson[]): { count: number; subtotal: string } {
  return { count: lines.length, subtotal: fromPaisa(lines.reduce((sum, l) => sum + toPaisa(l.line_total), 0)) };
}

export async function wholeCart(db: Database, publicUrl: string, userId: number, now: Date) {
  const lines = await cartLinesOf(db, publicUrl, userId, now);
  return { lines, ...cartSummary(lines) };
}

/**
 * Makes `change` and reads the cart it leaves in one transaction. A connection lost between the
 * two rolls the change back, so the 503 it becomes is safe to send again (an add is not idempotent).
 */
export function changeThenCart<T>(
  db: Database,
  publicUrl: string,
  userId: number,
  now: Date,
  change: (tx: Database) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const changed = await change(tx);
    return { changed, cart: await wholeCart(tx, publicUrl, userId, now) };
  });
}
