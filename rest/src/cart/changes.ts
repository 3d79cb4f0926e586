/**
 * Changing the cart (SPEC §4, §7): adding a book (a book already in the cart updates its one
 * line), editing a line and removing it. Rent is always quantity 1 with a rental period; buy has
 * none; no line asks for more copies than are in stock.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.js';
import { books, cartItems } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import { addWithinBound } from '../limits/listBounds.js';
import type { CartRow, PurchaseType } from './lines.js';

interface LineChoice {
  purchaseType: PurchaseType;
  quantity: number;
  rentalPeriodId: number | null;
}

/** What a request asks of a line; what it leaves out stays as it is (or the default on a new line). */
export interface LineRequest {
  purchase_type?: PurchaseType;
  quantity?: number;
  rental_period_id?: number | null;
}

/** Applies SPEC §4's rules: rent forces quantity 1 and a period (15 days unless chosen); buy has none. */
function resolveLine(current: LineChoice | undefined, body: LineRequest): LineChoice {
  const purchaseType = body.purchase_type ?? current?.purchaseType ?? 'buy';
  if (purchaseType === 'rent') {
    if (body.quantity !== undefined && body.quantity !== 1) throw badRequest('Rented books have a quantity of 1');
    return { purchaseType, quantity: 1, rentalPeriodId: body.rental_period_id ?? current?.rentalPeriodId ?? 1 };
  }
  return { purchaseType, quantity: body.quantity ?? current?.quantity ?? 1, rentalPeriodId: null };
}

/** The book's stock, or a 404 for an unknown book or one staff hid from the catalog. */
async function bookStock(db: Database, bookId: number): Promise<number> {
  const [book] = await db
    .select({ stock: books.stock })
    .from(books)
    .where(and(eq(books.id, bookId), isNull(books.hiddenAt)));
  if (!book) throw notFound('Book not found.');
  return book.stock;
}

function checkStock(stock: number, quantity: number): void {
  if (stock <= 0) throw badRequest('Item is out of stock');
  if (quantity > stock) throw badRequest(`Only ${stock} ${stock === 1 ? 'copy is' : 'copies are'} left in stock`);
}

const asChoice = (row: CartRow): LineChoice => ({
  purchaseType: row.purchaseType as PurchaseType,
  quantity: row.quantity,
  rentalPeriodId: row.rentalPeriodId,
});

/** The member's line `itemId`; another member's line is as unknown as a missing one. */
async function ownLine(db: Database, userId: number, itemId: number): Promise<CartRow> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  if (!row) throw notFound('Cart item not found.');
  return row;
}

async function lineOfBook(db: Database, userId: number, bookId: number): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.bookId, bookId)));
  return row;
}

/** The member's line of the book, if any; a 404 for an unknown book. */
export async function cartLineOfBook(db: Database, userId: number, bookId: number): Promise<CartRow | undefined> {
  await bookStock(db, bookId);
  return lineOfBook(db, userId, bookId);
}

/** Adds the book, or changes its line when it is in the cart already (`created` says which). */
export async function addToCart(
  db: Database,
  userId: number,
  bookId: number,
  body: LineRequest,
): Promise<{ lineId: number; created: boolean }> {
  const stock = await bookStock(db, bookId);
  const existing = await lineOfBook(db, userId, bookId);
  const line = resolveLine(existing && asChoice(existing), body);
  checkStock(stock, line.quantity);
  const write = (into: Database | Tx) =>
    into
      .insert(cartItems)
      .values({ userId, bookId, ...line })
      // A concurrent add of the same book lands on the same line, never a second one.
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.bookId], set: line })
      .returning({ id: cartItems.id });
  // A new line counts toward the cart's bound; a line changed in place does not.
  const [row] = existing
    ? await write(db)
    : await addWithinBound(db, 'cartLines', { table: cartItems, userColumn: cartItems.userId }, userId, write);
  return { lineId: row!.id, created: !existing };
}

/** Changes the member's line `itemId`; answers its id. */
export async function editCartLine(db: Database, userId: number, itemId: number, body: LineRequest): Promise<number> {
  const current = await ownLine(db, userId, itemId);
  const line = resolveLine(asChoice(current), body);
  checkStock(await bookStock(db, current.bookId), line.quantity);
  await db.update(cartItems).set(line).where(eq(cartItems.id, current.id));
  return current.id;
}

/** Removes the member's line `itemId`. */
export async function removeCartLine(db: Database, userId: number, itemId: number): Promise<void> {
  const line = await ownLine(db, userId, itemId);
  await db.delete(cartItems).where(eq(cartItems.id, line.id));
}
