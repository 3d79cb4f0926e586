/**
 * Reading a member's shelves: entries with their book, every reading and its progress history,
 * in a constant number of queries whatever the number of entries (one for the entries, one for the
 * readings, one for the progress, one for the books).
 */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { booksById } from '../catalog/books.js';
import type { Database } from '../db/client.js';
import { books, readingProgress, readings, shelfEntries } from '../db/schema.js';
import type { PageRequest } from '../http/pagination.js';
import { SHELVES, type ShelfEntryJson, type ShelfName } from './schemas.js';

export type EntryRow = typeof shelfEntries.$inferSelect;

export const SHELF_ORDERINGS = ['-updated_at', 'updated_at', '-added_at', 'added_at', 'title', '-title'] as const;
export type ShelfOrdering = (typeof SHELF_ORDERINGS)[number];

/** The JSON of entries, in the order given; an entry whose book is gone is left out. */
export async function entriesJson(db: Database, publicUrl: string, rows: EntryRow[]): Promise<ShelfEntryJson[]> {
  if (!rows.length) return [];
  const entryIds = rows.map((r) => r.id);
  const [bookMap, readingRows] = await Promise.all([
    booksById(
      db,
      publicUrl,
      rows.map((r) => r.bookId),
    ),
    db
      .select()
      .from(readings)
      .where(inArray(readings.entryId, entryIds))
      .orderBy(desc(readings.createdAt), desc(readings.id)),
  ]);
  const progressRows = readingRows.length
    ? await db
        .select()
        .from(readingProgress)
        .where(
          inArray(
            readingProgress.readingId,
            readingRows.map((r) => r.id),
          ),
        )
        .orderBy(desc(readingProgress.recordedAt), desc(readingProgress.id))
    : [];
  const progressOf = groupBy(progressRows, (p) => p.readingId);
  const readingsOf = groupBy(readingRows, (r) => r.entryId);
  return rows.flatMap((r) => {
    const book = bookMap.get(r.bookId);
    if (!book) return [];
    return [
      {
        id: r.id,
        book,
        shelf: r.shelf as ShelfName,
        added_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
        readings: (readingsOf.get(r.id) ?? []).map((x) => ({
          id: x.id,
          state: x.state as ShelfEntryJson['readings'][number]['state'],
          started_on: x.startedOn,
          finished_on: x.finishedOn,
          progress: (progressOf.get(x.id) ?? []).map((p) => ({
            id: p.id,
            pages: p.pages,
            percent: p.percent,
            recorded_at: p.recordedAt.toISOString(),
          })),
        })),
      },
    ];
  });
}

function groupBy<T>(list: T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of list) {
    const k = key(item);
    const group = map.get(k);
    if (group) group.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** How many books the member has on each shelf. */
export async function shelfCounts(db: Database, userId: number): Promise<Record<ShelfName, number>> {
  const rows = await db
    .select({ shelf: shelfEntries.shelf, n: count() })
    .from(shelfEntries)
    .where(eq(shelfEntries.userId, userId))
    .groupBy(shelfEntries.shelf);
  const counts = Object.fromEntries(SHELVES.map((s) => [s, 0])) as Record<ShelfName, number>;
  for (const r of rows) counts[r.shelf as ShelfName] = Number(r.n);
  return counts;
}

const ORDER: Record<ShelfOrdering, SQL[]> = {
  '-updated_at': [desc(shelfEntries.updatedAt), desc(shelfEntries.id)],
  updated_at: [asc(shelfEntries.updatedAt), asc(shelfEntries.id)],
  '-added_at': [desc(shelfEntries.createdAt), desc(shelfEntries.id)],
  added_at: [asc(shelfEntries.createdAt), asc(shelfEntries.id)],
  title: [asc(books.title), asc(shelfEntries.id)],
  '-title': [desc(books.title), desc(shelfEntries.id)],
};

/** One page of the member's shelves (one shelf, or all), with the count of what matched. */
export async function shelfPage(
  db: Database,
  publicUrl: string,
  userId: number,
  options: { shelf?: ShelfName; ordering: ShelfOrdering; page: PageRequest },
): Promise<{ count: number; entries: ShelfEntryJson[] }> {
  const where = and(eq(shelfEntries.userId, userId), options.shelf ? eq(shelfEntries.shelf, options.shelf) : undefined);
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(shelfEntries).where(where),
    db
      .select({ entry: shelfEntries })
      .from(shelfEntries)
      .innerJoin(books, eq(books.id, shelfEntries.bookId))
      .where(where)
      .orderBy(...ORDER[options.ordering])
      .limit(options.page.pageSize)
      .offset(options.page.offset),
  ]);
  return {
    count: Number(total[0]?.n ?? 0),
    entries: await entriesJson(
      db,
      publicUrl,
      rows.map((r) => r.entry),
    ),
  };
}

/** The member's entries of several books at once (a page of books' "my shelf"); unshelved books are left out. */
export async function entriesOfBooks(
  db: Database,
  publicUrl: string,
  userId: number,
  bookIds: number[],
): Promise<ShelfEntryJson[]> {
  const rows = await db
    .select()
    .from(shelfEntries)
    .where(and(eq(shelfEntries.userId, userId), inArray(shelfEntries.bookId, [...new Set(bookIds)])));
  const order = new Map(bookIds.map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(a.bookId) ?? 0) - (order.get(b.bookId) ?? 0));
  return entriesJson(db, publicUrl, rows);
}

/** The member's own entry `id`, or undefined (another member's entry is as good as absent). */
export async function ownEntry(db: Database, userId: number, id: number): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(shelfEntries)
    .where(and(eq(shelfEntries.id, id), eq(shelfEntries.userId, userId)));
  return row;
}

/** The book the profile shows as currently reading: the latest updated on Currently Reading. */
export async function currentlyReadingBookId(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ bookId: shelfEntries.bookId })
    .from(shelfEntries)
    .where(and(eq(shelfEntries.userId, userId), eq(shelfEntries.shelf, 'currently_reading')))
    .orderBy(desc(shelfEntries.updatedAt), desc(shelfEntries.id))
    .limit(1);
  return row?.bookId ?? null;
}
