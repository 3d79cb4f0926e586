/** Authors and their books. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { Type, type FastifyPluginAsyncTypebox, type TSchema } from '@fastify/type-provider-typebox';
import { booksOfAuthors, listBooks } from '../catalog/books.js';
import type { Database } from '../db/client.js';
import { authors, books } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { answers, IdListQuery, IdParam } from '../http/schemas.js';
import { Author, Book } from '../catalog/schemas.js';
import { authorCoverUrl } from '../media/urls.js';

const authorColumns = {
  id: authors.id,
  name: authors.name,
  birthDate: authors.birthDate,
  email: authors.email,
  biography: authors.biography,
  booksCount: sql<number>`(select count(*)::int from ${books} where ${books.authorId} = ${authors.id})`,
};

const Answer = <T extends TSchema>(data: T) => answers({ 200: Type.Object({ success: Type.Literal(true), data }) });

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

async function findAuthor(db: Database, id: number): Promise<AuthorRow> {
  const [row] = await selectAuthors(db).where(eq(authors.id, id));
  if (!row) throw notFound('Author not found');
  return row;
}

/** An author's books are few (tens at most), so they come in one unpaginated list. */
const AUTHOR_BOOKS_LIMIT = 500;

export const authorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/authors/',
    { schema: { tags: ['authors'], summary: 'Every author', response: Answer(Type.Array(Author)) } },
    async () => {
      const rows = await selectAuthors(db).orderBy(asc(authors.name));
      return { success: true as const, data: rows.map((a) => toJson(config.publicUrl, a)) };
    },
  );

  app.get(
    '/authors/:id/',
    { schema: { tags: ['authors'], summary: 'One author', params: IdParam(), response: Answer(Author) } },
    async (request) => ({
      success: true as const,
      data: toJson(config.publicUrl, await findAuthor(db, request.params.id)),
    }),
  );

  app.get(
    '/authors/:id/books/',
    {
      schema: {
        tags: ['authors'],
        summary: "An author's books",
        params: IdParam(),
        response: Answer(Type.Array(Book)),
      },
    },
    async (request) => {
      await findAuthor(db, request.params.id);
      const { books: list } = await listBooks(
        db,
        config.publicUrl,
        { authorId: request.params.id, ordering: 'title' },
        { offset: 0, pageSize: AUTHOR_BOOKS_LIMIT },
        config.catalogCountLimit,
      );
      return { success: true as const, data: list };
    },
  );

  // An addition (README): the books of several authors in one call, for lists of authors.
  app.get(
    '/authors/books/',
    {
      schema: {
        tags: ['authors'],
        summary: 'The books of several authors at once, each by title; unknown authors are left out',
        querystring: IdListQuery,
        response: Answer(Type.Array(Type.Object({ author_id: Type.Integer(), books: Type.Array(Book) }))),
      },
    },
    async (request) => {
      const asked = [...new Set(request.query.id)];
      const known = await db.select({ id: authors.id }).from(authors).where(inArray(authors.id, asked));
      const ids = asked.filter((id) => known.some((k) => k.id === id));
      const byAuthor = await booksOfAuthors(db, config.publicUrl, ids, AUTHOR_BOOKS_LIMIT);
      return { success: true as const, data: ids.map((id) => ({ author_id: id, books: byAuthor.get(id) ?? [] })) };
    },
  );
};
