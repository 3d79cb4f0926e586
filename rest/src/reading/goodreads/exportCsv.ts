/**
 * A member's shelves, ratings and reviews as a CSV in Goodreads' columns (columns.ts), one row a
 * book: its shelf, the day its latest reading was finished, how many times it was read, and the
 * member's rating and review. A book reviewed but not shelved has no exclusive shelf, which the
 * importer reads as a rating only. The ISBN-13 is written as Goodreads writes it (="…").
 */
import { stringify } from 'csv-stringify/sync';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authors, books, readings, reviews, shelfEntries } from '../../db/schema.js';
import { nepalDate } from '../../rentals/dates.js';
import type { ShelfName } from '../schemas.js';
import { GOODREADS_COLUMNS, GOODREADS_SHELF, type GoodreadsColumn } from './columns.js';

interface BookLine {
  bookId: number;
  title: string;
  author: string;
  isbn13: string | null;
  publisher: string | null;
  format: string;
  pages: number | null;
  year: number | null;
  shelf?: ShelfName;
  addedAt?: Date;
  finishedOn?: string | null;
  readCount?: number;
  rating?: number;
  review?: string;
  spoiler?: boolean;
}

const slashed = (day: string | null | undefined) => (day ? day.replace(/-/g, '/') : '');
/** Review text as Goodreads keeps it: line breaks as <br/>. */
const reviewHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br/>');

const bookFields = {
  bookId: books.id,
  title: books.title,
  author: authors.name,
  isbn13: books.isbn13,
  publisher: books.publicationHouse,
  format: books.format,
  pages: books.pages,
  year: books.year,
};

export async function exportCsv(db: Database, userId: number): Promise<string> {
  const [shelved, reviewed] = await Promise.all([
    db
      .select({
        ...bookFields,
        shelf: shelfEntries.shelf,
        addedAt: shelfEntries.createdAt,
        finishedOn: sql<string | null>`(select max(${readings.finishedOn})::text from ${readings}
          where ${readings.entryId} = ${shelfEntries.id} and ${readings.state} <> 'reading')`,
        readCount: sql<number>`(select count(*)::int from ${readings}
          where ${readings.entryId} = ${shelfEntries.id} and ${readings.state} = 'read')`,
      })
      .from(shelfEntries)
      .innerJoin(books, eq(books.id, shelfEntries.bookId))
      .innerJoin(authors, eq(authors.id, books.authorId))
      .where(eq(shelfEntries.userId, userId))
      .orderBy(shelfEntries.id),
    db
      .select({ ...bookFields, rating: reviews.rating, review: reviews.content, spoiler: reviews.containsSpoiler })
      .from(reviews)
      .innerJoin(books, eq(books.id, reviews.bookId))
      .innerJoin(authors, eq(authors.id, books.authorId))
      .where(and(eq(reviews.userId, userId)))
      .orderBy(reviews.id),
  ]);
  const lines = new Map<number, BookLine>();
  for (const s of shelved) lines.set(s.bookId, { ...s, shelf: s.shelf as ShelfName });
  for (const r of reviewed) lines.set(r.bookId, { ...lines.get(r.bookId), ...r });
  const records = [...lines.values()].map((line) => recordOf(line));
  return stringify(records, { header: true, columns: [...GOODREADS_COLUMNS] });
}

function recordOf(line: BookLine): Record<GoodreadsColumn, string> {
  const shelf = line.shelf ? GOODREADS_SHELF[line.shelf] : '';
  return {
    'Book Id': String(line.bookId),
    Title: line.title,
    Author: line.author,
    'Author l-f': line.author,
    'Additional Authors': '',
    ISBN: '=""',
    ISBN13: `="${line.isbn13 ?? ''}"`,
    'My Rating': String(line.rating ?? 0),
    'Average Rating': '',
    Publisher: line.publisher ?? '',
    Binding: line.format,
    'Number of Pages': line.pages === null ? '' : String(line.pages),
    'Year Published': line.year === null ? '' : String(line.year),
    'Original Publication Year': '',
    'Date Read': slashed(line.finishedOn),
    'Date Added': line.addedAt ? slashed(nepalDate(line.addedAt)) : '',
    Bookshelves: shelf === 'did-not-finish' ? shelf : '',
    'Bookshelves with positions': '',
    'Exclusive Shelf': shelf,
    'My Review': line.review ? reviewHtml(line.review) : '',
    Spoiler: line.spoiler ? 'true' : '',
    'Private Notes': '',
    'Read Count': String(line.readCount ?? 0),
    'Owned Copies': '0',
  };
}
