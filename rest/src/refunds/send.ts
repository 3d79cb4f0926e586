/**
 * Sends refunds owed through Khalti (owe.ts) with its refund API, each at most once unless Khalti
 * itself shows the first try did not refund. A scheduled job (jobs/schedule.ts), woken too when a
 * refund is owed. Every REST process runs it; a refund is taken by one:
 *
 * 1. Pending Khalti refunds are claimed with FOR UPDATE SKIP LOCKED and moved to 'sending' in one
 *    statement that commits before Khalti is called, so no transaction waits on Khalti and a second
 *    taker finds nothing to take.
 * 2. Khalti answers 200: refunded. It refuses (4xx): failed, with its reason, for staff to retry or
 *    record by hand. No answer (timeout, network, 5xx): the refund may or may not have been made;
 *    it stays 'sending'.
 * 3. A refund still 'sending' once its lease is over (REFUND_RULES.leaseMs, read from the clock)
 *    is settled by looking its payment up: no refund at all (Completed, refunded false) → pending
 *    again, safe to send; refunded and this is the payment's only refund → refunded; anything
 *    else cannot be told apart from another refund of the same payment → failed, for staff to
 *    check in Khalti's merchant dashboard.
 *
 * Full or partial: the whole payment with no amount when this refund is all of it and its only
 * refund; `amount` otherwise (a rental's deposit, part of what was paid).
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RestConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { payments, refunds } from '../db/schema.js';
import type { Job } from '../jobs/runner.js';
import { khaltiClient, KhaltiError, type KhaltiClient } from '../khalti/client.js';
import { appendAudit, SYSTEM_ACTOR } from '../staff/audit.js';
import type { RefundRow } from './owe.js';

export const REFUND_JOB = 'refunds';

export const REFUND_RULES = {
  /** How often each process looks for refunds to send (one just owed is sent at once: wake). */
  everyMs: 30_000,
  batch: 10,
  /** Longer than a refund call can take (the client's 10 s timeout): until then a 'sending' one is left alone. */
  leaseMs: 5 * 60_000,
};

export const CHECK_IN_DASHBOARD = "check the refund in Khalti's merchant dashboard";

interface SendDeps {
  db: Database;
  config: RestConfig;
  log: FastifyBaseLogger;
  khalti?: KhaltiClient;
  rules?: typeof REFUND_RULES;
}

type Claimed = { refund: RefundRow; pidx: string; transactionId: string | null; paidPaisa: number };

/** The refund's payment, and whether it is the payment's only refund. */
async function withPayment(db: Database, rows: RefundRow[]): Promise<(Claimed & { only: boolean })[]> {
  if (rows.length === 0) return [];
  const paid = await db
    .select({
      id: payments.id,
      pidx: payments.pidx,
      transactionId: payments.transactionId,
      amountPaisa: payments.amountPaisa,
      refunds: sql<number>`(select count(*)::int from ${refunds} r where r.payment_id = ${payments.id})`,
    })
    .from(payments)
    .where(
      inArray(
        payments.id,
        rows.map((r) => r.paymentId!),
      ),
    );
  const byId = new Map(paid.map((p) => [p.id, p]));
  return rows.map((refund) => {
    const p = byId.get(refund.paymentId!)!;
    return { refund, pidx: p.pidx, transactionId: p.transactionId, paidPaisa: p.amountPaisa, only: p.refunds === 1 };
  });
}

export function refundSender(deps: SendDeps) {
  const { db, log, rules = REFUND_RULES } = deps;
  const khalti = deps.khalti ?? khaltiClient(deps.config);
  const isKhalti = and(eq(refunds.method, 'khalti'), sql`${refunds.paymentId} IS NOT NULL`);

  /** Moves up to a batch of pending Khalti refunds to 'sending' for this process (committed at once). */
  const claimPending = (now: Date) => {
    const due = db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(isKhalti, eq(refunds.state, 'pending')))
      .orderBy(asc(refunds.id))
      .limit(rules.batch)
      .for('update', { skipLocked: true });
    return db
      .update(refunds)
      .set({ state: 'sending', attempts: sql`${refunds.attempts} + 1`, sentAt: now, lastError: null })
      .where(and(inArray(refunds.id, due), eq(refunds.state, 'pending')))
      .returning();
  };

  /** Takes up to a batch of refunds left 'sending' past their lease, renewing it for this process. */
  const claimUnsettled = (now: Date) => {
    const stale = db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(isKhalti, eq(refunds.state, 'sending'), lte(refunds.sentAt, new Date(now.getTime() - rules.leaseMs))))
      .orderBy(asc(refunds.id))
      .limit(rules.batch)
      .for('update', { skipLocked: true });
    return db
      .update(refunds)
      .set({ sentAt: now })
      .where(and(inArray(refunds.id, stale), eq(refunds.state, 'sending')))
      .returning();
  };

  /** Ends a refund this process holds in 'sending' (no other process touches it meanwhile). */
  async function finish(
    refund: RefundRow,
    now: Date,
    outcome: { refunded: true; reference: string } | { refunded: false; reason: string },
  ) {
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(refunds)
        .set(
          outcome.refunded
            ? { state: 'refunded', refundedAt: now, reference: outcome.reference, lastError: null }
            : { state: 'failed', lastError: outcome.reason },
        )
        .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'sending')))
        .returning({ id: refunds.id });
      if (moved.length === 0) return;
      await appendAudit(tx, SYSTEM_ACTOR, {
        action: outcome.refunded ? 'refund.sent' : 'refund.failed',
        entity: 'refund',
        entityId: refund.id,
        before: { state: 'sending' },
        after: outcome.refunded
          ? { state: 'refunded', reference: outcome.reference }
          : { state: 'failed', reason: outcome.reason },
      });
    });
  }

  async function send(row: Claimed & { only: boolean }, now: Date): Promise<void> {
    const { refund } = row;
    if (!row.transactionId)
      return finish(refund, now, { refunded: false, reason: 'the payment has no Khalti transaction id' });
    const whole = row.only && refund.amountPaisa === row.paidPaisa;
    try {
      await khalti.refund(row.transactionId, whole ? undefined : refund.amountPaisa);
    } catch (error) {
      if (!(error instanceof KhaltiError)) throw error;
      const definite = error.status !== undefined && error.status >= 400 && error.status < 500;
      if (definite) {
        const detail = (error.body as { detail?: unknown } | null)?.detail;
        const reason = `Khalti refused the refund (${error.status}): ${typeof detail === 'string' ? detail : JSON.stringify(error.body)}`;
        log.warn({ refundId: refund.id, reason }, 'refund refused by Khalti');
        return finish(refund, now, { refunded: false, reason });
      }
      // Sent, but no answer: whether Khalti refunded is only known by looking the payment up later.
      log.warn({ refundId: refund.id, err: error }, 'refund sent without an answer; looked up after its lease');
      await db
        .update(refunds)
        .set({ lastError: error.message })
        .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'sending')));
      return;
    }
    await finish(refund, now, { refunded: true, reference: row.transactionId });
  }

  /** A refund whose answer never came: Khalti's lookup of its payment decides. */
  async function settle(row: Claimed & { only: boolean }, now: Date): Promise<void> {
    const { refund } = row;
    let found;
    try {
      found = await khalti.lookup(row.pidx);
    } catch (error) {
      if (!(error instanceof KhaltiError)) throw error;
      log.warn({ refundId: refund.id, err: error }, 'refund lookup failed; tried again after its lease');
      return;
    }
    if (found.status === 'Completed' && !found.refunded) {
      // Khalti made no refund of this payment: sending it again cannot pay twice.
      await db
        .update(refunds)
        .set({ state: 'pending', lastError: 'Khalti did not answer; it had not refunded, so it is sent again' })
        .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'sending')));
      return;
    }
    if (row.only && (found.status === 'Refunded' || found.status === 'Partially Refunded') && found.refunded)
      return finish(refund, now, { refunded: true, reference: row.transactionId ?? row.pidx });
    return finish(refund, now, {
      refunded: false,
      reason: `Khalti did not answer, and reports the payment '${found.status}': ${CHECK_IN_DASHBOARD}`,
    });
  }

  async function run(now: Date): Promise<number> {
    let handled = 0;
    for (const row of await withPayment(db, await claimUnsettled(now))) {
      await settle(row, now);
      handled++;
    }
    for (;;) {
      const claimed = await withPayment(db, await claimPending(now));
      for (const row of claimed) await send(row, now);
      handled += claimed.length;
      if (claimed.length < rules.batch) return handled;
    }
  }

  const job: Job = { name: REFUND_JOB, everyMs: rules.everyMs, run };
  return { job, run };
}
