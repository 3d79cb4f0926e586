/**
 * A Goodreads export written for these tests, in Goodreads' published column layout: rows for
 * books of the seeded catalog (some titled in the other script, some found only by ISBN-13) and
 * rows for books the store does not have. Made up here from the catalog; no real member's data.
 */
import { stringify } from 'csv-stringify/sync';
import { toLatin } from '../src/catalog/transliteration.js';
import { GOODREADS_COLUMNS } from '../src/reading/goodreads/columns.js';
import type { Api } from './helpers.js';

export interface CatalogBook {
  id: number;
  title: string;
  author: { name: string };
}

const joined = (text: string) => toLatin(text).replace(/ /g, '');

/** Every book in the catalog (as the public sees it). */
export async function wholeCatalog(api: Api): Promise<CatalogBook[]> {
  const all: CatalogBook[] = [];
  for (let page = 1; ; page++) {
    const reply = await api.get(`/books/?ordering=title&page_size=100&page=${page}`);
    if (reply.status !== 200) break;
    all.push(...reply.body.results.books);
    if (!reply.body.next) break;
  }
  return all;
}

/** Books whose title and author, in Roman letters, name no other book: a match is certain. */
export function unambiguous(books: CatalogBook[]): CatalogBook[] {
  const key = (b: CatalogBook) => `${joined(b.title)}|${joined(b.author.name)}`;
  const seen = new Map<string, number>();
  for (const b of books) seen.set(key(b), (seen.get(key(b)) ?? 0) + 1);
  return books.filter((b) => seen.get(key(b)) === 1 && joined(b.title) !== '');
}

/** A valid ISBN-13 in Nepal's group (978-9937) for a test book. */
export function testIsbn(bookId: number): string {
  const first12 = `9789937${String(bookId).padStart(5, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

const SHELVES = ['read', 'currently-reading', 'to-read', 'did-not-finish'] as const;

export interface FixtureRow {
  bookId: number | null;
  shelf: (typeof SHELVES)[number];
  rating: number;
  review: string;
  spoiler: boolean;
  dateRead: string;
}

export interface Fixture {
  csv: string;
  rows: FixtureRow[];
}

/**
 * `matched` rows for catalog books (every fifth titled in the other script's Roman letters, the
 * `byIsbn` ones under a title no book has, with their ISBN-13), then `unmatched` rows for books
 * the store lacks.
 */
export function goodreadsFixture(matched: CatalogBook[], byIsbn: Set<number>, unmatched: number): Fixture {
  const rows: FixtureRow[] = [];
  const records: Record<string, string>[] = [];
  const add = (id: number | null, title: string, author: string, isbn13: string, i: number) => {
    const shelf = SHELVES[i % 4]!;
    const rating = i % 3 === 0 ? (i % 5) + 1 : 0;
    const review = rating && i % 2 === 0 ? `Line one of ${i}<br/>line two & more` : '';
    const spoiler = review !== '' && i % 4 === 0;
    const dateRead = shelf === 'read' ? `2024/${String((i % 12) + 1).padStart(2, '0')}/0${(i % 9) + 1}` : '';
    rows.push({ bookId: id, shelf, rating, review, spoiler, dateRead });
    records.push({
      'Book Id': String(900000 + i),
      Title: title,
      Author: author,
      'Author l-f': author,
      'Additional Authors': '',
      ISBN: '=""',
      ISBN13: `="${isbn13}"`,
      'My Rating': String(rating),
      'Average Rating': '3.95',
      Publisher: 'A Publisher',
      Binding: 'Paperback',
      'Number of Pages': '240',
      'Year Published': '2001',
      'Original Publication Year': '1999',
      'Date Read': dateRead,
      'Date Added': '2023/12/01',
      Bookshelves: shelf === 'did-not-finish' ? 'did-not-finish' : shelf === 'read' ? '' : shelf,
      'Bookshelves with positions': '',
      'Exclusive Shelf': shelf,
      'My Review': review,
      Spoiler: spoiler ? 'true' : '',
      'Private Notes': '',
      'Read Count': shelf === 'read' ? '1' : '0',
      'Owned Copies': '0',
    });
  };
  matched.forEach((b, i) => {
    if (byIsbn.has(b.id)) add(b.id, `Goodreads Edition ${i} (Series #${i})`, 'Someone Else', testIsbn(b.id), i);
    else if (i % 5 === 0) add(b.id, toLatin(b.title), toLatin(b.author.name), '', i);
    else add(b.id, b.title, b.author.name, '', i);
  });
  for (let j = 0; j < unmatched; j++) {
    const i = matched.length + j;
    add(null, `A Book Pustak Lacks ${j}`, `Writer Nobody ${j}`, '', i);
  }
  return { csv: stringify(records, { header: true, columns: [...GOODREADS_COLUMNS] }), rows };
}
