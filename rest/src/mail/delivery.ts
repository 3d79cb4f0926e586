/**
 * Sends the outbox (outbox.ts) through the mailer (mailer.ts): the only caller of `Mailer.send`.
 * Every REST process runs one; each takes due rows with FOR UPDATE SKIP LOCKED and leases them
 * in one short statement, so two processes never take the same row and no transaction stays open
 * while SMTP talks (PGlite serves one at a time). The lease runs on the database's clock, not the
 * store's: the store's clock can be moved ahead (TEST_CLOCK), and a lease on it could end while
 * the mail was still being sent. A sent row is deleted; a failed one waits 10 s, 20 s, 40 s … at
 * most 15 minutes, and is given up after MAIL_RULES.attempts tries or once it has expired (its
 * text is then erased). Mail to one address leaves in the order it was written: a row waits while
 * an earlier one to its address is unsent and not given up (an order's "packed" before its
 * "shipped", even when the first try of "packed" failed). A process that dies mid-send leaves its
 * rows leased: another takes them when the lease ends.
 */
import { and, asc, eq, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import type { Clock } from '../time/clock.js';
import type { Mailer } from './mailer.js';

export const MAIL_RULES = {
  /** How often each process looks for due mail (new mail of its own is sent at once: `wake`). */
  pollMs: 1000,
  batch: 10,
  attempts: 8,
  firstRetryMs: 10_000,
  longestRetryMs: 15 * 60_000,
  /** Longer than one send can take (the mailer's own timeouts: mailer.ts). */
  leaseMs: 5 * 60_000,
};

export interface MailDelivery {
  /** Look for due mail now (after writing some), without waiting for the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

export function startMailDelivery(deps: {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  rules?: typeof MAIL_RULES;
}): MailDelivery {
  const { db, mailer, clock, log, rules = MAIL_RULES } = deps;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const earlier = alias(mailOutbox, 'earlier');
  /** Leases up to a batch of due rows to this process. */
  const take = async (): Promise<OutboxRow[]> => {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.failedAt),
          lte(mailOutbox.nextAttemptAt, clock()),
          or(isNull(mailOutbox.leasedUntil), lt(mailOutbox.leasedUntil, sql`now()`)),
          notExists(
            db
              .select({ id: earlier.id })
              .from(earlier)
              .where(
                and(
                  eq(earlier.toAddress, mailOutbox.toAddress),
                  lt(earlier.id, mailOutbox.id),
                  isNull(earlier.failedAt),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(rules.batch)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        leasedUntil: sql`now() + make_interval(secs => ${rules.leaseMs / 1000})`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  };

  const send = async (row: OutboxRow): Promise<void> => {
    const now = clock();
    if (row.expiresAt && row.expiresAt <= now) return giveUp(row, 'expired before it could be sent');
    try {
      await mailer.send({ to: row.toAddress, subject: row.subject, text: row.body });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (row.attempts >= rules.attempts) return giveUp(row, reason);
      const waitMs = Math.min(rules.longestRetryMs, rules.firstRetryMs * 2 ** (row.attempts - 1));
      log.warn({ mailId: row.id, attempt: row.attempts, retryInMs: waitMs, reason }, 'mail not sent; will retry');
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(clock().getTime() + waitMs), leasedUntil: null, lastError: reason })
        .where(eq(mailOutbox.id, row.id));
      return;
    }
    await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
  };

  const giveUp = async (row: OutboxRow, reason: string): Promise<void> => {
    log.error({ mailId: row.id, attempts: row.attempts, reason }, 'mail given up');
    await db
      .update(mailOutbox)
      .set({ failedAt: clock(), leasedUntil: null, lastError: reason, body: '' })
      .where(eq(mailOutbox.id, row.id));
  };

  /** Sends batches until nothing is due (or this process stops). */
  const drain = async (): Promise<void> => {
    for (;;) {
      again = false;
      const rows = await take();
      for (const row of rows) await send(row);
      // Sending may have let later mail to the same addresses go: look again until none is due.
      if (stopped || (rows.length === 0 && !again)) return;
    }
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.warn({ err: error }, 'mail outbox: could not read due mail'))
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(run, rules.pollMs);
  timer.unref();
  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
