/**
 * A member's feed of friends' activity, newest first, a page at a time by cursor. Who sees what is
 * decided here, in SQL, as things stand when the feed is read: only the viewer's friends' rows,
 * and none of a member whose privacy is 'private' (as their profile's private parts, which not even
 * friends see: users/profile.ts). A row's review is the review as it is now.
 */
import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { booksById } from '../catalog/books.js';
import type { Database } from '../db/client.js';
import { activities, friendships, reviews, users } from '../db/schema.js';
import { memberSummary } from '../users/profile.js';
import type { FeedPosition } from './cursor.js';
import type { ActivityJson } from './schemas.js';

/** Rows of members who may be in `viewerId`'s feed: their friends whose privacy allows it. */
const friendOf = (viewerId: number): SQL =>
  sql`exists (select 1 from ${friendships} f where f.user_low_id = least(${activities.userId}, ${viewerId}::int)
    and f.user_high_id = greatest(${activities.userId}, ${viewerId}::int))`;

async function activitiesJson(db: Database, publicUrl: string, where: SQL, limit: number): Promise<ActivityJson[]> {
  const rows = await db
    .select({ a: activities, u: users, r: reviews })
    .from(activities)
    .innerJoin(users, eq(users.id, activities.userId))
    .leftJoin(reviews, eq(reviews.id, activities.reviewId))
    .where(and(where, ne(users.privacy, 'private')))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
  const bookMap = await booksById(
    db,
    publicUrl,
    rows.flatMap(({ a }) => (a.bookId === null ? [] : [a.bookId])),
  );
  return rows.map(({ a, u, r }) => ({
    id: a.id,
    kind: a.kind as ActivityJson['kind'],
    created_at: a.createdAt.toISOString(),
    user: memberSummary(publicUrl, u),
    book: a.bookId === null ? null : (bookMap.get(a.bookId) ?? null),
    shelf: a.shelf,
    pages: a.pages,
    percent: a.percent,
    review: r
      ? {
          id: r.id,
          rating: r.rating,
          title: r.title,
          content: r.content,
          contains_spoiler: r.containsSpoiler,
          created_at: r.createdAt.toISOString(),
          updated_at: r.updatedAt.toISOString(),
        }
      : null,
    challenge: a.challenge ?? null,
  }));
}

/** One page of the feed after `after` (or from the newest), and whether more follow. */
export async function friendsFeed(
  db: Database,
  publicUrl: string,
  viewerId: number,
  page: { first: number; after: FeedPosition | null },
): Promise<{ items: ActivityJson[]; more: boolean }> {
  const { after } = page;
  const before = after
    ? or(
        sql`${activities.createdAt} < ${after.at.toISOString()}::timestamptz`,
        and(sql`${activities.createdAt} = ${after.at.toISOString()}::timestamptz`, sql`${activities.id} < ${after.id}`),
      )
    : undefined;
  const items = await activitiesJson(db, publicUrl, and(friendOf(viewerId), before)!, page.first + 1);
  return { items: items.slice(0, page.first), more: items.length > page.first };
}

/**
 * The member's activities written since `since` (their own write just now), with who may see
 * them: the friends the feed would show them to. Empty when their privacy shows them to no one.
 */
export async function freshActivities(
  db: Database,
  publicUrl: string,
  userId: number,
  since: Date,
): Promise<{ activities: ActivityJson[]; audience: number[] }> {
  const items = await activitiesJson(
    db,
    publicUrl,
    and(eq(activities.userId, userId), sql`${activities.createdAt} >= ${since.toISOString()}::timestamptz`)!,
    10,
  );
  if (!items.length) return { activities: [], audience: [] };
  const pairs = await db
    .select({ low: friendships.userLowId, high: friendships.userHighId })
    .from(friendships)
    .where(or(eq(friendships.userLowId, userId), eq(friendships.userHighId, userId)));
  return { activities: items.reverse(), audience: pairs.map((p) => (p.low === userId ? p.high : p.low)) };
}
