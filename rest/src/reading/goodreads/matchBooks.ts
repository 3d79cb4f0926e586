/**
 * Finds the catalog's book for each row of a Goodreads export: the member's own earlier match of
 * that row first, then the ISBN-13, then title and author compared in plain Roman letters
 * (catalog/transliteration.ts), so 'Muna Madan' by 'Laxmi Prasad Devkota' finds मुनामदन by
 * लक्ष्मीप्रसाद देवकोटा and the other way round. A title and author naming two books is left for the
 * member to choose: a wrong match is worse than none. Three queries whatever the file's size.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authors, books, goodreadsRows } from '../../db/schema.js';
import { queryForms } from '../../catalog/transliteration.js';
import type { GoodreadsRow } from './columns.js';

/** How a row was settled: a book, or a skip the member chose earlier. */
export type RowMatch = { bookId: number } | { skipped: true };

const joined = (forms: string[]) => forms.map((f) => f.replace(/ /g, ''));

/** The whole title, without a series in brackets, and without a subtitle. */
function titleForms(title: string): string[] {
  const noSeries = title.replace(/\s*\([^)]*\)\s*$/, '');
  const noSubtitle = noSeries.split(':')[0]!;
  return joined([...new Set([title, noSeries, noSubtitle])].flatMap(queryForms));
}

export async function matchBooks(db: Database, userId: number, rows: GoodreadsRow[]): Promise<Map<string, RowMatch>> {
  const found = new Map<string, RowMatch>();
  const keys = [...new Set(rows.map((r) => r.key))];
  if (!keys.length) return found;
  const remembered = await db
    .select({ key: goodreadsRows.rowKey, bookId: goodreadsRows.bookId, skipped: goodreadsRows.skipped })
    .from(goodreadsRows)
    .where(and(eq(goodreadsRows.userId, userId), inArray(goodreadsRows.rowKey, keys)));
  for (const r of remembered) {
    if (r.bookId !== null) found.set(r.key, { bookId: r.bookId });
    else if (r.skipped) found.set(r.key, { skipped: true });
  }

  const open = rows.filter((r) => !found.has(r.key));
  const isbns = [...new Set(open.flatMap((r) => (r.isbn13 ? [r.isbn13] : [])))];
  if (isbns.length) {
    const byIsbn = await db
      .select({ id: books.id, isbn13: books.isbn13 })
      .from(books)
      .where(and(inArray(books.isbn13, isbns), isNull(books.hiddenAt)));
    const idOf = new Map(byIsbn.map((b) => [b.isbn13!, b.id]));
    for (const r of open) {
      const id = r.isbn13 ? idOf.get(r.isbn13) : undefined;
      if (id !== undefined) found.set(r.key, { bookId: id });
    }
  }

  const byText = rows.filter((r) => !found.has(r.key) && r.title && r.author);
  const wanted = byText.map((r) => ({ row: r, titles: titleForms(r.title), authors: joined(queryForms(r.author)) }));
  const allTitles = [...new Set(wanted.flatMap((w) => w.titles))];
  if (!allTitles.length) return found;
  const titleKey = sql<string>`replace(${books.titleLatin}, ' ', '')`;
  const candidates = await db
    .select({ id: books.id, title: titleKey, author: sql<string>`replace(${authors.nameLatin}, ' ', '')` })
    .from(books)
    .innerJoin(authors, eq(authors.id, books.authorId))
    .where(and(inArray(titleKey, allTitles), isNull(books.hiddenAt)));
  for (const w of wanted) {
    const ids = new Set(
      candidates.filter((c) => w.titles.includes(c.title) && w.authors.includes(c.author)).map((c) => c.id),
    );
    if (ids.size === 1) found.set(w.row.key, { bookId: [...ids][0]! });
  }
  return found;
}
