/**
 * The cart as clients read it: each line with the one book shape, its rental period and exact
 * totals. Built in a constant number of queries whatever the number of lines.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from '@fastify/type-provider-typebox';
import { booksById } from '../catalog/books.js';
import { fromPaisa, toPaisa } from '../catalog/money.js';
import type { Database } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { cartItems } from '../db/schema.js';
import type { CartLine, PurchaseType as PurchaseTypeSchema } from './schemas.js';

/** rental_period_id → days (SPEC §4, §9). */
export const RENTAL_DAYS: Record<number, number> = { 1: 15, 2: 30, 3: 45 };
export type PurchaseType = Static<typeof PurchaseTypeSchema>;

export type CartLineJson = Static<typeof CartLine>;

export type CartRow = typeof cartItems.$inferSelect;

export async function cartLines(db: Database, publicUrl: string, rows: CartRow[]): Promise<CartLineJson[]> {
  const books = await booksById(
    db,
    publicUrl,
    rows.map((r) => r.bookId),
  );
  return rows.flatMap((r) => {
    const book = books.get(r.bookId);
    if (!book) return [];
    const period = r.rentalPeriodId;
    return [
      {
        id: r.id,
        book,
        quantity: r.quantity,
        purchase_type: r.purchaseType as PurchaseType,
        rental_period_id: period,
        rental_period: period ? { id: period, days: RENTAL_DAYS[period] ?? 0 } : null,
        unit_price: book.price,
        line_total: fromPaisa(toPaisa(book.price) * r.quantity),
        created_at: r.createdAt.toISOString(),
      },
    ];
  });
}

const orderedLines = (db: Database) => db.select().from(cartItems).$dynamic();

/** A member's whole cart is read on every screen they load. */
const wholeCartRows = preparedPer((db) =>
  orderedLines(db)
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_rows'),
);

export async function cartRows(db: Database, userId: number, ids?: number[]): Promise<CartRow[]> {
  if (!ids) return wholeCartRows(db).execute({ userId });
  return orderedLines(db)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** What a cart header needs after any change: the number of lines and the exact subtotal. */
export function cartSummary(lines: CartLineJson[]): { count: number; subtotal: string } {
  return { count: lines.length, subtotal: fromPaisa(lines.reduce((sum, l) => sum + toPaisa(l.line_total), 0)) };
}

export async function wholeCart(db: Database, publicUrl: string, userId: number) {
  const lines = await cartLines(db, publicUrl, await cartRows(db, userId));
  return { lines, ...cartSummary(lines) };
}
