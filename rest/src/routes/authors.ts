/** Authors and their books. */
import { Type, type FastifyPluginAsyncTypebox, type TSchema } from '@fastify/type-provider-typebox';
import { allAuthors, authorById, knownAuthorIds } from '../catalog/authors.js';
import { booksOfAuthors, listBooks } from '../catalog/books.js';
import { answers, IdListQuery, IdParam } from '../http/schemas.js';
import { Author, Book } from '../catalog/schemas.js';

const Answer = <T extends TSchema>(data: T) => answers({ 200: Type.Object({ success: Type.Literal(true), data }) });

/** An author's books are few (tens at most), so they come in one unpaginated list. */
const AUTHOR_BOOKS_LIMIT = 500;

export const authorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/authors/',
    { schema: { tags: ['authors'], summary: 'Every author', response: Answer(Type.Array(Author)) } },
    async () => ({ success: true as const, data: await allAuthors(db, config.publicUrl) }),
  );

  app.get(
    '/authors/:id/',
    { schema: { tags: ['authors'], summary: 'One author', params: IdParam(), response: Answer(Author) } },
    async (request) => ({
      success: true as const,
      data: await authorById(db, config.publicUrl, request.params.id),
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
      await authorById(db, config.publicUrl, request.params.id); // a 404 for an unknown author
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
      const ids = await knownAuthorIds(db, request.query.id);
      const byAuthor = await booksOfAuthors(db, config.publicUrl, ids, AUTHOR_BOOKS_LIMIT);
      return { success: true as const, data: ids.map((id) => ({ author_id: id, books: byAuthor.get(id) ?? [] })) };
    },
  );
};
