/**
 * Reading rentals: a rented order line's facts (rented, not started yet, or its rental row), the
 * member's list of every rental with its money and dates, and staff's queues. Each list is read in
 * a constant number of queries whatever its length.
 */
import { and, asc, desc, eq, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Static } from '@fastify/type-provider-typebox';
import { booksById } from '../catalog/books.js';
import { DIGITAL_FORMATS, fromPaisa, toPaisa } from '../catalog/money.js';
import type { Database } from '../db/client.js';
import { books, orderItems, orders, rentals as rentalsTable } from '../db/schema.js';
import { staffMembersById } from '../staff/members.js';
import { dueDate } from './dates.js';
import type { RentalRow } from './returns.js';
import type { MemberRental, RentalFacts, StaffRental } from './schemas.js';
import { RENTAL_RULES, rentalMoney, rentalPeriod } from './terms.js';

export type RentalFactsJson = Static<typeof RentalFacts>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A rented line's facts: from its rental once started, else what the rental will be. */
export function rentalFacts(
  item: { price: string; rentalPeriodId: number | null },
  digital: boolean,
  rental: RentalRow | undefined,
): RentalFactsJson {
  const price = toPaisa(item.price);
  const period = rentalPeriod(item.rentalPeriodId);
  const money = rental
    ? { feePaisa: toPaisa(rental.fee), depositPaisa: toPaisa(rental.deposit) }
    : period
      ? rentalMoney(price, period)
      : { feePaisa: 0, depositPaisa: price };
  return {
    id: rental?.id ?? null,
    state: rental ? (rental.state as RentalFactsJson['state']) : 'not_started',
    digital,
    period_days: rental?.periodDays ?? period?.days ?? 0,
    deposit: fromPaisa(money.depositPaisa),
    fee: fromPaisa(money.feePaisa),
    refund_on_time: fromPaisa(money.depositPaisa - money.feePaisa),
    started_at: iso(rental?.startedAt ?? null),
    due_at: iso(rental?.dueAt ?? null),
    due_date: rental ? dueDate(rental.dueAt) : null,
    purchase_at: rental && !digital ? new Date(rental.dueAt.getTime() + RENTAL_RULES.graceMs).toISOString() : null,
    ended_at: iso(rental?.endedAt ?? null),
    damaged: rental?.damaged ?? null,
    late_fee: rental?.lateFee ?? null,
    refund: rental?.refund ?? null,
    reminded_before_at: iso(rental?.remindedBeforeAt ?? null),
    reminded_due_at: iso(rental?.remindedDueAt ?? null),
  };
}

/** The rentals of these order lines, by line. */
export async function rentalsOfItems(db: Database, itemIds: number[]): Promise<Map<number, RentalRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db.select().from(rentalsTable).where(inArray(rentalsTable.orderItemId, itemIds));
  return new Map(rows.map((r) => [r.orderItemId, r]));
}

const isDigital = (format: string) => DIGITAL_FORMATS.includes(format);

/** Every rented line of the member's orders not cancelled, newest first, a page at a time. */
export async function memberRentalPage(
  db: Database,
  publicUrl: string,
  userId: number,
  now: Date,
  page: { offset: number; pageSize: number },
): Promise<{ count: number; rentals: Static<typeof MemberRental>[] }> {
  const mine = and(eq(orders.userId, userId), isNull(orders.cancelledAt), eq(orderItems.purchaseType, 'rent'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ item: orderItems, rental: rentalsTable, format: books.format })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(books, eq(books.id, orderItems.bookId))
      .leftJoin(rentalsTable, eq(rentalsTable.orderItemId, orderItems.id))
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orderItems.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(mine),
  ]);
  const bookOf = await booksById(
    db,
    publicUrl,
    rows.map((r) => r.item.bookId),
  );
  return {
    count: total?.count ?? 0,
    rentals: rows.map((r) => memberRentalJson(r.item, isDigital(r.format), r.rental ?? undefined, bookOf, now)),
  };
}

function memberRentalJson(
  item: typeof orderItems.$inferSelect,
  digital: boolean,
  rental: RentalRow | undefined,
  bookOf: Map<number, Static<typeof MemberRental>['book']>,
  now: Date,
): Static<typeof MemberRental> {
  return {
    ...rentalFacts(item, digital, rental),
    order_id: item.orderId,
    order_item_id: item.id,
    book: bookOf.get(item.bookId)!,
    overdue: rental?.state === 'active' && rental.dueAt <= now,
  };
}

export const STAFF_RENTAL_VIEWS = ['active', 'overdue', 'ended'] as const;
export type StaffRentalView = (typeof STAFF_RENTAL_VIEWS)[number];

/** Staff's queues: running rentals by due date (overdue ones alone too), ended ones newest first. */
export async function staffRentalPage(
  db: Database,
  publicUrl: string,
  view: StaffRentalView,
  now: Date,
  page: { offset: number; pageSize: number },
): Promise<{ count: number; counts: Record<StaffRentalView, number>; rentals: Static<typeof StaffRental>[] }> {
  const where = viewsAt(now);
  const [rentals, [counts]] = await Promise.all([
    staffRentals(db, publicUrl, now, where[view], view === 'ended' ? 'newest' : 'due', page),
    db
      .select({
        active: sql<number>`count(*) FILTER (WHERE ${where.active})::int`,
        overdue: sql<number>`count(*) FILTER (WHERE ${where.overdue})::int`,
        ended: sql<number>`count(*) FILTER (WHERE ${where.ended})::int`,
      })
      .from(rentalsTable),
  ]);
  const all = counts ?? { active: 0, overdue: 0, ended: 0 };
  return { count: all[view], counts: all, rentals };
}

/** One rental as staff read it. */
export async function staffRental(db: Database, publicUrl: string, id: number, now: Date) {
  const [rental] = await staffRentals(db, publicUrl, now, eq(rentalsTable.id, id), 'due', { offset: 0, pageSize: 1 });
  return rental;
}

const viewsAt = (now: Date): Record<StaffRentalView, SQL> => ({
  active: eq(rentalsTable.state, 'active'),
  overdue: and(eq(rentalsTable.state, 'active'), lte(rentalsTable.dueAt, now))!,
  ended: ne(rentalsTable.state, 'active'),
});

async function staffRentals(
  db: Database,
  publicUrl: string,
  now: Date,
  where: SQL,
  order: 'due' | 'newest',
  page: { offset: number; pageSize: number },
): Promise<Static<typeof StaffRental>[]> {
  const rows = await db
    .select({ rental: rentalsTable, item: orderItems, format: books.format })
    .from(rentalsTable)
    .innerJoin(orderItems, eq(orderItems.id, rentalsTable.orderItemId))
    .innerJoin(books, eq(books.id, rentalsTable.bookId))
    .where(where)
    .orderBy(
      ...(order === 'newest'
        ? [desc(rentalsTable.endedAt), desc(rentalsTable.id)]
        : [asc(rentalsTable.dueAt), asc(rentalsTable.id)]),
    )
    .limit(page.pageSize)
    .offset(page.offset);
  const [bookOf, memberOf] = await Promise.all([
    booksById(
      db,
      publicUrl,
      rows.map((r) => r.item.bookId),
    ),
    staffMembersById(
      db,
      rows.map((r) => r.rental.userId),
    ),
  ]);
  return rows.map((r) => ({
    ...memberRentalJson(r.item, isDigital(r.format), r.rental, bookOf, now),
    member: memberOf.get(r.rental.userId)!,
  }));
}
