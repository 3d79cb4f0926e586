/**
 * Refunds in the back office: staff's list by state, recording a refund made outside (eSewa,
 * cash, or a Khalti one that failed and was made in Khalti's dashboard), and sending a failed
 * Khalti refund again. Each change is taken under the refund's row lock, only from the state it
 * starts from, and written to the audit log in the same transaction.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orders, payments, refunds } from '../db/schema.js';
import { currentStep } from '../orders/steps.js';
import { appendAudit } from '../staff/audit.js';
import { staffMembersById } from '../staff/members.js';
import type { StaffActor } from '../staff/roles.js';
import type { Clock } from '../time/clock.js';
import { REFUND_STATES, type RefundRow, type RefundState } from './owe.js';
import { refundJson } from './read.js';

/** A change staff cannot make to this refund, and why. */
export class RefundRefused extends Error {
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message);
  }
}

/** Waiting states are worked oldest first; the refunded are read newest first. */
const OLDEST_FIRST: RefundState[] = ['pending', 'sending', 'failed'];

/** One page of refunds (in `state`, or all), with how many are in each state. */
export async function staffRefundPage(
  db: Database,
  state: RefundState | undefined,
  page: { offset: number; pageSize: number },
) {
  const where = state ? eq(refunds.state, state) : undefined;
  const order =
    state && OLDEST_FIRST.includes(state)
      ? [asc(refunds.createdAt), asc(refunds.id)]
      : [desc(refunds.createdAt), desc(refunds.id)];
  const counted = Object.fromEntries(
    REFUND_STATES.map((s) => [s, sql<number>`count(*) FILTER (WHERE ${refunds.state} = ${s})::int`]),
  ) as Record<RefundState, SQL<number>>;
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(refunds)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(page.offset),
    db.select(counted).from(refunds),
  ]);
  const total = state ? counts![state] : REFUND_STATES.reduce((n, s) => n + counts![s], 0);
  return { rows, counts: counts!, count: total };
}

/** Refunds in staff's shape: each with its member, its order and its payment, in a constant number of queries. */
export async function staffRefundsJson(db: Database, rows: RefundRow[]) {
  if (rows.length === 0) return [];
  const [memberOf, orderRows, paymentRows] = await Promise.all([
    staffMembersById(
      db,
      rows.map((r) => r.userId),
    ),
    db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          rows.map((r) => r.orderId),
        ),
      ),
    db
      .select({
        id: payments.id,
        provider: payments.provider,
        transactionId: payments.transactionId,
        pidx: payments.pidx,
      })
      .from(payments)
      .where(
        inArray(
          payments.id,
          rows.flatMap((r) => (r.paymentId === null ? [] : [r.paymentId])),
        ),
      ),
  ]);
  const orderOf = new Map(orderRows.map((o) => [o.id, o]));
  const paymentOf = new Map(paymentRows.map((p) => [p.id, p]));
  return rows.map((r) => {
    const payment = r.paymentId === null ? undefined : paymentOf.get(r.paymentId);
    const order = orderOf.get(r.orderId)!;
    return {
      ...refundJson({ refund: r, provider: payment?.provider ?? null }),
      attempts: r.attempts,
      last_error: r.lastError,
      sent_at: r.sentAt?.toISOString() ?? null,
      rental_id: r.rentalId,
      transaction_id: payment?.transactionId ?? null,
      order: {
        order_id: order.id,
        total_amount: order.totalAmount,
        step: currentStep(order),
        created_at: order.createdAt.toISOString(),
      },
      member: memberOf.get(r.userId)!,
    };
  });
}

async function change(
  db: Database,
  staff: StaffActor,
  id: number,
  decide: (refund: RefundRow) => { refused: string } | { set: Partial<RefundRow>; action: string; audit: object },
): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    if (!refund) throw new RefundRefused('Refund not found.', true);
    const decided = decide(refund);
    if ('refused' in decided) throw new RefundRefused(decided.refused);
    const [after] = await tx
      .update(refunds)
      .set(decided.set)
      .where(and(eq(refunds.id, id), eq(refunds.state, refund.state)))
      .returning();
    await appendAudit(tx, staff, {
      action: decided.action,
      entity: 'refund',
      entityId: id,
      before: { state: refund.state },
      after: { state: after!.state, ...decided.audit },
    });
    return after!;
  });
}

/**
 * Staff made the refund outside (eSewa's or Khalti's merchant dashboard, cash) and record it with
 * its reference. A Khalti refund is sent by the store: recorded by hand only once it has failed,
 * never while it may still be paid by Khalti.
 */
export function recordRefund(deps: { db: Database; clock: Clock }, staff: StaffActor, id: number, reference: string) {
  return change(deps.db, staff, id, (refund) => {
    const name = `Refund #${refund.id}`;
    if (refund.state === 'refunded') return { refused: `${name} is refunded already.` };
    if (refund.method === 'khalti' && refund.state !== 'failed')
      return { refused: `${name} is sent through Khalti: record it by hand only once it has failed.` };
    return {
      set: { state: 'refunded', reference, refundedAt: deps.clock() },
      action: 'refund.recorded',
      audit: { reference },
    };
  });
}

/** A failed Khalti refund is sent again (refunds/send.ts takes it up at once). */
export function retryRefund(db: Database, staff: StaffActor, id: number) {
  return change(db, staff, id, (refund) => {
    const name = `Refund #${refund.id}`;
    if (refund.method !== 'khalti') return { refused: `${name} is made by the store: record it once it is made.` };
    if (refund.state !== 'failed') return { refused: `${name} has not failed.` };
    return { set: { state: 'pending', lastError: null }, action: 'refund.retried', audit: {} };
  });
}
