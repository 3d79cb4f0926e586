/**
 * Orders: created from chosen cart lines in one transaction (the lines leave the cart, their stock
 * is reserved, the total is computed here from the books' current prices, every line at full
 * price, rent too, plus the flat shipping fee, SPEC §9), completed once a payment is verified, and
 * read back in the shape of SPEC §3. A member only ever sees or changes their own orders.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { Type } from '@fastify/type-provider-typebox';
import { booksById } from '../catalog/books.js';
import { fromPaisa, SHIPPING_FEE_PAISA, toPaisa } from '../catalog/money.js';
import type { Database } from '../db/client.js';
import { books, cartItems, orderItems, orders, shippingAddresses } from '../db/schema.js';
import { badRequest } from '../http/errors.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;

/**
 * Order ids are UUIDs. Routes take any short string and treat a non-UUID as an order that does not
 * exist, so a malformed id is a 404 and never reaches PostgreSQL (whose uuid cast would fail).
 */
export const OrderIdSchema = Type.String({ minLength: 1, maxLength: 100, description: 'The order id (a UUID)' });
export const isOrderId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Orders the caller's cart lines `itemIds`, shipped to their address; answers the new order's id. */
export async function createOrder(
  db: Database,
  userId: number,
  itemIds: number[],
  shippingAddressId: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [address] = await tx
      .select()
      .from(shippingAddresses)
      .where(and(eq(shippingAddresses.id, shippingAddressId), eq(shippingAddresses.userId, userId)));
    if (!address) throw badRequest('Shipping address not found');

    const mine = and(eq(cartItems.userId, userId), inArray(cartItems.id, itemIds));
    const lines = await tx
      .select({ line: cartItems, price: books.price, stock: books.stock })
      .from(cartItems)
      .innerJoin(books, eq(books.id, cartItems.bookId))
      .where(mine)
      // Locks the lines and their books, always in book order: two orders racing for the last
      // copies wait for each other instead of deadlocking, and a line is never ordered twice.
      .orderBy(cartItems.bookId)
      .for('update');
    if (lines.length !== itemIds.length) throw badRequest('Some items are not in your cart');
    if (lines.some((l) => l.line.quantity > l.stock)) throw badRequest('Item is out of stock');

    const subtotal = lines.reduce((sum, l) => sum + toPaisa(l.price) * l.line.quantity, 0);
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        shippingAddressId: address.id,
        shippingFullName: address.fullName,
        shippingAddressName: address.addressName,
        shippingAddressLine1: address.addressLine1,
        shippingCity: address.city,
        subtotal: fromPaisa(subtotal),
        shippingFee: fromPaisa(SHIPPING_FEE_PAISA),
        totalAmount: fromPaisa(subtotal + SHIPPING_FEE_PAISA),
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId,
        bookId: l.line.bookId,
        quantity: l.line.quantity,
        purchaseType: l.line.purchaseType,
        rentalPeriodId: l.line.rentalPeriodId,
        price: l.price,
      })),
    );
    // One statement whatever the number of lines: each book loses its line's quantity.
    await tx
      .update(books)
      .set({ stock: sql`${books.stock} - ${cartItems.quantity}` })
      .from(cartItems)
      .where(and(mine, eq(books.id, cartItems.bookId)));
    await tx.delete(cartItems).where(mine);
    return orderId;
  });
}

/**
 * Marks a pending order paid and counts its copies as sold; false when it was already completed
 * (a concurrent or repeated verification), so nothing is counted twice.
 */
export async function completeOrder(tx: Tx, orderId: string): Promise<boolean> {
  const done = await tx
    .update(orders)
    .set({ isCompleted: true, completedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.isCompleted, false)))
    .returning({ id: orders.id });
  if (done.length === 0) return false;
  await tx
    .update(books)
    .set({ salesCount: sql`${books.salesCount} + ${orderItems.quantity}` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(books.id, orderItems.bookId)));
  return true;
}

/** The member's orders, newest first; with `orderId`, that one order or nothing. */
export async function memberOrders(db: Database, userId: number, orderId?: string): Promise<OrderRow[]> {
  const where = orderId ? and(eq(orders.userId, userId), eq(orders.id, orderId)) : eq(orders.userId, userId);
  return db.select().from(orders).where(where).orderBy(desc(orders.createdAt));
}

/** Orders in SPEC §3's shape, with their items and books, in a constant number of queries. */
export async function ordersJson(db: Database, publicUrl: string, rows: OrderRow[]) {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((o) => o.id),
      ),
    )
    .orderBy(orderItems.id);
  const bookMap = await booksById(
    db,
    publicUrl,
    items.map((i) => i.bookId),
  );
  const itemsOf = new Map<string, (typeof items)[number][]>();
  for (const item of items) {
    const list = itemsOf.get(item.orderId);
    if (list) list.push(item);
    else itemsOf.set(item.orderId, [item]);
  }
  return rows.map((o) => ({
    order_id: o.id,
    total_amount: o.totalAmount,
    subtotal: o.subtotal,
    shipping_fee: o.shippingFee,
    is_completed: o.isCompleted,
    status: o.isCompleted ? 'Completed' : 'Pending',
    created_at: o.createdAt.toISOString(),
    completed_at: o.completedAt?.toISOString() ?? null,
    shipping_address: {
      id: o.shippingAddressId,
      full_name: o.shippingFullName,
      address_name: o.shippingAddressName,
      address_line1: o.shippingAddressLine1,
      city: o.shippingCity,
    },
    items: (itemsOf.get(o.id) ?? []).map((i) => ({
      id: i.id,
      book: bookMap.get(i.bookId)!,
      quantity: i.quantity,
      purchase_type: i.purchaseType,
      rental_period_id: i.rentalPeriodId,
      price: i.price,
      line_total: fromPaisa(toPaisa(i.price) * i.quantity),
    })),
  }));
}
