/**
 * SPEC §9: buying a book within 5 days after its rental ended takes 5% off. A rental ends when its
 * copy is returned (a digital one at its due date); a rental that became a purchase earns nothing.
 * Read by the cart (what the line will cost) and by createOrder (what it costs).
 */
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.js';
import { rentals } from '../db/schema.js';
import { RENTAL_RULES } from './terms.js';

/** The books among `bookIds` this member may buy at the rebuy price at `now`, each with when the offer ends. */
export async function rebuyOffers(
  db: Database | Tx,
  userId: number,
  bookIds: number[],
  now: Date,
): Promise<Map<number, Date>> {
  if (bookIds.length === 0) return new Map();
  const rows = await db
    .select({ bookId: rentals.bookId, endedAt: rentals.endedAt })
    .from(rentals)
    .where(
      and(
        eq(rentals.userId, userId),
        inArray(rentals.bookId, bookIds),
        inArray(rentals.state, ['returned', 'ended']),
        gt(rentals.endedAt, new Date(now.getTime() - RENTAL_RULES.rebuyWindowMs)),
        lte(rentals.endedAt, now),
      ),
    );
  const offers = new Map<number, Date>();
  for (const r of rows) {
    const until = new Date(r.endedAt!.getTime() + RENTAL_RULES.rebuyWindowMs);
    if (!offers.has(r.bookId) || offers.get(r.bookId)! < until) offers.set(r.bookId, until);
  }
  return offers;
}
