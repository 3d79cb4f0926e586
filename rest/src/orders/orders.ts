/**
 * Orders: created from chosen cart lines in one transaction (the lines leave the cart, their stock
 * is reserved, the total is computed here from the books' current prices, every line at full
 * price, rent too, plus the flat shipping fee, SPEC §9), completed once a payment is verified, and
 * read back in the shape of SPEC §3. A member only ever sees or changes their own orders, and has
 * at most MAX_UNPAID_ORDERS open unpaid ones (each holds stock until paid or cancelled, holds.ts).
 * An order goes only to an address in one of DELIVERY_DISTRICTS. Paid cash on delivery, it is
 * Confirmed at once, unpaid, and a member has at most MAX_OPEN_COD_ORDERS of those open.
 */
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { Type } from '@fastify/type-provider-typebox';
import { booksById } from '../catalog/books.js';
import { DIGITAL_FORMATS, fromPaisa, SHIPPING_FEE_PAISA, toPaisa } from '../catalog/money.js';
import { rentalMoneyJson } from '../catalog/rentalJson.js';
import type { Database, Tx } from '../db/client.js';
import { books, cartItems, orderItems, orders, payments, shippingAddresses, users } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { refundDue, refundJson, refundsOfOrders } from '../refunds/read.js';
import { deliversTo, type DeliveryDistricts } from '../shipping/addresses.js';
import { awaitingPayment, CASH_ON_DELIVERY, openCashOnDelivery } from './holds.js';
import { rentalFacts, rentalsOfItems } from '../rentals/read.js';
import { rebuyOffers } from '../rentals/rebuy.js';
import { startRentals } from '../rentals/start.js';
import { rebuyPricePaisa } from '../rentals/terms.js';
import { currentStep, timeline } from './steps.js';

/** A cart line's book that staff hid since it was added. */
export const NO_LONGER_SOLD = 'A book in your order is no longer for sale. Please remove it from your cart.';
export type OrderRow = typeof orders.$inferSelect;

/** 'Pending', 'Confirmed' (cash on delivery, unpaid), 'Completed' or 'Cancelled' (its hold ran out unpaid). */
export const orderStatus = (o: Pick<OrderRow, 'isCompleted' | 'cancelledAt' | 'paymentMethod'>) =>
  o.isCompleted
    ? 'Completed'
    : o.cancelledAt
      ? 'Cancelled'
      : o.paymentMethod === CASH_ON_DELIVERY
        ? 'Confirmed'
        : 'Pending';

/** The longest notes a member may write on an order. */
export const ORDER_NOTES_MAX = 500;

/** How an order may be paid: a wallet (also chosen again when paying) or cash to the courier. */
export const PAYMENT_METHODS = ['KHALTI', 'ESEWA', CASH_ON_DELIVERY] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 'Kathmandu, Lalitpur, Bhaktapur and Kaski'. */
const listed = (names: readonly string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Order ids are UUIDs. Routes take any short string and treat a non-UUID as an order that does not
 * exist, so a malformed id is a 404 and never reaches PostgreSQL (whose uuid cast would fail).
 */
export const OrderIdSchema = Type.String({ minLength: 1, maxLength: 100, description: 'The order id (a UUID)' });
export const isOrderId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export interface NewOrder {
  /** The new order's id, chosen before the work so its answer can be kept first (idempotency). */
  id: string;
  userId: number;
  itemIds: number[];
  /** Absent: the order has digital copies only, which go to no address. */
  shippingAddressId?: number | undefined;
  maxUnpaidOrders: number;
  /** Absent: a wallet chosen when paying. */
  paymentMethod?: PaymentMethod;
  /** The member's notes for the order; absent or blank: none. */
  notes?: string;
  maxOpenCodOrders: number;
  deliveryDistricts: DeliveryDistricts;
  /** The time of the order (the app's clock): what the rebuy discount is read at. */
  now: Date;
  /** Runs first in the transaction (idempotency/keys.ts keeps the answer there). */
  claim?: (tx: Tx) => Promise<void>;
}

export const NO_CASH_FOR_DOWNLOADS =
  'Digital copies are downloaded, not delivered, so they cannot be paid in cash on delivery. Please pay with Khalti or eSewa.';
export const ADDRESS_NEEDED = 'Please choose a shipping address for the printed books in your order.';

/** The member's address the order ships to, checked: it has a phone and a district we deliver to. */
async function deliveryAddress(tx: Tx, request: NewOrder) {
  if (request.shippingAddressId === undefined) throw badRequest(ADDRESS_NEEDED);
  const [address] = await tx
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.id, request.shippingAddressId), eq(shippingAddresses.userId, request.userId)));
  if (!address) throw badRequest('Shipping address not found');
  if (address.phone === null || address.district === null)
    throw badRequest('Please add a phone number and a district to this address before ordering to it.');
  if (!deliversTo(address, request.deliveryDistricts))
    throw badRequest(
      `We do not deliver to ${address.district} yet. We deliver to ${listed(request.deliveryDistricts)}.`,
    );
  return address;
}

/** Orders the caller's cart lines `itemIds`, shipped to their address, as order `id`. */
export async function createOrder(db: Database, request: NewOrder): Promise<string> {
  const { userId, itemIds } = request;
  return db.transaction(async (tx) => {
    await request.claim?.(tx);
    // One member's orders are placed one at a time, so two at once cannot both slip under the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const cod = request.paymentMethod === CASH_ON_DELIVERY;
    const [open] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), cod ? openCashOnDelivery : awaitingPayment));
    const n = open?.n ?? 0;
    if (cod && n >= request.maxOpenCodOrders)
      throw badRequest(
        `You already have ${plural(request.maxOpenCodOrders, 'open cash-on-delivery order')}. ` +
          'Please wait until one is delivered, or pay with Khalti or eSewa.',
      );
    if (!cod && n >= request.maxUnpaidOrders)
      throw badRequest(
        `You already have ${plural(request.maxUnpaidOrders, 'unpaid order')}. ` +
          'Please pay for one, or wait until it expires, before placing another.',
      );

    const mine = and(eq(cartItems.userId, userId), inArray(cartItems.id, itemIds));
    const lines = await tx
      .select({
        line: cartItems,
        price: books.price,
        stock: books.stock,
        format: books.format,
        hiddenAt: books.hiddenAt,
      })
      .from(cartItems)
      .innerJoin(books, eq(books.id, cartItems.bookId))
      .where(mine)
      // Locks the lines and their books, always in book order: two orders racing for the last
      // copies wait for each other instead of deadlocking, and a line is never ordered twice.
      .orderBy(cartItems.bookId)
      .for('update');
    if (lines.length !== itemIds.length) throw badRequest('Some items are not in your cart');
    // Staff hid it (staff/books.ts): a line put in the cart before is not for sale any more.
    if (lines.some((l) => l.hiddenAt !== null)) throw badRequest(NO_LONGER_SOLD);
    if (lines.some((l) => l.line.quantity > l.stock)) throw badRequest('Item is out of stock');
    // Digital copies are downloaded (library/): an order of only those needs no address, no courier, no cash.
    const digitalOnly = lines.every((l) => DIGITAL_FORMATS.includes(l.format));
    if (digitalOnly && cod) throw badRequest(NO_CASH_FOR_DOWNLOADS);
    // An address given is checked as for any order (a client that names one means it), and kept.
    const address = digitalOnly && request.shippingAddressId === undefined ? null : await deliveryAddress(tx, request);

    // A book bought soon after its rental ended costs 5% less (rentals/rebuy.ts).
    const offers = await rebuyOffers(
      tx,
      userId,
      lines.filter((l) => l.line.purchaseType === 'buy').map((l) => l.line.bookId),
      request.now,
    );
    const unitPaisa = (l: (typeof lines)[number]) =>
      l.line.purchaseType === 'buy' && offers.has(l.line.bookId) ? rebuyPricePaisa(toPaisa(l.price)) : toPaisa(l.price);
    const subtotal = lines.reduce((sum, l) => sum + unitPaisa(l) * l.line.quantity, 0);
    const shippingFee = digitalOnly ? 0 : SHIPPING_FEE_PAISA;
    const [order] = await tx
      .insert(orders)
      .values({
        id: request.id,
        userId,
        ...(address && {
          shippingAddressId: address.id,
          shippingFullName: address.fullName,
          shippingAddressName: address.addressName,
          shippingAddressLine1: address.addressLine1,
          shippingCity: address.city,
          shippingPhone: address.phone,
          shippingDistrict: address.district,
        }),
        paymentMethod: request.paymentMethod ?? null,
        notes: request.notes?.trim() || null,
        subtotal: fromPaisa(subtotal),
        shippingFee: fromPaisa(shippingFee),
        totalAmount: fromPaisa(subtotal + shippingFee),
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
        price: fromPaisa(unitPaisa(l)),
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
 * (a concurrent or repeated verification), so nothing is counted twice. A cancelled order must
 * have its copies reclaimed first (holds.ts reclaimCopies).
 */
export async function completeOrder(tx: Tx, orderId: string, at = new Date()): Promise<boolean> {
  const done = await tx
    .update(orders)
    .set({ isCompleted: true, completedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.isCompleted, false), sql`${orders.cancelledAt} IS NULL`))
    .returning({ id: orders.id });
  if (done.length === 0) return false;
  // Digital copies only: nothing to pack or carry, the copies are in the member's library at once.
  const [printed] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(books, eq(books.id, orderItems.bookId))
    .where(and(eq(orderItems.orderId, orderId), notInArray(books.format, [...DIGITAL_FORMATS])))
    .limit(1);
  if (!printed) await tx.update(orders).set({ deliveredAt: at }).where(eq(orders.id, orderId));
  await tx
    .update(books)
    .set({ salesCount: sql`${books.salesCount} + ${orderItems.quantity}` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(books.id, orderItems.bookId)));
  // A digital copy reaches the member when it is paid for: its rental starts now.
  await startRentals(tx, orderId, at, 'digital');
  return true;
}

/** The member's orders, newest first; with `orderId`, that one order or nothing. */
export async function memberOrders(db: Database, userId: number, orderId?: string): Promise<OrderRow[]> {
  const where = orderId ? and(eq(orders.userId, userId), eq(orders.id, orderId)) : eq(orders.userId, userId);
  return db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
}

/** One page of the member's orders, newest first, and how many they have in all. */
export async function pageOfMemberOrders(
  db: Database,
  userId: number,
  page: { offset: number; pageSize: number },
): Promise<{ count: number; rows: OrderRow[] }> {
  const mine = eq(orders.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(mine),
  ]);
  return { count: total?.count ?? 0, rows };
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
  const ids = rows.map((o) => o.id);
  const [paid, owed] = await Promise.all([paymentFacts(db, ids), refundsOfOrders(db, ids)]);
  const rentalOf = await rentalsOfItems(
    db,
    items.filter((i) => i.purchaseType === 'rent').map((i) => i.id),
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
    status: orderStatus(o),
    payment_method: o.paymentMethod,
    notes: o.notes,
    created_at: o.createdAt.toISOString(),
    completed_at: o.completedAt?.toISOString() ?? null,
    cancelled_at: o.cancelledAt?.toISOString() ?? null,
    cancel_reason: o.cancelReason,
    cancelled_by: o.cancelledBy as 'member' | 'staff' | null,
    refund_due: refundDue(owed.get(o.id)),
    refunds: (owed.get(o.id) ?? []).map(refundJson),
    transaction_id: paid.get(o.id)?.transactionId ?? null,
    paid_with: (paid.get(o.id)?.provider ?? null) as 'KHALTI' | 'ESEWA' | null,
    step: currentStep(o),
    timeline: timeline(o).map((t) => ({ step: t.step, at: t.at.toISOString() })),
    courier: o.courier,
    tracking_number: o.trackingNumber,
    cash_received: o.cashReceived,
    shipping_address:
      o.shippingFullName === null
        ? null
        : {
            id: o.shippingAddressId,
            full_name: o.shippingFullName,
            address_name: o.shippingAddressName ?? '',
            address_line1: o.shippingAddressLine1 ?? '',
            city: o.shippingCity ?? '',
            phone: o.shippingPhone,
            district: o.shippingDistrict,
          },
    items: (itemsOf.get(o.id) ?? []).map((i) => ({
      id: i.id,
      book: bookMap.get(i.bookId)!,
      quantity: i.quantity,
      purchase_type: i.purchaseType,
      rental_period_id: i.rentalPeriodId,
      price: i.price,
      line_total: fromPaisa(toPaisa(i.price) * i.quantity),
      rental:
        i.purchaseType === 'rent'
          ? rentalFacts(i, DIGITAL_FORMATS.includes(bookMap.get(i.bookId)!.format), rentalOf.get(i.id))
          : null,
      rental_money: i.purchaseType === 'rent' ? rentalMoneyJson(i.price, i.rentalPeriodId) : null,
    })),
  }));
}

/**
 * Per order: the wallet and its transaction id of the payment that paid it. What is owed back is
 * read from its refunds (refunds/read.ts).
 */
async function paymentFacts(
  db: Database,
  orderIds: string[],
): Promise<Map<string, { transactionId: string | null; provider: string | null }>> {
  const rows = await db
    .select({
      orderId: payments.orderId,
      transactionId: payments.transactionId,
      provider: payments.provider,
      refundReason: payments.refundReason,
    })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'Completed')))
    .orderBy(payments.id);
  const facts = new Map<string, { transactionId: string | null; provider: string | null }>();
  for (const r of rows) {
    const f = facts.get(r.orderId) ?? { transactionId: null, provider: null };
    // The payment that paid it is the one not flagged; once the order is cancelled every one is.
    if (r.refundReason === null || f.transactionId === null) {
      f.transactionId = r.transactionId;
      f.provider = r.provider;
    }
    facts.set(r.orderId, f);
  }
  return facts;
}
