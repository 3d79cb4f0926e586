/**
 * Starting a payment, for any wallet (provider.ts): an order has at most one open payment
 * ('Initiated' or 'Pending'). Asked again, this looks the open one up with its wallet and hands
 * out the same payment while it can still be paid; only one that ended unpaid (Expired, User
 * canceled, …) makes way for a new one, and one that was paid meanwhile completes the order
 * instead. A payment started with the other wallet is looked up too: paid, it completes the order;
 * still open, it is superseded, since the member chose the other wallet (should they pay both,
 * the second is flagged for refund, confirm.ts). The database enforces it too (the partial unique
 * index payments_one_open_per_order): when two requests race, both may initiate at the wallet,
 * but only one payment is recorded and both answer it; the other initiation is never shown to
 * anyone and lapses unpaid. No transaction is held across a call to a wallet (on PGlite that
 * would block the built-in sandboxes, which share the database).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { toPaisa } from '../catalog/money.js';
import type { RestConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { orders, payments, users } from '../db/schema.js';
import { ApiError, badRequest, notFound } from '../http/errors.js';
import { CASH_ON_DELIVERY, expireUnpaidOrders } from '../orders/holds.js';
import { isOrderId } from '../orders/orders.js';
import { confirmCompletedPayment } from './confirm.js';
import {
  WalletError,
  type PaymentRow,
  type StartedPayment,
  type WalletLookup,
  type WalletProvider,
} from './provider.js';

/** Statuses of a payment that can still be paid. */
export const OPEN_STATUSES = ['Initiated', 'Pending'];
const isOpen = sql`${payments.status} IN ('Initiated', 'Pending')`;

export interface PaymentDeps {
  db: Database;
  config: RestConfig;
  /** Every wallet, by its upper-case code. */
  wallets: Record<string, WalletProvider>;
  log: FastifyBaseLogger;
}

const failedToInitiate = () => new ApiError(502, 'Failed to initiate payment');

async function openPaymentOf(db: Database, orderId: string): Promise<PaymentRow | undefined> {
  const [open] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isOpen));
  return open;
}

/** Records what the wallet says of a payment we still hold open; only ever closes it. */
async function closePayment(db: Database, payment: PaymentRow, status: string): Promise<void> {
  await db
    .update(payments)
    .set({ status })
    .where(and(eq(payments.id, payment.id), isOpen));
}

/**
 * The open payment's answer if it can still be paid with `wallet`; undefined once it is closed
 * (ended unpaid, or superseded by a payment with another wallet). Paid meanwhile: it completes
 * the order now, and the caller learns the order is paid.
 */
async function reuse(deps: PaymentDeps, open: PaymentRow, wallet: WalletProvider): Promise<StartedPayment | undefined> {
  const ownWallet = deps.wallets[open.provider];
  if (!ownWallet) {
    await closePayment(deps.db, open, 'Failed');
    return undefined;
  }
  let lookup: WalletLookup;
  try {
    lookup = await ownWallet.lookup(open);
  } catch (error) {
    if (!(error instanceof WalletError)) throw error;
    // The wallet answered that it does not know the payment: it can never be paid. Anything else is an outage.
    if (error.unknownPayment) {
      await closePayment(deps.db, open, 'Failed');
      return undefined;
    }
    deps.log.error({ err: error, provider: open.provider }, 'wallet lookup failed');
    throw failedToInitiate();
  }
  if (lookup.status === 'Completed' && lookup.paymentId === open.pidx) {
    const confirmed = await confirmCompletedPayment(deps.db, open, lookup, deps.log);
    if (confirmed.paid) throw badRequest('Order is already paid');
    throw badRequest(`Payment could not be started: ${confirmed.reason}`);
  }
  const stillOpen = OPEN_STATUSES.includes(lookup.status);
  const again = stillOpen && open.provider === wallet.code ? wallet.handOut(open) : undefined;
  if (again) return again;
  // Ended unpaid, the other wallet chosen, or recorded before payment URLs were kept: make way for a new payment.
  await closePayment(deps.db, open, stillOpen ? 'Superseded' : lookup.status);
  return undefined;
}

/** Starts (or hands out again) the payment of one of the member's orders with the wallet `request.method` names. */
export async function startPayment(
  deps: PaymentDeps,
  userId: number,
  request: { orderId: string; amount: string; method: string },
): Promise<StartedPayment> {
  const { db, config } = deps;
  await expireUnpaidOrders(db, config.orderHoldMs);
  const [row] = isOrderId(request.orderId)
    ? await db
        .select({ order: orders, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(eq(orders.id, request.orderId), eq(orders.userId, userId)))
    : [];
  if (!row) throw notFound('Order not found.');
  const { order } = row;
  if (order.isCompleted) throw badRequest('Order is already paid');
  if (order.cancelledAt) throw badRequest(`This order was cancelled: ${order.cancelReason ?? 'not paid in time'}`);
  if (order.paymentMethod === CASH_ON_DELIVERY) throw badRequest('This order is paid in cash on delivery');
  const amountPaisa = toPaisa(order.totalAmount);
  if (toPaisa(request.amount) !== amountPaisa) throw badRequest('Amount does not match the order total');
  const wallet = deps.wallets[request.method.toUpperCase()];
  if (!wallet) throw badRequest('Unsupported payment method');

  const open = await openPaymentOf(db, order.id);
  const again = open && (await reuse(deps, open, wallet));
  if (again) return again;

  let started;
  try {
    started = await wallet.initiate({
      id: order.id,
      amountPaisa,
      customer: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
    });
  } catch (error) {
    if (!(error instanceof WalletError)) throw error;
    deps.log.error({ err: error, provider: wallet.code }, 'wallet initiate failed');
    throw failedToInitiate();
  }

  const recorded = await db.transaction(async (tx) => {
    // Under the order's lock: it must still be payable (a sweep may have cancelled it meanwhile).
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked || locked.isCompleted || locked.cancelledAt) return undefined;
    const inserted = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        userId,
        provider: wallet.code,
        pidx: started.paymentId,
        amountPaisa,
        paymentUrl: started.paymentUrl,
      })
      .onConflictDoNothing()
      .returning();
    return inserted[0] ?? null;
  });
  if (recorded === undefined) throw badRequest('This order can no longer be paid');
  // Another request recorded its payment first: answer that one (ours lapses unpaid at the wallet).
  const payment = recorded ?? (await openPaymentOf(db, order.id));
  const answer = payment && deps.wallets[payment.provider]?.handOut(payment);
  if (answer) return answer;
  throw new ApiError(409, 'Another payment for this order was started at the same time. Please try again.');
}
