/** Authors as clients read them, each with the number of their books. */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { authors, books } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { authorCoverUrl } from '../media/urls.js';

const authorColumns = {
  id: authors.id,
  name: authors.name,
  birthDate: authors.birthDate,
  email: authors.email,
  biography: authors.biography,
  booksCount: sql<number>`(${new QueryBuilder()
    .select({ count: sql`count(*)::int` })
    .from(books)
    .where(and(eq(books.authorId, authors.id), isNull(books.hiddenAt)))})`,
};

const selectAuthors = (db: Database) => db.select(authorColumns).from(authors);
type AuthorRow = Awaited<ReturnType<ReturnType<typeof selectAuthors>['execute']>>[number];

function toJson(publicUrl: string, a: AuthorRow) {
  return {
    id: a.id,
    name: a.name,
    cover_image: authorCoverUrl(publicUrl, a.id),
    birth_date: a.birthDate,
    email: a.email,
    biography: a.biography,
    books_count: a.booksCount,
  };
}

/** One page of the authors, by name, and how many there are in all. */
export async function pageOfAuthors(db: Database, publicUrl: string, page: { offset: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    selectAuthors(db).orderBy(asc(authors.name), asc(authors.id)).limit(page.pageSize).offset(page.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(authors),
  ]);
  return { count: total?.count ?? 0, authors: rows.map((a) => toJson(publicUrl, a)) };
}

/** The authors among `ids`, in the order asked, each once; unknown ids are left out. */
export async function authorsByIds(db: Database, publicUrl: string, ids: number[]) {
  const rows = await selectAuthors(db).where(inArray(authors.id, [...new Set(ids)]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...new Set(ids)].flatMap((id) => (byId.has(id) ? [toJson(publicUrl, byId.get(id)!)] : []));
}

/** One author, or a 404. */
export async function authorById(db: Database, publicUrl: string, id: number) {
  const [row] = await selectAuthors(db).where(eq(authors.id, id));
  if (!row) throw notFound('Author not found');
  return toJson(publicUrl, row);
}

/** The ids among `ids` that are authors, in the order asked, each once. */
export async function knownAuthorIds(db: Database, ids: number[]): Promise<number[]> {
  const asked = [...new Set(ids)];
  const known = await db.select({ id: authors.id }).from(authors).where(inArray(authors.id, asked));
  return asked.filter((id) => known.some((k) => k.id === id));
}
