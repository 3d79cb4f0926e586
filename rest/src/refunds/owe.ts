/**
 * Owing a refund: called inside the transaction that decides money goes back (an order cancelled,
 * a payment that paid for nothing, a rental returned), so the refund exists exactly when that
 * decision does. It goes back the way it came: a Khalti payment through Khalti's refund API
 * (send.ts); an eSewa payment (ePay has no refund call) or cash on delivery is refunded by staff
 * outside and recorded with its reference. One cause is owed once: owing the same thing again
 * answers the refund already owed (the partial unique indexes of migration 0017 hold it too).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { toPaisa } from '../catalog/money.js';
import type { Tx } from '../db/client.js';
import { orders, payments, refunds } from '../db/schema.js';

export type RefundRow = typeof refunds.$inferSelect;

export const REFUND_CAUSES = ['order_cancelled', 'second_payment', 'rental_returned'] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];
export const REFUND_STATES = ['pending', 'sending', 'refunded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export type RefundMethod = 'khalti' | 'manual';

/** A refund that cannot be owed as asked (a caller's mistake, never a member's). */
export class RefundNotOwed extends Error {}

/** How money taken by `provider` goes back: Khalti's API, or staff by hand (eSewa, cash). */
export const methodOf = (provider: string | null): RefundMethod => (provider === 'KHALTI' ? 'khalti' : 'manual');

/** The refund already owed for the same thing, if any. */
async function alreadyOwed(
  tx: Tx,
  orderId: string,
  cause: RefundCause,
  paymentId: number | null,
  rentalId: number | undefined,
): Promise<RefundRow | undefined> {
  const same =
    rentalId !== undefined
      ? eq(refunds.rentalId, rentalId)
      : and(
          eq(refunds.orderId, orderId),
          eq(refunds.cause, cause),
          paymentId === null ? isNull(refunds.paymentId) : eq(refunds.paymentId, paymentId),
        );
  const [row] = await tx.select().from(refunds).where(same);
  return row;
}

/**
 * Owes `amountPaisa` back on order `orderId` for `cause`: against the given payment, or the
 * order's completed payment (the one that paid it), or, with none, the cash paid on delivery.
 * Answers the refund (the one already owed when asked twice), or undefined when nothing was paid
 * for the order. Throws RefundNotOwed when the amount is not more than 0 and at most what that
 * payment took less what is already owed against it.
 */
export async function oweRefund(
  tx: Tx,
  input: { orderId: string; amountPaisa: number; cause: RefundCause; rentalId?: number; paymentId?: number },
): Promise<RefundRow | undefined> {
  const { orderId, amountPaisa, cause, rentalId } = input;
  if (cause === 'rental_returned' && rentalId === undefined)
    throw new RefundNotOwed('a rental refund needs its rental');
  // The order's lock orders every refund of it: two owing at once cannot both slip under what was paid.
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new RefundNotOwed(`order ${orderId} does not exist`);

  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'Completed'),
        input.paymentId !== undefined ? eq(payments.id, input.paymentId) : undefined,
      ),
    )
    // The payment that paid the order is the one not flagged for refund, else the first.
    .orderBy(sql`${payments.refundReason} IS NOT NULL`, asc(payments.id))
    .limit(1);
  if (input.paymentId !== undefined && !payment)
    throw new RefundNotOwed(`payment ${input.paymentId} did not complete for order ${orderId}`);
  // Neither a wallet nor the courier took money for it: nothing to give back.
  if (!payment && !order.isCompleted) return undefined;

  const paymentId = payment?.id ?? null;
  const owed = await alreadyOwed(tx, orderId, cause, paymentId, rentalId);
  if (owed) return owed;

  const paid = payment ? payment.amountPaisa : toPaisa(order.cashReceived ?? order.totalAmount);
  const [taken] = await tx
    .select({ paisa: sql<number>`coalesce(sum(${refunds.amountPaisa}), 0)::bigint` })
    .from(refunds)
    .where(
      paymentId === null
        ? and(eq(refunds.orderId, orderId), isNull(refunds.paymentId))
        : eq(refunds.paymentId, paymentId),
    );
  const left = paid - Number(taken?.paisa ?? 0);
  if (!Number.isInteger(amountPaisa) || amountPaisa <= 0 || amountPaisa > left)
    throw new RefundNotOwed(`cannot owe ${amountPaisa} paisa back: ${left} paisa of that payment is left to refund`);

  const [inserted] = await tx
    .insert(refunds)
    .values({
      orderId,
      paymentId,
      userId: order.userId,
      amountPaisa,
      cause,
      rentalId: rentalId ?? null,
      method: methodOf(payment?.provider ?? null),
    })
    .onConflictDoNothing()
    .returning();
  return inserted ?? (await alreadyOwed(tx, orderId, cause, paymentId, rentalId));
}
