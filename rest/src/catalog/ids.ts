/** Books' and authors' ids in id order after a cursor: what a sitemap walks (routes/catalogIds.ts). */
import { and, asc, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authors, books } from '../db/schema.js';

/** Up to `limit` ids of `kind` past `after`, and the cursor of the next page (null after the last). */
export async function idsAfter(
  db: Database,
  kind: 'books' | 'authors',
  after: number,
  limit: number,
): Promise<{ ids: number[]; next_after: number | null }> {
  const table = kind === 'books' ? books : authors;
  // One more than asked tells whether another page follows, without counting.
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(kind === 'books' ? and(gt(books.id, after), isNull(books.hiddenAt)) : gt(table.id, after))
    .orderBy(asc(table.id))
    .limit(limit + 1);
  const ids = rows.slice(0, limit).map((row) => row.id);
  return { ids, next_after: rows.length > limit ? ids.at(-1)! : null };
}
