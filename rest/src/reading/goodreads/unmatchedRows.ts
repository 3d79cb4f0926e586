/**
 * The rows of a member's Goodreads imports that found no book: listed oldest first, and settled by
 * the member one at a time, either matched to a book they pick (the row is then imported onto it,
 * and the match remembered for later imports) or skipped (remembered too). Only the member's own
 * rows: another member's row id is a 404.
 */
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { books, goodreadsRows } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { PageRequest } from '../../http/pagination.js';
import type { GoodreadsRow } from './columns.js';
import { importRows, type ImportCounts } from './importRows.js';

export interface UnmatchedRowJson {
  id: number;
  title: string;
  author: string;
  isbn13: string | null;
  shelf: GoodreadsRow['shelf'];
  rating: number | null;
  date_read: string | null;
}

const open = (userId: number) =>
  and(eq(goodreadsRows.userId, userId), isNull(goodreadsRows.bookId), eq(goodreadsRows.skipped, false));

export async function unmatchedPage(
  db: Database,
  userId: number,
  page: PageRequest,
): Promise<{ count: number; rows: UnmatchedRowJson[] }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: goodreadsRows.id, row: goodreadsRows.row })
      .from(goodreadsRows)
      .where(open(userId))
      .orderBy(asc(goodreadsRows.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ count: count() }).from(goodreadsRows).where(open(userId)),
  ]);
  return {
    count: total?.count ?? 0,
    rows: rows.map(({ id, row }) => {
      const r = row as GoodreadsRow;
      return {
        id,
        title: r.title,
        author: r.author,
        isbn13: r.isbn13,
        shelf: r.shelf,
        rating: r.rating,
        date_read: r.dateRead,
      };
    }),
  };
}

async function openRow(db: Database, userId: number, id: number): Promise<GoodreadsRow> {
  const [found] = await db
    .select({ row: goodreadsRows.row })
    .from(goodreadsRows)
    .where(and(eq(goodreadsRows.id, id), open(userId)));
  if (!found) throw notFound('Import row not found.');
  return found.row as GoodreadsRow;
}

/** Imports the row onto the book the member picked and remembers the match. */
export async function matchRow(
  db: Database,
  userId: number,
  id: number,
  bookId: number,
  now: Date,
  today: string,
): Promise<ImportCounts> {
  const row = await openRow(db, userId, id);
  const [book] = await db
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.id, bookId), isNull(books.hiddenAt)));
  if (!book) throw notFound('Book not found.');
  const counts = await importRows(db, userId, [row], new Map([[row.key, { bookId }]]), now, today);
  await db.update(goodreadsRows).set({ bookId }).where(eq(goodreadsRows.id, id));
  return counts;
}

/** Leaves the row out, now and in later imports of the same file. */
export async function skipRow(db: Database, userId: number, id: number): Promise<void> {
  const skipped = await db
    .update(goodreadsRows)
    .set({ skipped: true })
    .where(and(eq(goodreadsRows.id, id), open(userId)))
    .returning({ id: goodreadsRows.id });
  if (!skipped.length) throw notFound('Import row not found.');
}
