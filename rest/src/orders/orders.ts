/**
 * Orders: created from chosen cart lines in one transaction (the lines leave the cart, their stock
 * is reserved, the total is computed here from the books' current prices, every line at full
 * price, rent too, plus the flat shipping fee, SPEC §9), and read back in the shape of SPEC §3.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { booksById } from '../catalog/books.js';
import { fromPaisa, SHIPPING_FEE_PAISA, toPaisa } from '../catalog/money.js';
import type { Database } from '../db/client.js';
import { books, cartItems, orderItems, orders, shippingAddresses } from '../db/schema.js';
import { badRequest } from '../http/errors.js';

type OrderRow = typeof orders.$inferSelect;

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
    const lines = await tx
      .select({ line: cartItems, price: books.price, stock: books.stock })
      .from(cartItems)
      .innerJoin(books, eq(books.id, cartItems.bookId))
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, itemIds)))
      // Rows locked in a fixed order: two orders racing for the last copies cannot deadlock.
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
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order!.id,
        bookId: l.line.bookId,
        quantity: l.line.quantity,
        purchaseType: l.line.purchaseType,
        rentalPeriodId: l.line.rentalPeriodId,
        price: l.price,
      })),
    );
    for (const l of lines) {
      await tx
        .update(books)
        .set({ stock: sql`${books.stock} - ${l.line.quantity}` })
        .where(eq(books.id, l.line.bookId));
    }
    await tx.delete(cartItems).where(inArray(cartItems.id, itemIds));
    return order!.id;
  });
}

/** Orders in SPEC §3's shape, with items and books, in a constant number of queries. */
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
    items: items
      .filter((i) => i.orderId === o.id)
      .map((i) => ({
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

export async function memberOrders(db: Database, userId: number, orderId?: string): Promise<OrderRow[]> {
  const where = orderId ? and(eq(orders.userId, userId), eq(orders.id, orderId)) : eq(orders.userId, userId);
  return db.select().from(orders).where(where).orderBy(desc(orders.createdAt));
}
