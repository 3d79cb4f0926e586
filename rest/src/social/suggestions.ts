/**
 * People you may know: every member except oneself, one's friends and anyone with a pending
 * request either way, ranked in SQL by the number of favourite genres shared with the member,
 * then newest members first. Two queries a page: the ranked page (with the total) and the shared
 * genres of the people on it.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { favoriteGenres, friendRequests, friendships, genres, users } from '../db/schema.js';
import { memberSummary } from '../users/profile.js';

export async function suggestions(db: Database, publicUrl: string, me: number, limit: number, offset: number) {
  const candidate = sql`${users.id} <> ${me}
    and not exists (
      select 1 from ${friendships} f
      where (f.user_low_id = ${me} and f.user_high_id = ${users.id})
         or (f.user_high_id = ${me} and f.user_low_id = ${users.id}))
    and not exists (
      select 1 from ${friendRequests} r
      where r.status = 'pending'
        and ((r.from_user_id = ${me} and r.to_user_id = ${users.id})
          or (r.to_user_id = ${me} and r.from_user_id = ${users.id})))`;
  const shared = sql<number>`(
    select count(*) from ${favoriteGenres} mine
    join ${favoriteGenres} theirs on theirs.genre_id = mine.genre_id
    where mine.user_id = ${me} and theirs.user_id = ${users.id})`.mapWith(Number);
  const rows = await db
    .select({ user: users, shared, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(candidate)
    .orderBy(desc(shared), desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);

  const ids = rows.map((r) => r.user.id);
  const mine = db.select({ id: favoriteGenres.genreId }).from(favoriteGenres).where(eq(favoriteGenres.userId, me));
  const mutual = ids.length
    ? await db
        .select({ userId: favoriteGenres.userId, id: genres.id, name: genres.name })
        .from(favoriteGenres)
        .innerJoin(genres, eq(genres.id, favoriteGenres.genreId))
        .where(and(inArray(favoriteGenres.userId, ids), inArray(favoriteGenres.genreId, mine)))
        .orderBy(asc(genres.name))
    : [];

  return {
    // An empty page (past the end) has no row to carry the window count; the caller answers 404.
    total: rows[0]?.total ?? 0,
    results: rows.map(({ user, shared: count }) => ({
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      username: user.username,
      status: user.status,
      profile_picture_url: memberSummary(publicUrl, user).profile_picture_url,
      is_verified: user.isVerified,
      mutual_favorite_genres: mutual.filter((m) => m.userId === user.id).map(({ id, name }) => ({ id, name })),
      mutual_count: count,
    })),
  };
}
