/**
 * Stock holds. An order takes its copies out of stock when it is placed; unpaid, it keeps them
 * only for ORDER_HOLD_MINUTES. Then it is cancelled ('Not paid within 30 minutes') and its copies
 * go back, in one transaction. The cancelling UPDATE only takes orders still open, so two sweeps
 * racing (timer against request, or two processes on PostgreSQL) split the orders between them
 * and never return a copy twice. The REST process sweeps on a timer, and again just before the
 * reads and writes that depend on it (placing an order, starting a payment, reading orders), so
 * nobody ever sees an order past its hold as Pending or its copies as taken. Cash-on-delivery
 * orders are never held this way: they wait for the courier, not for a wallet.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RestConfig } from '../config.js';
import type { Database, Tx } from '../db/client.js';
import { books, orderItems, orders } from '../db/schema.js';
import { forgetExpiredKeys } from '../idempotency/keys.js';

/** 'Not paid within 30 minutes' (or seconds, for the short holds tests use). */
export function holdReason(holdMs: number): string {
  const minutes = holdMs / 60_000;
  if (Number.isInteger(minutes)) return `Not paid within ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const seconds = Math.round(holdMs / 1000);
  return `Not paid within ${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** Open unpaid orders (the partial index orders_unpaid_created serves exactly this). */
export const openUnpaid = sql`NOT ${orders.isCompleted} AND ${orders.cancelledAt} IS NULL`;

/** The payment method of an order paid in cash when it is delivered. */
export const CASH_ON_DELIVERY = 'CASH_ON_DELIVERY';

/**
 * Open orders waiting for a wallet payment: what the hold cancels. A cash-on-delivery order is
 * confirmed unpaid and is paid at the door, so no hold ever cancels it.
 */
export const awaitingPayment = and(openUnpaid, sql`${orders.paymentMethod} IS DISTINCT FROM ${CASH_ON_DELIVERY}`);

/** Open cash-on-delivery orders (the partial index orders_open_cash_on_delivery). */
export const openCashOnDelivery = and(openUnpaid, sql`${orders.paymentMethod} = ${CASH_ON_DELIVERY}`);

const pastHold = (holdMs: number) =>
  and(awaitingPayment, sql`${orders.createdAt} < now() - make_interval(secs => ${holdMs / 1000})`);

/** Puts the copies of these orders back on the shelf, locking the books in id order as createOrder does. */
export async function returnCopies(tx: Tx, orderIds: string[]): Promise<void> {
  const bookIds = await tx
    .selectDistinct({ id: orderItems.bookId })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
  if (bookIds.length === 0) return;
  await tx
    .select({ id: books.id })
    .from(books)
    .where(
      inArray(
        books.id,
        bookIds.map((b) => b.id),
      ),
    )
    .orderBy(asc(books.id))
    .for('update');
  const returned = tx
    .select({ bookId: orderItems.bookId, quantity: sql<number>`sum(${orderItems.quantity})`.as('quantity') })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.bookId)
    .as('returned');
  await tx
    .update(books)
    .set({ stock: sql`${books.stock} + ${returned.quantity}` })
    .from(returned)
    .where(eq(books.id, returned.bookId));
}

/** Cancels every unpaid order past its hold and returns its copies; answers how many it cancelled. */
export async function expireUnpaidOrders(db: Database, holdMs: number): Promise<number> {
  // Usually there is nothing to do: one indexed read, no transaction.
  const [due] = await db.select({ id: orders.id }).from(orders).where(pastHold(holdMs)).limit(1);
  if (!due) return 0;
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(orders)
      .set({ cancelledAt: sql`now()`, cancelReason: holdReason(holdMs) })
      .where(pastHold(holdMs))
      .returning({ id: orders.id });
    if (cancelled.length > 0)
      await returnCopies(
        tx,
        cancelled.map((o) => o.id),
      );
    return cancelled.length;
  });
}

/**
 * Takes a cancelled order's copies again and reopens it, if every copy is still in stock (a
 * payment that arrives after the hold ran out); false, changing nothing, when some are gone.
 * Call it in the transaction that holds the order's row lock.
 */
export async function reclaimCopies(tx: Tx, orderId: string): Promise<boolean> {
  const lines = await tx
    .select({ bookId: orderItems.bookId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.bookId)
    .orderBy(asc(orderItems.bookId));
  const shelf = await tx
    .select({ id: books.id, stock: books.stock })
    .from(books)
    .where(
      inArray(
        books.id,
        lines.map((l) => l.bookId),
      ),
    )
    .orderBy(asc(books.id))
    .for('update');
  const stockOf = new Map(shelf.map((b) => [b.id, b.stock]));
  if (lines.some((l) => (stockOf.get(l.bookId) ?? 0) < l.quantity)) return false;
  for (const line of lines)
    await tx
      .update(books)
      .set({ stock: sql`${books.stock} - ${line.quantity}` })
      .where(eq(books.id, line.bookId));
  await tx.update(orders).set({ cancelledAt: null, cancelReason: null }).where(eq(orders.id, orderId));
  return true;
}

/**
 * Sweeps on a timer (a few times per hold, at least once a minute), and forgets expired
 * idempotency keys; answers the function that stops it, once any sweep under way has ended.
 */
export function startHoldSweeper(db: Database, config: RestConfig, log: FastifyBaseLogger): () => Promise<void> {
  const everyMs = Math.min(60_000, Math.max(250, config.orderHoldMs / 4));
  let current: Promise<void> | undefined;
  const sweep = async () => {
    try {
      const cancelled = await expireUnpaidOrders(db, config.orderHoldMs);
      if (cancelled > 0) log.info({ cancelled }, 'unpaid orders cancelled, their copies back in stock');
      await forgetExpiredKeys(db);
    } catch (error) {
      log.error({ err: error }, 'order hold sweep failed');
    }
  };
  const timer = setInterval(() => {
    current ??= sweep().finally(() => {
      current = undefined;
    });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
