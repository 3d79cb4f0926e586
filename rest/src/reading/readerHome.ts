/**
 * What /home shows one member (issue 36 item 5), in a constant number of queries: their favourite
 * authors, ranked from their own shelves, favourites and ratings (the best-selling authors only
 * for a member with none of these, and marked `sample`), and 'Because you read …': books sharing
 * the author or a genre with the book they finished most recently, never one already on their
 * shelves. Never reads another member's rows.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authorsByIds } from '../catalog/authors.js';
import { booksById, type BookJson } from '../catalog/books.js';

export const FAVOURITE_AUTHORS = 8;
export const BECAUSE_YOU_READ = 6;

async function ids(db: Database, query: ReturnType<typeof sql>): Promise<number[]> {
  const result = (await db.execute(query)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/**
 * The member's authors, most engaged first: a book read or favourited counts 3, one being read 2,
 * wanted 1, a rating its stars less 2 (a 1-star rating counts against); given up counts nothing.
 */
function ownAuthors(db: Database, userId: number) {
  return ids(
    db,
    sql`with signals as (
          select book_id, case shelf when 'read' then 3 when 'currently_reading' then 2
                                     when 'want_to_read' then 1 else 0 end as weight
            from shelf_entries where user_id = ${userId}
          union all select book_id, 3 from favorite_books where user_id = ${userId}
          union all select book_id, rating - 2 from reviews where user_id = ${userId}
        )
        select b.author_id as id from signals s join books b on b.id = s.book_id
        group by b.author_id having sum(s.weight) > 0
        order by sum(s.weight) desc, b.author_id
        limit ${FAVOURITE_AUTHORS}`,
  );
}

/** The store's sample: the authors whose visible books sold most. */
function popularAuthors(db: Database) {
  return ids(
    db,
    sql`select author_id as id from books where hidden_at is null
        group by author_id order by sum(sales_count) desc, author_id limit ${FAVOURITE_AUTHORS}`,
  );
}

/** The book on the member's Read shelf moved there most recently, if any. */
async function lastRead(db: Database, userId: number): Promise<number | undefined> {
  const [id] = await ids(
    db,
    sql`select book_id as id from shelf_entries where user_id = ${userId} and shelf = 'read'
        order by updated_at desc, id desc limit 1`,
  );
  return id;
}

/** Books like `bookId`: same author first, then most genres shared, then most bought; none shelved. */
function alike(db: Database, userId: number, bookId: number) {
  return ids(
    db,
    sql`select other.id from books read
        join books other on other.id <> read.id and other.hidden_at is null
        left join lateral (
          select count(*)::int as shared from book_genres mine
          join book_genres theirs on theirs.genre_id = mine.genre_id and theirs.book_id = other.id
          where mine.book_id = read.id
        ) g on true
        where read.id = ${bookId}
          and (other.author_id = read.author_id or g.shared > 0)
          and not exists (select 1 from shelf_entries e where e.user_id = ${userId} and e.book_id = other.id)
        order by (other.author_id = read.author_id) desc, g.shared desc, other.sales_count desc, other.id
        limit ${BECAUSE_YOU_READ}`,
  );
}

export interface ReaderHomeJson {
  favourite_authors: { sample: boolean; authors: Awaited<ReturnType<typeof authorsByIds>> };
  because_you_read: { book: BookJson; books: BookJson[] } | null;
}

export async function readerHome(db: Database, publicUrl: string, userId: number): Promise<ReaderHomeJson> {
  const own = await ownAuthors(db, userId);
  const sample = own.length === 0;
  const authorIds = sample ? await popularAuthors(db) : own;
  const read = await lastRead(db, userId);
  const similar = read === undefined ? [] : await alike(db, userId, read);
  const found = await booksById(db, publicUrl, read === undefined ? [] : [read, ...similar]);
  const readBook = read === undefined ? undefined : found.get(read);
  return {
    favourite_authors: { sample, authors: await authorsByIds(db, publicUrl, authorIds) },
    because_you_read: readBook ? { book: readBook, books: similar.flatMap((id) => found.get(id) ?? []) } : null,
  };
}
