/**
 * Reading challenges: a goal per member, calendar and year. A challenge counts the readings that
 * ended on the Read shelf with a finish day (Nepal's) inside the year; days left run from today
 * by the store's clock. No goal for the year: no challenge (null).
 */
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.js';
import { readingChallenges, readings, shelfEntries } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import { BS_YEARS, daysLeft, yearOf, yearSpan, type Calendar } from './calendar.js';
import type { ChallengeJson } from './schemas.js';

export const MAX_GOAL = 1000;
const AD_YEARS = { min: 1944, max: 2033 } as const;

/** Refuses a year the calendar's converter cannot place. */
export function assertYear(calendar: Calendar, year: number): void {
  const range = calendar === 'bs' ? BS_YEARS : AD_YEARS;
  if (year < range.min || year > range.max)
    throw badRequest(`year must be between ${range.min} and ${range.max} for the ${calendar} calendar`);
}

/** Readings the member finished on the Read shelf within `span` (a re-read counts again): a challenge's done. */
export async function booksReadIn(
  db: Database | Tx,
  userId: number,
  span: { first: string; last: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(readings)
    .innerJoin(shelfEntries, eq(shelfEntries.id, readings.entryId))
    .where(
      and(
        eq(shelfEntries.userId, userId),
        eq(readings.state, 'read'),
        gte(readings.finishedOn, span.first),
        lte(readings.finishedOn, span.last),
      ),
    );
  return Number(row?.n ?? 0);
}

async function challengeJson(
  db: Database,
  userId: number,
  row: { calendar: string; year: number; goal: number },
  today: string,
): Promise<ChallengeJson> {
  const calendar = row.calendar as Calendar;
  const span = yearSpan(calendar, row.year);
  const n = await booksReadIn(db, userId, span);
  return {
    calendar,
    year: row.year,
    goal: row.goal,
    done: n,
    to_go: Math.max(0, row.goal - n),
    percent: Math.min(100, Math.floor((n * 100) / row.goal)),
    days_left: daysLeft(span, today),
    first_day: span.first,
    last_day: span.last,
  };
}

/**
 * The member's challenge for a year: of `calendar` (this year by default), or without a calendar
 * the goal set most recently for this year of either calendar. Null when there is no goal.
 */
export async function challengeOf(
  db: Database,
  userId: number,
  today: string,
  which: { calendar?: Calendar | undefined; year?: number | undefined },
): Promise<ChallengeJson | null> {
  if (which.year !== undefined && !which.calendar) throw badRequest('year needs a calendar (ad or bs)');
  const calendars: Calendar[] = which.calendar ? [which.calendar] : ['ad', 'bs'];
  const rows = await db
    .select()
    .from(readingChallenges)
    .where(eq(readingChallenges.userId, userId))
    .orderBy(desc(readingChallenges.updatedAt));
  const row = rows.find(
    (r) =>
      calendars.includes(r.calendar as Calendar) && r.year === (which.year ?? yearOf(r.calendar as Calendar, today)),
  );
  return row ? challengeJson(db, userId, row, today) : null;
}

/** Sets (or changes) the member's goal for a year; answers the challenge. */
export async function setGoal(
  db: Database,
  userId: number,
  goal: { calendar: Calendar; year: number; goal: number },
  now: Date,
  today: string,
): Promise<ChallengeJson> {
  assertYear(goal.calendar, goal.year);
  await db
    .insert(readingChallenges)
    .values({ userId, ...goal, updatedAt: now })
    .onConflictDoUpdate({
      target: [readingChallenges.userId, readingChallenges.calendar, readingChallenges.year],
      set: { goal: goal.goal, updatedAt: now },
    });
  return challengeJson(db, userId, goal, today);
}

/** Drops the member's goal for a year (404 when there was none). */
export async function dropGoal(
  db: Database,
  userId: number,
  which: { calendar: Calendar; year: number },
): Promise<void> {
  const gone = await db
    .delete(readingChallenges)
    .where(
      and(
        eq(readingChallenges.userId, userId),
        eq(readingChallenges.calendar, which.calendar),
        eq(readingChallenges.year, which.year),
      ),
    )
    .returning({ year: readingChallenges.year });
  if (!gone.length) throw notFound('No reading goal for that year.');
}
