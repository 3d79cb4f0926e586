/**
 * Staff mark a rented printed copy returned (SPEC §9): undamaged on time, the deposit comes back
 * less the fee; during the first day overdue, less the 1% late fee too; damaged, the rental is a
 * purchase and nothing comes back. An undamaged copy goes back in stock. All of it, the refund owed
 * (refunds/owe.ts), the audit entry and the member's email, in one transaction under the rental's
 * row lock, so two staff returning one copy at once return it once. A rental a full day overdue is
 * a purchase already (jobs.ts turns it into one) and cannot be returned.
 */
import { eq, sql } from 'drizzle-orm';
import { fromPaisa, toPaisa } from '../catalog/money.js';
import type { Database, Tx } from '../db/client.js';
import { books, rentals, users } from '../db/schema.js';
import { queueMail } from '../mail/outbox.js';
import { appendAudit } from '../staff/audit.js';
import type { StaffActor } from '../staff/roles.js';
import type { Clock } from '../time/clock.js';
import { dueDate } from './dates.js';
import { lateFeePaisa, RENTAL_RULES } from './terms.js';

export type RentalRow = typeof rentals.$inferSelect;

export class ReturnRefused extends Error {
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message);
  }
}

export interface ReturnDeps {
  db: Database;
  clock: Clock;
  webUrl: string;
}

/** Why this rental cannot be returned now; undefined when it can. */
function refusal(rental: RentalRow, now: Date): string | undefined {
  if (rental.digital) return 'A digital copy is not returned: its rental ends on its due date.';
  if (rental.state === 'returned') return 'This copy is returned already.';
  if (rental.state === 'purchased')
    return rental.damaged ? 'This copy came back damaged: the rental is a purchase.' : 'This rental is a purchase now.';
  if (now.getTime() >= rental.dueAt.getTime() + RENTAL_RULES.graceMs)
    return `This rental was due on ${dueDate(rental.dueAt)} and is a purchase now: the copy is the member's.`;
  return undefined;
}

/** What a return at `now` settles: the new state, the late fee and the refund (paisa). */
export function settlement(rental: RentalRow, damaged: boolean, now: Date) {
  if (damaged) return { state: 'purchased' as const, lateFeePaisa: null, refundPaisa: null };
  const deposit = toPaisa(rental.deposit);
  const late = now.getTime() >= rental.dueAt.getTime() ? lateFeePaisa(deposit) : 0;
  return { state: 'returned' as const, lateFeePaisa: late, refundPaisa: deposit - toPaisa(rental.fee) - late };
}

/**
 * Returns rental `rentalId` as `staff` saw it (damaged or not): answers the rental after it, or
 * throws ReturnRefused (nothing changed). `owe` records the refund in the same transaction.
 */
export async function returnRental(
  deps: ReturnDeps,
  staff: StaffActor,
  rentalId: number,
  damaged: boolean,
  owe: (tx: Tx, rental: RentalRow, refundPaisa: number) => Promise<void>,
): Promise<RentalRow> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [rental] = await tx.select().from(rentals).where(eq(rentals.id, rentalId)).for('update');
    if (!rental) throw new ReturnRefused('Rental not found.', true);
    const refused = refusal(rental, now);
    if (refused) throw new ReturnRefused(refused);

    const settled = settlement(rental, damaged, now);
    const [after] = await tx
      .update(rentals)
      .set({
        state: settled.state,
        endedAt: now,
        damaged,
        lateFee: settled.lateFeePaisa === null ? null : fromPaisa(settled.lateFeePaisa),
        refund: settled.refundPaisa === null ? null : fromPaisa(settled.refundPaisa),
      })
      .where(eq(rentals.id, rentalId))
      .returning();
    if (!damaged) {
      await tx
        .update(books)
        .set({ stock: sql`${books.stock} + 1` })
        .where(eq(books.id, rental.bookId));
      if (settled.refundPaisa! > 0) await owe(tx, after!, settled.refundPaisa!);
    }
    await appendAudit(tx, staff, {
      action: 'rental.return',
      entity: 'rental',
      entityId: rentalId,
      before: { state: rental.state },
      after: { state: after!.state, damaged, late_fee: after!.lateFee, refund: after!.refund },
    });
    await tellMember(tx, deps, after!, now);
    return after!;
  });
}

async function tellMember(tx: Tx, deps: ReturnDeps, rental: RentalRow, now: Date): Promise<void> {
  const [member] = await tx
    .select({ email: users.email, firstName: users.firstName, wantsMail: users.emailNotifications, title: books.title })
    .from(users)
    .innerJoin(books, eq(books.id, rental.bookId))
    .where(eq(users.id, rental.userId));
  if (!member?.wantsMail) return;
  const body =
    rental.state === 'returned'
      ? `We received your rented copy of ${member.title}. Rs ${rental.refund} of your Rs ${rental.deposit} deposit ` +
        `will be refunded (the rental fee is Rs ${rental.fee}` +
        (rental.lateFee && toPaisa(rental.lateFee) > 0 ? `, and the late fee Rs ${rental.lateFee}).` : ').')
      : `We received your rented copy of ${member.title} damaged, so the rental is now a purchase: the copy is yours and the deposit is its price.`;
  await queueMail(
    tx,
    {
      to: member.email,
      subject: `Your rental of ${member.title} has ended`,
      text: `Namaste ${member.firstName},\n\n${body}\n\nSee your rentals at ${deps.webUrl}/account/rentals\n\nPustak`,
    },
    { now },
  );
}
