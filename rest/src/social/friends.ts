/**
 * Friendships: who is friends with whom, pending requests, the status between two members, and
 * suggestions ranked by shared favourite genres. A friendship is stored once per pair (lower id
 * first); a request is live only while 'pending'. Lists cost a constant number of queries.
 */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { favoriteGenres, friendRequests, friendships, genres, users } from '../db/schema.js';
import { memberSummary } from '../users/profile.js';

export const pair = (a: number, b: number) => ({ userLowId: Math.min(a, b), userHighId: Math.max(a, b) });

export async function friendshipBetween(db: Database, a: number, b: number) {
  const p = pair(a, b);
  const [row] = await db
    .select()
    .from(friendships)
    .where(and(eq(friendships.userLowId, p.userLowId), eq(friendships.userHighId, p.userHighId)));
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

export async function friendsOf(db: Database, publicUrl: string, userId: number) {
  const rows = await db
    .select({ friendship: friendships, friend: users })
    .from(friendships)
    .innerJoin(
      users,
      sql`${users.id} = case when ${friendships.userLowId} = ${userId} then ${friendships.userHighId} else ${friendships.userLowId} end`,
    )
    .where(or(eq(friendships.userLowId, userId), eq(friendships.userHighId, userId)))
    .orderBy(asc(sql`lower(${users.username})`));
  return rows.map(({ friendship, friend }) => ({
    id: friendship.id,
    friendship_id: friendship.id,
    user_id: friend.id,
    user: memberSummary(publicUrl, friend),
    since: friendship.createdAt.toISOString(),
  }));
}

export async function requestsJson(db: Database, publicUrl: string, where: ReturnType<typeof and>) {
  const from = alias(users, 'from_user');
  const to = alias(users, 'to_user');
  const rows = await db
    .select({ request: friendRequests, from, to })
    .from(friendRequests)
    .innerJoin(from, eq(from.id, friendRequests.fromUserId))
    .innerJoin(to, eq(to.id, friendRequests.toUserId))
    .where(and(eq(friendRequests.status, 'pending'), where))
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

export async function statusBetween(db: Database, me: number, other: number) {
  if (me === other) return { status: 'self' as FriendshipState, friendshipId: null, requestId: null };
  const friendship = await friendshipBetween(db, me, other);
  if (friendship) return { status: 'friends' as FriendshipState, friendshipId: friendship.id, requestId: null };
  const sent = await pendingRequest(db, me, other);
  if (sent) return { status: 'pending' as FriendshipState, friendshipId: null, requestId: sent.id };
  const received = await pendingRequest(db, other, me);
  if (received) return { status: 'received' as FriendshipState, friendshipId: null, requestId: received.id };
  return { status: 'none' as FriendshipState, friendshipId: null, requestId: null };
}

/**
 * People the member may know: never themself, friends, or anyone with a pending request either
 * way; most shared favourite genres first, then the newest members.
 */
export async function suggestions(db: Database, publicUrl: string, me: number, limit: number, offset: number) {
  const excluded = sql`${users.id} <> ${me}
    and not exists (select 1 from ${friendships} f where (f.user_low_id = ${me} and f.user_high_id = ${users.id}) or (f.user_high_id = ${me} and f.user_low_id = ${users.id}))
    and not exists (select 1 from ${friendRequests} r where r.status = 'pending' and ((r.from_user_id = ${me} and r.to_user_id = ${users.id}) or (r.to_user_id = ${me} and r.from_user_id = ${users.id})))`;
  const shared = sql<number>`(select count(*)::int from ${favoriteGenres} mine join ${favoriteGenres} theirs on theirs.genre_id = mine.genre_id where mine.user_id = ${me} and theirs.user_id = ${users.id})`;
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(excluded);
  const rows = await db
    .select({ user: users, shared })
    .from(users)
    .where(excluded)
    .orderBy(desc(shared), desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.user.id);
  const mutual = ids.length
    ? await db
        .select({ userId: favoriteGenres.userId, id: genres.id, name: genres.name })
        .from(favoriteGenres)
        .innerJoin(genres, eq(genres.id, favoriteGenres.genreId))
        .where(
          and(
            inArray(favoriteGenres.userId, ids),
            inArray(
              favoriteGenres.genreId,
              db.select({ id: favoriteGenres.genreId }).from(favoriteGenres).where(eq(favoriteGenres.userId, me)),
            ),
          ),
        )
        .orderBy(asc(genres.name))
    : [];
  return {
    total,
    results: rows.map(({ user, shared: count }) => {
      const summary = memberSummary(publicUrl, user);
      return {
        id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        username: user.username,
        profile_picture_url: summary.profile_picture_url,
        is_verified: user.isVerified,
        mutual_favorite_genres: mutual.filter((m) => m.userId === user.id).map(({ id, name }) => ({ id, name })),
        mutual_count: Number(count),
      };
    }),
  };
}
