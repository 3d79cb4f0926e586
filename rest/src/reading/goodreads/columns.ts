/**
 * Goodreads' export: its published columns, in their order, and how one of its rows reads as
 * Pustak's shelves, dates, rating and review. Shared by the importer and the exporter, so an
 * export always opens in the importer.
 */
import { createHash } from 'node:crypto';
import { anyIsbnAs13 } from '../../catalog/isbn.js';
import type { ShelfName } from '../schemas.js';

export const GOODREADS_COLUMNS = [
  'Book Id',
  'Title',
  'Author',
  'Author l-f',
  'Additional Authors',
  'ISBN',
  'ISBN13',
  'My Rating',
  'Average Rating',
  'Publisher',
  'Binding',
  'Number of Pages',
  'Year Published',
  'Original Publication Year',
  'Date Read',
  'Date Added',
  'Bookshelves',
  'Bookshelves with positions',
  'Exclusive Shelf',
  'My Review',
  'Spoiler',
  'Private Notes',
  'Read Count',
  'Owned Copies',
] as const;
export type GoodreadsColumn = (typeof GOODREADS_COLUMNS)[number];

/** Without these a file is not a Goodreads export. */
export const REQUIRED_COLUMNS: GoodreadsColumn[] = ['Title', 'Author', 'Exclusive Shelf'];

/** Goodreads' shelf names (and the usual custom ones for giving up) and Pustak's shelves. */
const SHELF_OF: Record<string, ShelfName> = {
  read: 'read',
  'currently-reading': 'currently_reading',
  'to-read': 'want_to_read',
  'did-not-finish': 'did_not_finish',
  dnf: 'did_not_finish',
};
export const GOODREADS_SHELF: Record<ShelfName, string> = {
  read: 'read',
  currently_reading: 'currently-reading',
  want_to_read: 'to-read',
  did_not_finish: 'did-not-finish',
};

/** One row as the importer uses it. */
export interface GoodreadsRow {
  /** Stable across exports of the same shelf: remembers a member's match or skip. */
  key: string;
  line: number;
  title: string;
  author: string;
  isbn13: string | null;
  /** null: an exclusive shelf Pustak has no counterpart of (the rating and review still count). */
  shelf: ShelfName | null;
  /** 1–5, or null for none (Goodreads writes 0). */
  rating: number | null;
  review: string;
  spoiler: boolean;
  /** Nepal days, YYYY-MM-DD. */
  dateRead: string | null;
  dateAdded: string | null;
}

/** Goodreads writes dates as 2024/05/14; a date that is no real day is left out. */
function dayOf(value: string | undefined): string | null {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec((value ?? '').trim());
  if (!match) return null;
  const day = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : null;
}

/** A review's text as Goodreads stores it (HTML line breaks) in plain text. */
const plainReview = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

function shelfOf(exclusive: string, bookshelves: string): ShelfName | null {
  const shelf = SHELF_OF[exclusive.trim().toLowerCase()];
  if (shelf) return shelf;
  const named = bookshelves.split(',').map((s) => s.trim().toLowerCase());
  return named.includes('did-not-finish') || named.includes('dnf') ? 'did_not_finish' : null;
}

/** A row of the parsed file (column name to text) as the importer uses it. */
export function readRow(record: Partial<Record<string, string>>, line: number): GoodreadsRow {
  const text = (column: GoodreadsColumn) => (record[column] ?? '').trim();
  const title = text('Title');
  const author = text('Author');
  const isbn13 = anyIsbnAs13(text('ISBN13')) ?? anyIsbnAs13(text('ISBN'));
  const rating = Number(text('My Rating'));
  const identity = text('Book Id') || `${title}\u0000${author}\u0000${isbn13 ?? ''}`;
  return {
    key: createHash('sha256').update(identity).digest('base64url').slice(0, 32),
    line,
    title,
    author,
    isbn13,
    shelf: shelfOf(text('Exclusive Shelf'), text('Bookshelves')),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    review: plainReview(text('My Review')),
    spoiler: ['true', 'yes', '1'].includes(text('Spoiler').toLowerCase()),
    dateRead: dayOf(text('Date Read')),
    dateAdded: dayOf(text('Date Added')),
  };
}
