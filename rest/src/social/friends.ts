/**
 * Reading friendships: a member's friends, pending requests, and the status between two members.
 * A friendship is stored once per pair (lower id first); a request is live only while 'pending'.
 * Every list costs one query whatever its length.
 */
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { friendRequests, friendships, users } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { memberSummary } from '../users/profile.js';

/** The stored form of a pair: the lower id first. */
export const pair = (a: number, b: number) => ({ userLowId: Math.min(a, b), userHighId: Math.max(a, b) });

export const samePair = (a: number, b: number) => {
  const p = pair(a, b);
  return and(eq(friendships.userLowId, p.userLowId), eq(friendships.userHighId, p.userHighId));
};

export async function friendshipBetween(db: Database, a: number, b: number) {
  const [row] = await db.select().from(friendships).where(samePair(a, b));
  return row;
}

export async function pendingRequest(db: Database, from: number, to: number) {
  const [row] = await db
    .select()
    .from(friendRequests)
    .where(
      and(eq(friendRequests.fromUserId, from), eq(friendRequests.toUserId, to), eq(friendRequests.status, 'pending')),
    );
  return row;
}

/** FRIEND entries of a member, by username; only the one friendship when `friendshipId` is given. */
export async function friendsOf(db: Database, publicUrl: string, userId: number, friendshipId?: number) {
  const rows = await db
    .select({ friendship: friendships, friend: users })
    .from(friendships)
    .innerJoin(
      users,
      sql`${users.id} = case when ${friendships.userLowId} = ${userId} then ${friendships.userHighId} else ${friendships.userLowId} end`,
    )
    .where(
      and(
        or(eq(friendships.userLowId, userId), eq(friendships.userHighId, userId)),
        friendshipId === undefined ? undefined : eq(friendships.id, friendshipId),
      ),
    )
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id));
  return rows.map(({ friendship, friend }) => ({
    id: friendship.id,
    friendship_id: friendship.id,
    user_id: friend.id,
    user: memberSummary(publicUrl, friend),
    since: friendship.createdAt.toISOString(),
  }));
}

/** The FRIEND entry of one friendship, seen from `userId`'s side. */
export async function friendEntry(db: Database, publicUrl: string, userId: number, friendshipId: number) {
  const [entry] = await friendsOf(db, publicUrl, userId, friendshipId);
  if (!entry) throw notFound('Friendship not found.');
  return entry;
}

/** Pending FRIEND_REQUESTs matching `where`, newest first. */
export async function pendingRequestsJson(db: Database, publicUrl: string, where: SQL) {
  return requestsJson(db, publicUrl, and(eq(friendRequests.status, 'pending'), where)!);
}

/** The member's pending requests: those they sent and those they received, each newest first. */
export async function pendingRequestsOf(db: Database, publicUrl: string, userId: number) {
  const [sent, received] = await Promise.all([
    pendingRequestsJson(db, publicUrl, eq(friendRequests.fromUserId, userId)),
    pendingRequestsJson(db, publicUrl, eq(friendRequests.toUserId, userId)),
  ]);
  return { sent, received };
}

/** One FRIEND_REQUEST whatever its status, or undefined. */
export async function requestJson(db: Database, publicUrl: string, requestId: number) {
  const [request] = await requestsJson(db, publicUrl, eq(friendRequests.id, requestId));
  return request;
}

/** FRIEND_REQUESTs matching `where`, whatever their status (an accepted one included), newest first. */
export async function requestsJson(db: Database, publicUrl: string, where: SQL) {
  const from = alias(users, 'from_user');
  const to = alias(users, 'to_user');
  const rows = await db
    .select({ request: friendRequests, from, to })
    .from(friendRequests)
    .innerJoin(from, eq(from.id, friendRequests.fromUserId))
    .innerJoin(to, eq(to.id, friendRequests.toUserId))
    .where(where)
    .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id));
  return rows.map((r) => ({
    id: r.request.id,
    from_user: memberSummary(publicUrl, r.from),
    to_user: memberSummary(publicUrl, r.to),
    status: r.request.status,
    created_at: r.request.createdAt.toISOString(),
  }));
}

export type FriendshipState = 'none' | 'pending' | 'received' | 'friends' | 'self';

export interface StatusBetween {
  status: FriendshipState;
  friendshipId: number | null;
  requestId: number | null;
}

/** 'pending' when `me` asked, 'received' when the other member asked. */
export async function statusBetween(db: Database, me: number, other: number): Promise<StatusBetween> {
  if (me === other) return { status: 'self', friendshipId: null, requestId: null };
  const [friendship, sent, received] = await Promise.all([
    friendshipBetween(db, me, other),
    pendingRequest(db, me, other),
    pendingRequest(db, other, me),
  ]);
  if (friendship) return { status: 'friends', friendshipId: friendship.id, requestId: null };
  if (sent) return { status: 'pending', friendshipId: null, requestId: sent.id };
  if (received) return { status: 'received', friendshipId: null, requestId: received.id };
  return { status: 'none', friendshipId: null, requestId: null };
}

/**
 * Where `me` stands with `other` after a change, as GET /social/friends/{userId}/status/ says it
 * plus the other member's id: cancel, reject and unfriend answer it, so a client updates a
 * profile's friend buttons from the write's own answer.
 */
export async function statusJson(db: Database, me: number, other: number) {
  const s = await statusBetween(db, me, other);
  return { user_id: other, status: s.status, friendship_id: s.friendshipId, request_id: s.requestId };
}
