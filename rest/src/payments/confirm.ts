/**
 * What a payment that its wallet's lookup reports 'Completed' does to its order, decided once, under
 * the order's row lock, so concurrent verifications complete an order exactly once (copies sold
 * counted once). The lookup is the only proof; this module never calls a wallet itself.
 *
 * - The order is pending: the payment completes it.
 * - It was completed by this same payment: nothing changes (verifying twice is harmless).
 * - It was paid by another payment, or it was cancelled and its copies are gone: this payment
 *   paid for nothing. It is recorded as Completed with a `refund_reason`, never reported as a
 *   success, owed back in full (refunds/owe.ts, cause 'second_payment': Khalti's sent, eSewa's
 *   made by staff), shown on the order as a refund, and logged (warn, 'payment needs refund').
 * - It was cancelled (its hold ran out) but every copy is still in stock: the copies are taken
 *   again and the order completes, since the payer did pay for it. An order the member or staff
 *   cancelled (orders/fulfilment.ts) is never taken up again: its payment is owed back.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { toPaisa } from '../catalog/money.js';
import type { Database, Tx } from '../db/client.js';
import { orders, payments } from '../db/schema.js';
import { reclaimCopies } from '../orders/holds.js';
import { completeOrder } from '../orders/orders.js';
import { oweRefund } from '../refunds/owe.js';
import type { PaymentRow, WalletLookup } from './provider.js';

export type { PaymentRow };

/** Paid: the order is completed by this payment. Otherwise why not, and whether money is owed back. */
export type Confirmation =
  | { paid: true; orderId: string }
  | { paid: false; status: 'Failed'; reason: string }
  | { paid: false; status: 'Needs refund'; reason: string };

/** The status a payment flagged for refund answers with, on the wire. */
export const NEEDS_REFUND = 'Needs refund';

async function flagForRefund(
  tx: Tx,
  payment: PaymentRow,
  lookup: WalletLookup,
  reason: string,
  log: FastifyBaseLogger,
): Promise<Confirmation> {
  await tx
    .update(payments)
    .set({ status: 'Completed', transactionId: lookup.transactionId, verifiedAt: new Date(), refundReason: reason })
    .where(eq(payments.id, payment.id));
  await oweRefund(tx, {
    orderId: payment.orderId,
    amountPaisa: payment.amountPaisa,
    cause: 'second_payment',
    paymentId: payment.id,
  });
  log.warn(
    {
      orderId: payment.orderId,
      userId: payment.userId,
      provider: payment.provider,
      pidx: payment.pidx,
      transactionId: lookup.transactionId,
      amountPaisa: lookup.amountPaisa,
      reason,
    },
    'payment needs refund',
  );
  return { paid: false, status: NEEDS_REFUND, reason: `${reason}; this payment will be refunded` };
}

/** Settles a payment whose lookup said 'Completed' (and answered for its pidx). */
export async function confirmCompletedPayment(
  db: Database,
  payment: PaymentRow,
  lookup: WalletLookup,
  log: FastifyBaseLogger,
): Promise<Confirmation> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    if (!order || !current) return { paid: false, status: 'Failed', reason: 'the order no longer exists' };
    if (current.refundReason)
      return { paid: false, status: NEEDS_REFUND, reason: `${current.refundReason}; this payment will be refunded` };
    if (lookup.amountPaisa !== current.amountPaisa || lookup.amountPaisa !== toPaisa(order.totalAmount))
      return { paid: false, status: 'Failed', reason: 'the amount paid does not match the order total' };
    if (order.isCompleted) {
      if (current.status === 'Completed') return { paid: true, orderId: order.id };
      return flagForRefund(tx, current, lookup, 'the order was already paid by another payment', log);
    }
    // An order the member or staff cancelled stays cancelled; one whose hold ran out is taken up
    // again if its copies are still there.
    if (order.cancelledAt && (order.cancelledBy !== null || !(await reclaimCopies(tx, order.id)))) {
      const why = order.cancelReason ? ` (${order.cancelReason})` : '';
      return flagForRefund(
        tx,
        current,
        lookup,
        order.cancelledBy === null
          ? `the order was cancelled${why} and its books are no longer in stock`
          : `the order was cancelled${why}`,
        log,
      );
    }
    await tx
      .update(payments)
      .set({ status: 'Completed', transactionId: lookup.transactionId, verifiedAt: new Date() })
      .where(eq(payments.id, payment.id));
    await completeOrder(tx, order.id);
    return { paid: true, orderId: order.id };
  });
}
