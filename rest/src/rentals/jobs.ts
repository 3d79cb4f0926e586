/**
 * What falls due with time on rentals, run by the job runner (jobs/runner.ts) from its clock:
 * - reminders, three days before the due date and on it, by email as the member's settings allow
 *   (the app reads the same sent times: routes/rentals.ts);
 * - the ends: a printed copy a full day overdue becomes a purchase (SPEC §9), a digital one ends at
 *   its due date.
 * Each takes its rows with one UPDATE whose WHERE only the first taker satisfies (and SKIP LOCKED),
 * and writes the member's email in the same transaction: with several REST processes a reminder or
 * an end happens, and is mailed, once.
 */
import { and, eq, inArray, isNull, lte, gt, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../db/client.js';
import { books, rentals, users } from '../db/schema.js';
import type { Job } from '../jobs/runner.js';
import type { MailDelivery } from '../mail/delivery.js';
import { queueMail } from '../mail/outbox.js';
import { dueDate } from './dates.js';
import { RENTAL_RULES } from './terms.js';
import type { RentalRow } from './returns.js';

const BATCH = 100;

/** Takes up to a batch of rentals matching `due` and sets `mark` on them, in `tx`; answers them. */
async function take(tx: Tx, due: SQL | undefined, mark: PgUpdateSetSource<typeof rentals>): Promise<RentalRow[]> {
  const ids = tx
    .select({ id: rentals.id })
    .from(rentals)
    .where(due)
    .orderBy(rentals.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return tx
    .update(rentals)
    .set(mark)
    .where(and(inArray(rentals.id, ids), due))
    .returning();
}

type Mail = (r: RentalRow, title: string, firstName: string) => { subject: string; text: string };

/** Runs `step` in transactions until a batch comes back short, mailing each taken rental. */
async function drain(db: Database, now: Date, webUrl: string, step: (tx: Tx) => Promise<RentalRow[]>, mail: Mail) {
  let total = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const rows = await step(tx);
      if (rows.length === 0) return rows;
      const members = await tx
        .select({
          id: rentals.id,
          email: users.email,
          firstName: users.firstName,
          wants: users.emailNotifications,
          title: books.title,
        })
        .from(rentals)
        .innerJoin(users, eq(users.id, rentals.userId))
        .innerJoin(books, eq(books.id, rentals.bookId))
        .where(
          inArray(
            rentals.id,
            rows.map((r) => r.id),
          ),
        );
      const of = new Map(members.map((m) => [m.id, m]));
      for (const r of rows) {
        const m = of.get(r.id);
        if (!m?.wants) continue;
        const { subject, text } = mail(r, m.title, m.firstName);
        await queueMail(
          tx,
          {
            to: m.email,
            subject,
            text: `Namaste ${m.firstName},\n\n${text}\n\nYour rentals: ${webUrl}/account/rentals\n\nPustak`,
          },
          { now },
        );
      }
      return rows;
    });
    total += taken.length;
    if (taken.length < BATCH) return total;
  }
}

const active = eq(rentals.state, 'active');

/** One thing that falls due: which rentals it takes now, what it writes on them, what it mails. */
interface RentalStep {
  due: (now: Date) => SQL | undefined;
  mark: (now: Date) => PgUpdateSetSource<typeof rentals>;
  mail: Mail;
}

const REMINDERS: RentalStep[] = [
  {
    due: (now) =>
      and(active, isNull(rentals.remindedBeforeAt), lte(rentals.remindBeforeAt, now), gt(rentals.remindDueAt, now)),
    mark: (now) => ({ remindedBeforeAt: now }),
    mail: (r, title) => ({
      subject: `${title} is due back on ${dueDate(r.dueAt)}`,
      text: `Your rental of ${title} is due back in three days, on ${dueDate(r.dueAt)}.` + returnNote(r),
    }),
  },
  {
    due: (now) => and(active, isNull(rentals.remindedDueAt), lte(rentals.remindDueAt, now), gt(rentals.dueAt, now)),
    mark: (now) => ({ remindedDueAt: now }),
    mail: (r, title) => ({
      subject: `${title} is due back today`,
      text: `Your rental of ${title} is due back today, ${dueDate(r.dueAt)}.` + returnNote(r),
    }),
  },
];

const graceEnd = sql`${rentals.dueAt} + make_interval(secs => ${RENTAL_RULES.graceMs / 1000})`;

const ENDS: RentalStep[] = [
  {
    // A printed copy a full day overdue.
    due: (now) => and(active, eq(rentals.digital, false), sql`${graceEnd} <= ${now.toISOString()}::timestamptz`),
    // It became a purchase when the grace day ran out, whenever this job noticed.
    mark: () => ({ state: 'purchased', endedAt: graceEnd }),
    mail: (r, title) => ({
      subject: `Your rental of ${title} is now a purchase`,
      text:
        `Your rental of ${title} was due back on ${dueDate(r.dueAt)} and is now a full day overdue, so, as the ` +
        `rental policy says, it has become a purchase: the copy is yours and the Rs ${r.deposit} deposit pays for it.`,
    }),
  },
  {
    // A digital copy at its due date.
    due: (now) => and(active, eq(rentals.digital, true), lte(rentals.dueAt, now)),
    mark: (now) => ({ state: 'ended', endedAt: now }),
    mail: (r, title) => ({
      subject: `Your rental of ${title} has ended`,
      text:
        `Your rental of ${title} ended on ${dueDate(r.dueAt)}; it is no longer in your library. ` +
        `Buy it within five days for 5% off.`,
    }),
  },
];

export function rentalJobs(deps: { db: Database; webUrl: string; mail: MailDelivery }): Job[] {
  const { db, webUrl } = deps;
  const job = (name: string, steps: RentalStep[]): Job => ({
    name,
    everyMs: 60_000,
    run: async (now) => {
      let count = 0;
      for (const step of steps)
        count += await drain(db, now, webUrl, (tx) => take(tx, step.due(now), step.mark(now)), step.mail);
      if (count > 0) deps.mail.wake();
      return count;
    },
  });
  return [job('rental reminders', REMINDERS), job('rental ends', ENDS)];
}

function returnNote(r: RentalRow): string {
  return r.digital
    ? ' It leaves your library at the end of that day.'
    : ' Bring it back by then to get your deposit back less the rental fee; a day late costs a 1% late fee, and after that the rental becomes a purchase.';
}
