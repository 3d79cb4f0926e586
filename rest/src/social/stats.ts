/**
 * Book Social's figures for a member (issue 36 item 4), all counted from stored data in one query:
 * - active_friends: friends who did something on Pustak in the last 30 days — shelved or moved a
 *   book or recorded progress (a shelf entry's updated_at moves with each of these), wrote or
 *   edited a review, or posted in a reading group;
 * - books_read_this_year: readings finished on the Read shelf in this calendar year (Nepal's days,
 *   the reading challenge's 'ad' year, reading/calendar.ts), a re-read counting again;
 * - common_genres: the member's favourite genres that at least one friend also favours;
 * - friends and reviews_written, for the header's rotating figures.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { yearOf, yearSpan } from '../reading/calendar.js';

export const ACTIVE_DAYS = 30;
const DAY_MS = 86_400_000;

export interface SocialStatsJson {
  active_friends: number;
  books_read_this_year: number;
  year: number;
  common_genres: number;
  friends: number;
  reviews_written: number;
}

export async function socialStats(db: Database, userId: number, now: Date, today: string): Promise<SocialStatsJson> {
  const year = yearOf('ad', today);
  const span = yearSpan('ad', year);
  const since = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS).toISOString();
  const result = (await db.execute(sql`
    with friend as (
      select case when user_low_id = ${userId} then user_high_id else user_low_id end as id
      from friendships where user_low_id = ${userId} or user_high_id = ${userId}
    )
    select
      (select count(*) from friend) as friends,
      (select count(*) from friend f where
        exists (select 1 from shelf_entries s where s.user_id = f.id and s.updated_at >= ${since})
        or exists (select 1 from reviews r where r.user_id = f.id and r.updated_at >= ${since})
        or exists (select 1 from reading_group_posts p where p.user_id = f.id and p.created_at >= ${since})
      ) as active_friends,
      (select count(*) from readings r join shelf_entries s on s.id = r.entry_id
        where s.user_id = ${userId} and r.state = 'read'
          and r.finished_on between ${span.first} and ${span.last}) as books_read_this_year,
      (select count(*) from favorite_genres mine where mine.user_id = ${userId} and exists (
        select 1 from favorite_genres theirs join friend f on f.id = theirs.user_id
        where theirs.genre_id = mine.genre_id)) as common_genres,
      (select count(*) from reviews where user_id = ${userId}) as reviews_written
  `)) as unknown as { rows: Record<string, string | number>[] };
  const row = result.rows[0]!;
  return {
    active_friends: Number(row.active_friends),
    books_read_this_year: Number(row.books_read_this_year),
    year,
    common_genres: Number(row.common_genres),
    friends: Number(row.friends),
    reviews_written: Number(row.reviews_written),
  };
}
