/**
 * Verifying a payment the payer came back from, for any wallet: once the payment is found
 * (issuedPayment: issued here, to this member, for one of their orders), only the wallet's
 * lookup decides. A payment not completed keeps or closes its status as the wallet says; a
 * completed one settles its order once (confirm.ts). Verifying again is harmless. The payer's
 * return is never proof.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { orders, payments } from '../db/schema.js';
import { confirmCompletedPayment, NEEDS_REFUND } from './confirm.js';
import { WalletError, type PaymentRow, type ProviderCode, type WalletLookup, type WalletProvider } from './provider.js';

/** The payment `paymentId` of `wallet`, issued to this member for one of their orders, with its order. */
export async function issuedPayment(db: Database, wallet: ProviderCode, paymentId: string, userId: number) {
  const [found] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.pidx, paymentId),
        eq(payments.provider, wallet),
        eq(payments.userId, userId),
        eq(orders.userId, userId),
      ),
    );
  return found;
}

export type IssuedPayment = NonNullable<Awaited<ReturnType<typeof issuedPayment>>>;

export type Verdict = { paid: true; orderId: string } | { paid: false; outage?: true; status: string; reason: string };

/** Why a status other than 'Completed' is not a payment, in words a payer understands. */
function notPaid(status: string, wallet: string): string {
  const reasons: Record<string, string> = {
    'User canceled': 'the payment was cancelled',
    Expired: 'the payment link expired before it was paid',
    Pending: `${wallet} still reports the payment as pending`,
    Initiated: 'the payment was not completed',
    Refunded: 'the payment was refunded',
    'Partially Refunded': 'the payment was partly refunded',
  };
  return reasons[status] ?? `${wallet} reports '${status}'`;
}

export async function settlePayment(
  deps: { db: Database; log: FastifyBaseLogger },
  wallet: WalletProvider,
  payment: PaymentRow,
  order: typeof orders.$inferSelect,
): Promise<Verdict> {
  const { db, log } = deps;
  if (payment.refundReason)
    return { paid: false, status: NEEDS_REFUND, reason: `${payment.refundReason}; this payment will be refunded` };
  if (order.isCompleted && payment.status === 'Completed') return { paid: true, orderId: order.id };

  let lookup: WalletLookup;
  try {
    lookup = await wallet.lookup(payment);
  } catch (error) {
    if (!(error instanceof WalletError)) throw error;
    log.error({ err: error, provider: wallet.code }, 'wallet lookup failed');
    // The wallet answered but does not know the payment: a refusal. No answer, or our key refused: an outage.
    if (error.unknownPayment)
      return { paid: false, status: 'Failed', reason: `${wallet.name} does not know this payment` };
    return { paid: false, outage: true, status: 'Failed', reason: '' };
  }
  if (lookup.paymentId !== payment.pidx)
    return { paid: false, status: 'Failed', reason: `${wallet.name} answered for another payment` };
  if (lookup.status !== 'Completed') {
    // Only an open payment changes status here: a closed one stays as it was recorded.
    await db
      .update(payments)
      .set({ status: lookup.status })
      .where(and(eq(payments.id, payment.id), sql`${payments.status} IN ('Initiated', 'Pending')`));
    return { paid: false, status: lookup.status, reason: notPaid(lookup.status, wallet.name) };
  }
  const confirmed = await confirmCompletedPayment(db, payment, lookup, log);
  if (!confirmed.paid) return { paid: false, status: confirmed.status, reason: confirmed.reason };
  return { paid: true, orderId: confirmed.orderId };
}
