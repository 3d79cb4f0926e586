/**
 * Writing friends' activity: each call runs inside the transaction of the write it records, so
 * an activity exists exactly when its write committed. It never decides who may see a row
 * (activity/feed.ts does, when reading). Times are JavaScript dates (milliseconds), so the feed's
 * cursor, which carries them, compares exactly.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { activities, readingChallenges } from '../db/schema.js';
import { yearOf, yearSpan, type Calendar } from '../reading/calendar.js';
import { booksReadIn } from '../reading/challenge.js';

/** The challenge percents worth telling friends about. */
const MILESTONES = [25, 50, 75, 100] as const;

/** A book went onto a shelf (a finish is `finished`, on the read shelf). */
export async function recordShelving(
  tx: Tx,
  at: { userId: number; bookId: number; shelf: string; now: Date; finishedOn?: string | null },
): Promise<void> {
  const kind = at.shelf === 'read' ? 'finished' : 'shelved';
  await tx
    .insert(activities)
    .values({ userId: at.userId, kind, bookId: at.bookId, shelf: at.shelf, createdAt: at.now });
  if (kind === 'finished' && at.finishedOn) await recordMilestones(tx, at.userId, at.finishedOn, at.now);
}

export async function recordProgress(
  tx: Tx,
  at: { userId: number; bookId: number; pages: number | null; percent: number | null; now: Date },
): Promise<void> {
  await tx.insert(activities).values({
    userId: at.userId,
    kind: 'progress',
    bookId: at.bookId,
    pages: at.pages,
    percent: at.percent,
    createdAt: at.now,
  });
}

export async function recordReview(
  tx: Tx,
  at: { userId: number; bookId: number; reviewId: number; now: Date },
): Promise<void> {
  await tx
    .insert(activities)
    .values({ userId: at.userId, kind: 'reviewed', bookId: at.bookId, reviewId: at.reviewId, createdAt: at.now });
}

/**
 * A book finished on `finishedOn` may carry a goal of that year past 25, 50, 75 or 100 percent:
 * each threshold crossed by this one book is a milestone (counted as challenge.ts counts).
 */
async function recordMilestones(tx: Tx, userId: number, finishedOn: string, now: Date): Promise<void> {
  const goals = await tx.select().from(readingChallenges).where(eq(readingChallenges.userId, userId));
  for (const goal of goals) {
    const calendar = goal.calendar as Calendar;
    if (yearOf(calendar, finishedOn) !== goal.year) continue;
    const done = await booksReadIn(tx, userId, yearSpan(calendar, goal.year));
    const percentOf = (n: number) => Math.floor((n * 100) / goal.goal);
    const crossed = MILESTONES.filter((m) => percentOf(done - 1) < m && percentOf(done) >= m);
    const top = crossed.at(-1);
    if (top === undefined) continue;
    await tx.insert(activities).values({
      userId,
      kind: 'challenge_milestone',
      percent: top,
      challenge: { calendar, year: goal.year, goal: goal.goal, done },
      createdAt: now,
    });
  }
}
