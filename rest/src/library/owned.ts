/**
 * A member's library: the digital books (eBooks, audiobooks) of their paid orders. A bought copy is
 * theirs for good; a rented one while its rental runs: from the order's payment to the end of its
 * due date, the rental's own (rentals/, started when the order was paid). There is nothing to
 * return, so a digital rental simply ends: its download link stops working then. Time is the app's clock.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DIGITAL_FORMATS } from '../catalog/money.js';
import type { Database } from '../db/client.js';
import { bookFiles, books, orderItems, orders, rentals } from '../db/schema.js';
import { rentalDates } from '../rentals/dates.js';
import { rentalPeriod } from '../rentals/terms.js';

export interface BookFileFacts {
  name: string;
  media_type: string;
  bytes: number;
  sha256: string;
  uploaded_at: string;
}

export interface Holding {
  bookId: number;
  format: string;
  access: 'bought' | 'rented';
  /** Rented: when the rental ends (the link stops working then); bought: null. */
  dueAt: Date | null;
  /** When the copy became theirs: the first paid order that bought or rented it. */
  since: Date;
  file: BookFileFacts | null;
}

export const fileFacts = (f: typeof bookFiles.$inferSelect): BookFileFacts => ({
  name: f.originalName,
  media_type: f.mediaType,
  bytes: f.bytes,
  sha256: f.sha256,
  uploaded_at: f.uploadedAt.toISOString(),
});

/**
 * A digital rental's end: its rental's due date; for an order paid before rentals were kept, the
 * same rule from the payment (rentals/dates.ts). A period unknown: already over.
 */
function rentalDue(rentalDueAt: Date | null, completedAt: Date, periodId: number | null): Date {
  if (rentalDueAt) return rentalDueAt;
  const period = rentalPeriod(periodId);
  return period ? rentalDates(completedAt, period.days).dueAt : completedAt;
}

/**
 * What the member holds at `now`, one entry a book, most recent first; with `bookId`, only that
 * book. A book bought and also rented is bought; rented twice, the rental ending last counts.
 */
export async function holdings(db: Database, userId: number, now: Date, bookId?: number): Promise<Holding[]> {
  const rows = await db
    .select({
      bookId: orderItems.bookId,
      purchaseType: orderItems.purchaseType,
      rentalPeriodId: orderItems.rentalPeriodId,
      completedAt: orders.completedAt,
      rentalDueAt: rentals.dueAt,
      format: books.format,
      file: bookFiles,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(books, eq(books.id, orderItems.bookId))
    .leftJoin(bookFiles, eq(bookFiles.bookId, orderItems.bookId))
    .leftJoin(rentals, eq(rentals.orderItemId, orderItems.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.isCompleted, true),
        isNull(orders.cancelledAt),
        inArray(books.format, [...DIGITAL_FORMATS]),
        bookId === undefined ? undefined : eq(orderItems.bookId, bookId),
      ),
    );
  const held = new Map<number, Holding>();
  for (const r of rows) {
    const since = r.completedAt!;
    const bought = r.purchaseType !== 'rent';
    const dueAt = bought ? null : rentalDue(r.rentalDueAt, since, r.rentalPeriodId);
    const known = held.get(r.bookId);
    const entry: Holding = {
      bookId: r.bookId,
      format: r.format,
      access: bought ? 'bought' : 'rented',
      dueAt,
      since,
      file: r.file ? fileFacts(r.file) : null,
    };
    if (!known) held.set(r.bookId, entry);
    else if (known.access === 'rented' && (bought || dueAt! > known.dueAt!))
      held.set(r.bookId, { ...entry, since: bought ? since : known.since < since ? known.since : since });
    else if (since < known.since) known.since = since;
  }
  return [...held.values()].sort((a, b) => b.since.getTime() - a.since.getTime() || b.bookId - a.bookId);
}

/** Whether the holding gives its member the file at `now`. */
export const holdsAt = (h: Holding, now: Date) => h.access === 'bought' || now < h.dueAt!;

/** The book's file row (where it is stored), or undefined when it has none. */
export async function bookFileOf(db: Database, bookId: number) {
  const [file] = await db.select().from(bookFiles).where(eq(bookFiles.bookId, bookId));
  return file;
}
