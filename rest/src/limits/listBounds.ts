/**
 * The most a member's own lists hold. Every answer that lists them whole (the favourites, the
 * wishlist, the cart, the addresses, and the profile and graph fields built on them) stays
 * bounded because a write past the bound is refused, with a 400 that says what to do; an add that
 * changes nothing (a favourite already there, a line already in the cart) is never refused.
 */
import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../db/client.js';
import { friendRequests, friendships } from '../db/schema.js';
import { badRequest } from '../http/errors.js';

export const LIST_BOUNDS = {
  favorites: { max: 500, full: 'You can keep at most 500 favorite books: remove one first' },
  wishlist: { max: 500, full: 'Your wishlist holds at most 500 books: remove one first' },
  // As many lines as one order may take (POST /order/create-order/ item_ids).
  cartLines: { max: 100, full: 'Your cart holds at most 100 books: order or remove some first' },
  addresses: { max: 20, full: 'You can save at most 20 shipping addresses: delete one first' },
  sentRequests: { max: 100, full: 'You have 100 friend requests waiting for an answer: cancel some first' },
  receivedRequests: { max: 500, full: 'This member has too many friend requests waiting: try again later' },
  friends: { max: 1000, full: 'A member may have at most 1000 friends' },
} as const;

/**
 * Adds one row of the member's (`add`) unless they hold LIST_BOUNDS[list] already: counted and
 * added in one transaction under a lock of that member's list, so adds sent at once are counted
 * one after another and the list never passes its bound.
 */
export async function addWithinBound<T>(
  db: Database,
  list: keyof typeof LIST_BOUNDS,
  counted: { table: PgTable; userColumn: PgColumn },
  userId: number,
  add: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LIST_LOCKS[list]}, ${userId})`);
    await requireRoom(tx, list, counted.table, counted.userColumn, userId);
    return add(tx);
  });
}

/** Each list's advisory lock namespace (the lock's first key; the member's id is the second). */
const LIST_LOCKS: Record<keyof typeof LIST_BOUNDS, number> = {
  favorites: 7_001,
  wishlist: 7_002,
  cartLines: 7_003,
  addresses: 7_004,
  sentRequests: 7_005,
  receivedRequests: 7_006,
  friends: 7_007,
};

/** Refuses adding one more row of the member's to `table` when they hold LIST_BOUNDS[list] already. */
export async function requireRoom(
  db: Database | Tx,
  list: keyof typeof LIST_BOUNDS,
  table: PgTable,
  userColumn: PgColumn,
  userId: number,
  also?: SQL,
): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(also ? and(eq(userColumn, userId), also) : eq(userColumn, userId));
  if ((row?.n ?? 0) >= LIST_BOUNDS[list].max) throw badRequest(LIST_BOUNDS[list].full);
}

/** Refuses a new friend request when the sender has too many waiting, or the recipient has too many to answer. */
export async function requireRequestRoom(tx: Tx, from: number, to: number): Promise<void> {
  const pending = eq(friendRequests.status, 'pending');
  await requireRoom(tx, 'sentRequests', friendRequests, friendRequests.fromUserId, from, pending);
  await requireRoom(tx, 'receivedRequests', friendRequests, friendRequests.toUserId, to, pending);
}

/** Refuses a new friendship when either member has LIST_BOUNDS.friends friends already. */
export async function requireFriendRoom(tx: Tx, ...members: number[]): Promise<void> {
  for (const member of members) {
    const [row] = await tx
      .select({ n: count() })
      .from(friendships)
      .where(or(eq(friendships.userLowId, member), eq(friendships.userHighId, member)));
    if ((row?.n ?? 0) >= LIST_BOUNDS.friends.max) throw badRequest(LIST_BOUNDS.friends.full);
  }
}
