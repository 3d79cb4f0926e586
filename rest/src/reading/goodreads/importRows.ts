/**
 * Writes the matched rows of a Goodreads export onto a member's shelves, in one transaction: a
 * book not yet on their shelves goes on the row's shelf (dated as Goodreads dated it), a finished
 * book with a reading finished on that day, and a rating (with its review) becomes the member's
 * review unless they already reviewed the book. A book already shelved, or already reviewed, is
 * left as the member has it: so importing the same file twice adds nothing the second time.
 * Rows that found no book are kept for the member to match or skip (goodreads_rows). A constant
 * number of statements per thousand rows, and one per rating added (the book's aggregates).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { goodreadsRows, readings, reviews, shelfEntries } from '../../db/schema.js';
import { adjustBookRating } from '../../reviews/reviews.js';
import type { ShelfName } from '../schemas.js';
import type { GoodreadsRow } from './columns.js';
import type { RowMatch } from './matchBooks.js';

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

export interface ImportCounts {
  rows: number;
  matched: number;
  shelved: Record<ShelfName, number>;
  reviews_added: number;
  already_there: number;
  unmatched: number;
  skipped: number;
}

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** Noon in Nepal of a day, so the day reads the same wherever it is shown. */
const nepalNoon = (day: string) => new Date(`${day}T12:00:00+05:45`);

interface Planned {
  row: GoodreadsRow;
  bookId: number;
}

export async function importRows(
  db: Database,
  userId: number,
  rows: GoodreadsRow[],
  matches: Map<string, RowMatch>,
  now: Date,
  today: string,
): Promise<ImportCounts> {
  const counts: ImportCounts = {
    rows: rows.length,
    matched: 0,
    shelved: { want_to_read: 0, currently_reading: 0, read: 0, did_not_finish: 0 },
    reviews_added: 0,
    already_there: 0,
    unmatched: 0,
    skipped: 0,
  };
  const planned: Planned[] = [];
  const unmatched: GoodreadsRow[] = [];
  for (const row of rows) {
    const match = matches.get(row.key);
    if (!match) unmatched.push(row);
    else if ('skipped' in match) counts.skipped++;
    else planned.push({ row, bookId: match.bookId });
  }
  counts.matched = planned.length;
  counts.unmatched = unmatched.length;

  await db.transaction(async (tx) => {
    const added = await addToShelves(tx, userId, planned, now, today);
    const reviewed = await addReviews(tx, userId, planned);
    Object.assign(counts.shelved, added.shelved);
    counts.reviews_added = reviewed.size;
    counts.already_there = planned.filter((p) => !added.keys.has(p.row.key) && !reviewed.has(p.row.key)).length;
    for (const part of chunks(unmatched))
      await tx
        .insert(goodreadsRows)
        .values(part.map((row) => ({ userId, rowKey: row.key, row, createdAt: now })))
        .onConflictDoNothing();
  });
  return counts;
}

/** Shelves the books not yet on the member's shelves; answers what it added. */
async function addToShelves(tx: Tx, userId: number, planned: Planned[], now: Date, today: string) {
  const shelved: Record<ShelfName, number> = { want_to_read: 0, currently_reading: 0, read: 0, did_not_finish: 0 };
  const ids = [...new Set(planned.map((p) => p.bookId))];
  const existing = new Set<number>();
  for (const part of chunks(ids)) {
    const found = await tx
      .select({ bookId: shelfEntries.bookId })
      .from(shelfEntries)
      .where(and(eq(shelfEntries.userId, userId), inArray(shelfEntries.bookId, part)));
    for (const f of found) existing.add(f.bookId);
  }
  // One row per book: a file naming a book twice shelves it once, as its first row says.
  const fresh = new Map<number, GoodreadsRow>();
  for (const p of planned)
    if (!existing.has(p.bookId) && !fresh.has(p.bookId) && p.row.shelf) fresh.set(p.bookId, p.row);
  const keys = new Set<string>();

  for (const part of chunks([...fresh.entries()])) {
    const entries = await tx
      .insert(shelfEntries)
      .values(
        part.map(([bookId, row]) => {
          const added = row.dateAdded && row.dateAdded <= today ? nepalNoon(row.dateAdded) : now;
          const finished = finishedOn(row, today);
          return {
            userId,
            bookId,
            shelf: row.shelf!,
            createdAt: added,
            updatedAt: finished && nepalNoon(finished) > added ? nepalNoon(finished) : added,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: shelfEntries.id, bookId: shelfEntries.bookId });
    const readingRows = entries.flatMap(({ id, bookId }) => {
      const row = fresh.get(bookId)!;
      shelved[row.shelf!]++;
      keys.add(row.key);
      if (row.shelf === 'want_to_read') return [];
      const state = row.shelf === 'currently_reading' ? 'reading' : row.shelf!;
      return [{ entryId: id, state, startedOn: null, finishedOn: finishedOn(row, today), createdAt: now }];
    });
    if (readingRows.length) await tx.insert(readings).values(readingRows);
  }
  return { shelved, keys };
}

/** A closed reading's day: the row's Date Read, never in the future. */
function finishedOn(row: GoodreadsRow, today: string): string | null {
  if (row.shelf !== 'read' && row.shelf !== 'did_not_finish') return null;
  return row.dateRead && row.dateRead <= today ? row.dateRead : null;
}

/** The member's review of each rated book they have not reviewed yet, with the books' ratings; answers the rows' keys. */
async function addReviews(tx: Tx, userId: number, planned: Planned[]): Promise<Set<string>> {
  const rated = new Map<number, GoodreadsRow>();
  for (const p of planned) if (p.row.rating !== null && !rated.has(p.bookId)) rated.set(p.bookId, p.row);
  const keys = new Set<string>();
  for (const part of chunks([...rated.entries()])) {
    const written = await tx
      .insert(reviews)
      .values(
        part.map(([bookId, row]) => ({
          bookId,
          userId,
          rating: row.rating!,
          // Goodreads reviews have no title; the review's text is the review.
          title: '',
          content: row.review,
          containsSpoiler: row.spoiler && row.review !== '',
        })),
      )
      .onConflictDoNothing()
      .returning({ bookId: reviews.bookId, rating: reviews.rating });
    if (!written.length) continue;
    for (const w of written) keys.add(rated.get(w.bookId)!.key);
    // The book's rating, count and star counts move as for any review written (reviews/reviews.ts).
    for (const w of written) await adjustBookRating(tx, w.bookId, { added: w.rating });
  }
  return keys;
}
