/**
 * What to read next after each of several books, in SQL and in a constant number of queries
 * whatever the number of books: 'More by {author}' (the author's other books, most bought first)
 * and 'Readers also enjoyed' (the books most often favourited, wishlisted or ordered by the
 * members who favourited, wishlisted or ordered this one; never the book itself).
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { books } from '../db/schema.js';
import { booksById, type BookJson } from './books.js';

export const READ_NEXT_LIMIT = 6;

export interface ReadNextJson {
  book_id: number;
  more_by_author: BookJson[];
  readers_also_enjoyed: BookJson[];
}

const idArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]`;

type Pick = { for_id: number; id: number };

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Pick[]> {
  const result = (await db.execute(query)) as unknown as { rows: Pick[] };
  return result.rows.map((r) => ({ for_id: Number(r.for_id), id: Number(r.id) }));
}

function moreByAuthor(db: Database, ids: number[]) {
  return rows(
    db,
    sql`select asked.id as for_id, more.id
        from unnest(${idArray(ids)}) as asked(id)
        join books b on b.id = asked.id
        cross join lateral (
          select other.id from books other
          where other.author_id = b.author_id and other.id <> b.id and other.hidden_at is null
          order by other.sales_count desc, other.id limit ${READ_NEXT_LIMIT}
        ) more`,
  );
}

/** Who engaged with a book: favourites, wishlist entries, and orders not cancelled. */
const ENGAGED = sql`(
  select user_id, book_id from favorite_books
  union select user_id, book_id from wishlist_items
  union select o.user_id, oi.book_id from order_items oi join orders o on o.id = oi.order_id
    where o.cancelled_at is null
)`;

function readersAlsoEnjoyed(db: Database, ids: number[]) {
  return rows(
    db,
    sql`with engaged as ${ENGAGED}
        select asked.id as for_id, liked.id
        from unnest(${idArray(ids)}) as asked(id)
        cross join lateral (
          select theirs.book_id as id from engaged mine
          join engaged theirs on theirs.user_id = mine.user_id and theirs.book_id <> mine.book_id
          join books b on b.id = theirs.book_id
          where mine.book_id = asked.id and b.hidden_at is null
          group by theirs.book_id, b.sales_count
          order by count(distinct theirs.user_id) desc, b.sales_count desc, theirs.book_id
          limit ${READ_NEXT_LIMIT}
        ) liked`,
  );
}

/** One entry per known book asked, in the order asked (each once); unknown books are left out. */
export async function readNextOf(db: Database, publicUrl: string, asked: number[]): Promise<ReadNextJson[]> {
  const ids = [...new Set(asked)];
  const known = new Set((await db.select({ id: books.id }).from(books).where(inArray(books.id, ids))).map((b) => b.id));
  const present = ids.filter((id) => known.has(id));
  if (present.length === 0) return [];
  const [more, liked] = [await moreByAuthor(db, present), await readersAlsoEnjoyed(db, present)];
  const picked = await booksById(
    db,
    publicUrl,
    [...more, ...liked].map((p) => p.id),
  );
  const listFor = (picks: Pick[], id: number) =>
    picks.filter((p) => p.for_id === id).flatMap((p) => picked.get(p.id) ?? []);
  return present.map((id) => ({
    book_id: id,
    more_by_author: listFor(more, id),
    readers_also_enjoyed: listFor(liked, id),
  }));
}
