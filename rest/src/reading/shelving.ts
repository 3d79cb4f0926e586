/**
 * The shelf rules: a book is on one shelf at a time per member; starting it opens a reading,
 * finishing or giving up closes it (Read, Did Not Finish), and reading it again opens a new one,
 * so the history stays. Progress is recorded only on an open reading, each update a row.
 * Moving a book back to Want to Read drops an open reading with no progress (it never began) and
 * closes one with progress as not finished. Every write runs in one transaction on the entry's row.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx, Database } from '../db/client.js';
import { books, readingProgress, readings, shelfEntries } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import { recordProgress as recordProgressActivity, recordShelving } from '../activity/record.js';
import type { EntryRow } from './shelves.js';
import type { ShelfName } from './schemas.js';

export interface ShelfMove {
  shelf: ShelfName;
  started_on?: string | undefined;
  finished_on?: string | undefined;
}

/** A real calendar day no later than today (both Nepal days, YYYY-MM-DD). */
function assertDay(name: string, value: string | undefined, today: string): void {
  if (value === undefined) return;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value)
    throw badRequest(`${name} must be a real date, YYYY-MM-DD`);
  if (value > today) throw badRequest(`${name} cannot be in the future`);
}

function assertOrder(started: string | null | undefined, finished: string | null | undefined): void {
  if (started && finished && started > finished) throw badRequest('started_on must be on or before finished_on');
}

/** Checks a move's dates before anything is written. */
export function assertMove(move: ShelfMove, today: string): void {
  assertDay('started_on', move.started_on, today);
  assertDay('finished_on', move.finished_on, today);
  assertOrder(move.started_on, move.finished_on);
  if (move.finished_on && (move.shelf === 'want_to_read' || move.shelf === 'currently_reading'))
    throw badRequest('finished_on is only for the read and did_not_finish shelves');
  if (move.started_on && move.shelf === 'want_to_read') throw badRequest('started_on is not for want_to_read');
}

/** The member's entry of a book, made on Want to Read if the book was not shelved; locked for the move. */
async function lockedEntry(tx: Tx, userId: number, bookId: number, now: Date): Promise<EntryRow & { fresh: boolean }> {
  const inserted = await tx
    .insert(shelfEntries)
    .values({ userId, bookId, shelf: 'want_to_read', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: shelfEntries.id });
  const [row] = await tx
    .select()
    .from(shelfEntries)
    .where(and(eq(shelfEntries.userId, userId), eq(shelfEntries.bookId, bookId)))
    .for('update');
  return { ...row!, fresh: inserted.length > 0 };
}

async function openReading(tx: Tx, entryId: number) {
  const [open] = await tx
    .select()
    .from(readings)
    .where(and(eq(readings.entryId, entryId), eq(readings.state, 'reading')));
  return open;
}

/** Puts a book on a shelf (shelving it first if need be) under the rules above; answers the entry's id. */
export async function shelveBook(
  db: Database,
  userId: number,
  bookId: number,
  move: ShelfMove,
  now: Date,
  today: string,
): Promise<number> {
  assertMove(move, today);
  const [book] = await db.select({ id: books.id }).from(books).where(eq(books.id, bookId));
  if (!book) throw notFound('Book not found.');
  return db.transaction(async (tx) => {
    const entry = await lockedEntry(tx, userId, bookId, now);
    await applyMove(tx, entry, entry.fresh ? null : (entry.shelf as ShelfName), move, now, today);
    return entry.id;
  });
}

/** Moves the member's entry `entryId` (404 when it is not theirs). */
export async function moveEntry(
  db: Database,
  userId: number,
  entryId: number,
  move: ShelfMove,
  now: Date,
  today: string,
): Promise<void> {
  assertMove(move, today);
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(shelfEntries)
      .where(and(eq(shelfEntries.id, entryId), eq(shelfEntries.userId, userId)))
      .for('update');
    if (!entry) throw notFound('Shelf entry not found.');
    await applyMove(tx, entry, entry.shelf as ShelfName, move, now, today);
  });
}

async function applyMove(
  tx: Tx,
  entry: EntryRow,
  from: ShelfName | null,
  move: ShelfMove,
  now: Date,
  today: string,
): Promise<void> {
  const open = await openReading(tx, entry.id);
  const { shelf } = move;
  if (shelf === 'want_to_read') {
    if (open) {
      const [progress] = await tx
        .select({ id: readingProgress.id })
        .from(readingProgress)
        .where(eq(readingProgress.readingId, open.id))
        .limit(1);
      if (progress)
        await tx.update(readings).set({ state: 'did_not_finish', finishedOn: today }).where(eq(readings.id, open.id));
      else await tx.delete(readings).where(eq(readings.id, open.id));
    }
  } else if (shelf === 'currently_reading') {
    if (open) {
      if (move.started_on)
        await tx.update(readings).set({ startedOn: move.started_on }).where(eq(readings.id, open.id));
    } else {
      await tx
        .insert(readings)
        .values({ entryId: entry.id, state: 'reading', startedOn: move.started_on ?? today, createdAt: now });
    }
  } else {
    // read or did_not_finish: close the open reading, or record a closed one.
    const finishedOn = move.finished_on ?? today;
    if (open) {
      const startedOn = move.started_on ?? open.startedOn;
      assertOrder(startedOn, finishedOn);
      await tx.update(readings).set({ state: shelf, startedOn, finishedOn }).where(eq(readings.id, open.id));
    } else if (from !== shelf || move.finished_on) {
      // Already on this shelf with no new date: nothing happened. A new date records another reading.
      await tx
        .insert(readings)
        .values({ entryId: entry.id, state: shelf, startedOn: move.started_on ?? null, finishedOn, createdAt: now });
    }
  }
  await tx.update(shelfEntries).set({ shelf, updatedAt: now }).where(eq(shelfEntries.id, entry.id));
  // Friends hear of a move to another shelf, or of another reading finished (a dated re-read).
  const closing = shelf === 'read' || shelf === 'did_not_finish';
  if (from !== shelf || (closing && !open && move.finished_on))
    await recordShelving(tx, {
      userId: entry.userId,
      bookId: entry.bookId,
      shelf,
      now,
      finishedOn: closing ? (move.finished_on ?? today) : null,
    });
}

/** Takes a book off the member's shelves, with its readings and their progress; answers the book's id. */
export async function removeEntry(db: Database, userId: number, entryId: number): Promise<number> {
  const [removed] = await db
    .delete(shelfEntries)
    .where(and(eq(shelfEntries.id, entryId), eq(shelfEntries.userId, userId)))
    .returning({ bookId: shelfEntries.bookId });
  if (!removed) throw notFound('Shelf entry not found.');
  return removed.bookId;
}

/** Records progress on the entry's open reading: pages (at most the book's) or percent, one of them. */
export async function recordProgress(
  db: Database,
  userId: number,
  entryId: number,
  progress: { pages?: number | undefined; percent?: number | undefined },
  now: Date,
): Promise<void> {
  if ((progress.pages === undefined) === (progress.percent === undefined))
    throw badRequest('Give either pages or percent');
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: shelfEntries.id, bookId: shelfEntries.bookId, shelf: shelfEntries.shelf, pages: books.pages })
      .from(shelfEntries)
      .innerJoin(books, eq(books.id, shelfEntries.bookId))
      .where(and(eq(shelfEntries.id, entryId), eq(shelfEntries.userId, userId)))
      .for('update', { of: shelfEntries });
    if (!entry) throw notFound('Shelf entry not found.');
    const open = entry.shelf === 'currently_reading' ? await openReading(tx, entry.id) : undefined;
    if (!open) throw badRequest('Progress is recorded only for a book on Currently Reading');
    if (progress.pages !== undefined && entry.pages && progress.pages > entry.pages)
      throw badRequest(`pages must be at most ${entry.pages}, the pages of this book`);
    await tx.insert(readingProgress).values({
      readingId: open.id,
      pages: progress.pages ?? null,
      percent: progress.percent ?? null,
      recordedAt: now,
    });
    await tx.update(shelfEntries).set({ updatedAt: now }).where(eq(shelfEntries.id, entry.id));
    await recordProgressActivity(tx, {
      userId,
      bookId: entry.bookId,
      pages: progress.pages ?? null,
      percent: progress.percent ?? null,
      now,
    });
  });
}

/**
 * The profile's edit of its currently-reading book: a book goes onto Currently Reading (and so
 * becomes the profile's); null moves the book the profile shows back to Want to Read.
 */
export async function setProfileReading(
  db: Database,
  userId: number,
  bookId: number | null,
  shownBookId: number | null,
  now: Date,
  today: string,
): Promise<void> {
  if (bookId !== null) {
    // Already there, the move still makes it the latest updated.
    await shelveBook(db, userId, bookId, { shelf: 'currently_reading' }, now, today);
  } else if (shownBookId !== null) {
    await shelveBook(db, userId, shownBookId, { shelf: 'want_to_read' }, now, today);
  }
}
