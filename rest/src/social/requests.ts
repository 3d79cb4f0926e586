/**
 * Changing friendships. Every change to a pair runs in one transaction that first locks both
 * members' rows (in id order, so two changes never deadlock): two sends between the same pair,
 * a crossing send, or an accept racing a cancel are applied one after the other, each seeing the
 * other's result. The pending-pair unique index still refuses a duplicate if anything slips by.
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { friendRequests, friendships, users } from '../db/schema.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { requireFriendRoom, requireRequestRoom } from '../limits/listBounds.js';
import { pair, samePair } from './friends.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Unique violations come back as code 23505 from both drivers. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** Locks both members' rows; false when either does not exist. */
async function lockPair(tx: Tx, a: number, b: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [a, b]))
    .orderBy(asc(users.id))
    .for('no key update');
  return rows.length === 2;
}

/** Accepts a pending request (the pair already locked): the request and the friendship together. */
async function acceptLocked(tx: Tx, from: number, to: number): Promise<number> {
  // Both directions: after this the pair has no live request left.
  await tx
    .update(friendRequests)
    .set({ status: 'accepted', respondedAt: new Date() })
    .where(
      and(
        eq(friendRequests.status, 'pending'),
        or(
          and(eq(friendRequests.fromUserId, from), eq(friendRequests.toUserId, to)),
          and(eq(friendRequests.fromUserId, to), eq(friendRequests.toUserId, from)),
        ),
      ),
    );
  const [already] = await tx.select({ id: friendships.id }).from(friendships).where(samePair(from, to));
  if (already) return already.id;
  await requireFriendRoom(tx, from, to);
  const [created] = await tx
    .insert(friendships)
    .values(pair(from, to))
    .onConflictDoNothing()
    .returning({ id: friendships.id });
  if (created) return created.id;
  const [existing] = await tx.select({ id: friendships.id }).from(friendships).where(samePair(from, to));
  return existing!.id;
}

export type SendResult =
  { kind: 'sent'; requestId: number } | { kind: 'accepted'; friendshipId: number; requestId: number };

/**
 * Sends a request from `me` to `other`. A request to someone who already asked `me` is not a
 * second request: it accepts theirs.
 */
export async function sendRequest(db: Database, me: number, other: number): Promise<SendResult> {
  if (me === other) throw badRequest('You cannot send a friend request to yourself');
  try {
    return await db.transaction(async (tx): Promise<SendResult> => {
      if (!(await lockPair(tx, me, other))) throw notFound('User not found.');
      const [friends] = await tx.select({ id: friendships.id }).from(friendships).where(samePair(me, other));
      if (friends) throw badRequest('You are already friends');
      const live = await tx
        .select({ id: friendRequests.id, fromUserId: friendRequests.fromUserId })
        .from(friendRequests)
        .where(
          and(
            eq(friendRequests.status, 'pending'),
            or(
              and(eq(friendRequests.fromUserId, me), eq(friendRequests.toUserId, other)),
              and(eq(friendRequests.fromUserId, other), eq(friendRequests.toUserId, me)),
            ),
          ),
        );
      const theirs = live.find((r) => r.fromUserId === other);
      if (theirs) return { kind: 'accepted', friendshipId: await acceptLocked(tx, other, me), requestId: theirs.id };
      if (live.length) throw badRequest('Friend request already sent');
      // A request that could never become a friendship is refused now, not when it is accepted.
      await requireFriendRoom(tx, me, other);
      await requireRequestRoom(tx, me, other);
      const [created] = await tx
        .insert(friendRequests)
        .values({ fromUserId: me, toUserId: other })
        .returning({ id: friendRequests.id });
      return { kind: 'sent', requestId: created!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('Friend request already sent');
    throw error;
  }
}

type Action = 'cancel' | 'accept' | 'reject';

/** Who may take each action on a request. */
const party: Record<Action, 'fromUserId' | 'toUserId'> = {
  cancel: 'fromUserId',
  accept: 'toUserId',
  reject: 'toUserId',
};

const refusal: Record<Action, string> = {
  cancel: 'Only the sender can cancel a friend request.',
  accept: 'Only the recipient can accept a friend request.',
  reject: 'Only the recipient can reject a friend request.',
};

/**
 * Cancels, rejects or accepts a pending request; 404 when it is unknown or no longer pending,
 * 403 for the wrong member. Answers the other member's id, and on accepting the new friendship's.
 */
export async function respondToRequest(db: Database, me: number, requestId: number, action: Action) {
  const [found] = await db.select().from(friendRequests).where(eq(friendRequests.id, requestId));
  if (!found) throw notFound('Friend request not found.');
  return db.transaction(async (tx) => {
    await lockPair(tx, found.fromUserId, found.toUserId);
    // Read again under the lock: a racing accept, cancel or reject has finished by now.
    const [row] = await tx.select().from(friendRequests).where(eq(friendRequests.id, requestId));
    if (!row || row.status !== 'pending') throw notFound('Friend request not found.');
    if (row[party[action]] !== me) throw forbidden(refusal[action]);
    const otherId = row.fromUserId === me ? row.toUserId : row.fromUserId;
    if (action === 'accept') return { otherId, friendshipId: await acceptLocked(tx, row.fromUserId, row.toUserId) };
    await tx
      .update(friendRequests)
      .set({ status: action === 'cancel' ? 'cancelled' : 'rejected', respondedAt: new Date() })
      .where(eq(friendRequests.id, row.id));
    return { otherId, friendshipId: null };
  });
}

/** Ends a friendship either member holds; 404 for anyone else or an unknown id. Answers the other member's id. */
export async function unfriend(db: Database, me: number, friendshipId: number): Promise<number> {
  const [removed] = await db
    .delete(friendships)
    .where(and(eq(friendships.id, friendshipId), or(eq(friendships.userLowId, me), eq(friendships.userHighId, me))))
    .returning({ low: friendships.userLowId, high: friendships.userHighId });
  if (!removed) throw notFound('Friendship not found.');
  return removed.low === me ? removed.high : removed.low;
}
