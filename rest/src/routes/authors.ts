/**
 * Authors and their books. Both lists grow with the catalog, so both come a page at a time
 * (`page`, `page_size` up to 100, DRF's `count`, `next`, `previous` beside SPEC's `success, data`):
 * no answer holds every author, nor every book of a prolific one.
 */
import { Type, type FastifyPluginAsyncTypebox, type TSchema } from '@fastify/type-provider-typebox';
import { authorById, authorsByIds, knownAuthorIds, pageOfAuthors } from '../catalog/authors.js';
import { booksOfAuthors, listBooks } from '../catalog/books.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { answers, IdList, IdParam, Nullable } from '../http/schemas.js';
import { Author, Book } from '../catalog/schemas.js';

/** Authors, or an author's books, in one answer unless `page_size` asks for fewer. */
export const AUTHORS_PAGE_SIZE = 100;

const PageSize = Type.Integer({ minimum: 1, maximum: AUTHORS_PAGE_SIZE, description: `Default ${AUTHORS_PAGE_SIZE}` });
const PageNumber = Type.Integer({ minimum: 1, maximum: 100000 });
const Paging = Type.Object({ page: Type.Optional(PageNumber), page_size: Type.Optional(PageSize) });

const Answer = <T extends TSchema>(data: T) => answers({ 200: Type.Object({ success: Type.Literal(true), data }) });
/** SPEC's `success, data`, with the page's links beside it (an addition, docs/rest.md). */
const PagedAnswer = <T extends TSchema>(data: T) =>
  answers({
    200: Type.Object({
      success: Type.Literal(true),
      count: Type.Integer({ minimum: 0, description: 'How many on all pages' }),
      next: Nullable(Type.String()),
      previous: Nullable(Type.String()),
      data,
    }),
  });

export const authorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/authors/',
    {
      schema: {
        tags: ['authors'],
        summary: 'The authors by name, a page at a time; with `id` (repeated), just those authors',
        querystring: Type.Object({
          page: Type.Optional(PageNumber),
          page_size: Type.Optional(PageSize),
          id: Type.Optional(IdList),
        }),
        response: PagedAnswer(Type.Array(Author)),
      },
    },
    async (request) => {
      const { id, page: p, page_size } = request.query;
      if (id) {
        const data = await authorsByIds(db, config.publicUrl, id);
        return { success: true as const, count: data.length, next: null, previous: null, data };
      }
      const page = pageRequest(p, page_size ?? AUTHORS_PAGE_SIZE);
      const { count, authors } = await pageOfAuthors(db, config.publicUrl, page);
      return { success: true as const, count, ...pageLinks(request, config.publicUrl, page, count), data: authors };
    },
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
        summary: "An author's books by title, a page at a time",
        params: IdParam(),
        querystring: Paging,
        response: PagedAnswer(Type.Array(Book)),
      },
    },
    async (request) => {
      await authorById(db, config.publicUrl, request.params.id); // a 404 for an unknown author
      const page = pageRequest(request.query.page, request.query.page_size ?? AUTHORS_PAGE_SIZE);
      const { count, books } = await listBooks(
        db,
        config.publicUrl,
        { authorId: request.params.id, ordering: 'title' },
        page,
        config.catalogCountLimit,
      );
      return { success: true as const, count, ...pageLinks(request, config.publicUrl, page, count), data: books };
    },
  );

  // An addition (docs/rest.md): the same page of several authors' books in one call, for lists of authors.
  app.get(
    '/authors/books/',
    {
      schema: {
        tags: ['authors'],
        summary: 'The same page of several authors’ books at once, each by title; unknown authors are left out',
        querystring: Type.Object({ id: IdList, page: Type.Optional(PageNumber), page_size: Type.Optional(PageSize) }),
        response: Answer(
          Type.Array(
            Type.Object({
              author_id: Type.Integer(),
              count: Type.Integer({ minimum: 0, description: 'The author’s books on all pages' }),
              books: Type.Array(Book),
            }),
          ),
        ),
      },
    },
    async (request) => {
      const ids = await knownAuthorIds(db, request.query.id);
      const page = pageRequest(request.query.page, request.query.page_size ?? AUTHORS_PAGE_SIZE);
      const byAuthor = await booksOfAuthors(db, config.publicUrl, ids, page);
      return {
        success: true as const,
        data: ids.map((id) => ({ author_id: id, ...(byAuthor.get(id) ?? { books: [], count: 0 }) })),
      };
    },
  );
};
