/**
 * The catalog: the home list, the filtered and paginated catalog, newest books, genres and one book.
 * Catalog pages hold CATALOG_PAGE_SIZE books (a 4-wide grid of 6 rows).
 */
import { Type, type FastifyPluginAsyncTypebox, type TSchema } from '@fastify/type-provider-typebox';
import { catalogSize, listBooks, newestBooks, visibleBookById } from '../catalog/books.js';
import { remembered } from '../db/notices.js';
import { allGenres } from '../catalog/genres.js';
import { notFound } from '../http/errors.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { answers, IdParam, Money, Page } from '../http/schemas.js';
import { Book, Genre } from '../catalog/schemas.js';

export const CATALOG_PAGE_SIZE = 24;
const NEW_BOOKS_COUNT = 12;

const CatalogQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: `Default ${CATALOG_PAGE_SIZE}` })),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  author: Type.Optional(Type.String({ maxLength: 200 })),
  genre: Type.Optional(
    Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50, description: 'Genre id or name; repeat for several' }),
  ),
  language: Type.Optional(Type.String({ maxLength: 50 })),
  format: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 20 })),
  min_price: Type.Optional(Money),
  max_price: Type.Optional(Money),
  ordering: Type.Optional(
    Type.Union([
      Type.Literal(''),
      Type.Literal('price'),
      Type.Literal('-price'),
      Type.Literal('title'),
      Type.Literal('-title'),
    ]),
  ),
});

export const bookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  // Asked for by every catalog page, changed by hardly anything: kept until the database says
  // they changed (db/notices.ts).
  const size = remembered(app.notices, 'catalog', 'books', () => catalogSize(db));
  const genres = remembered(app.notices, 'catalog', 'genres', () => allGenres(db));

  app.get(
    '/books/',
    {
      schema: {
        tags: ['books'],
        summary: 'The catalog, filtered and paginated (also the home list)',
        querystring: CatalogQuery,
        response: answers({
          200: Page(Type.Object({ books: Type.Array(Book) }), {
            count_is_lower_bound: Type.Boolean({
              description: 'True when the count stopped at CATALOG_COUNT_LIMIT: `count` is at least the total',
            }),
          }),
        }),
      },
    },
    async (request) => {
      const q = request.query;
      const page = pageRequest(q.page, q.page_size ?? CATALOG_PAGE_SIZE);
      const { count, atLeast, books } = await listBooks(
        db,
        config.publicUrl,
        {
          title: q.title,
          author: q.author,
          genre: q.genre,
          language: q.language,
          format: q.format,
          minPrice: q.min_price,
          maxPrice: q.max_price,
          ordering: q.ordering,
        },
        page,
        config.catalogCountLimit,
        size,
      );
      return {
        status: 'success' as const,
        count,
        // An addition (docs/rest.md): true when `count` is a lower bound ('10,000+ books'), not the exact total.
        count_is_lower_bound: atLeast,
        ...pageLinks(request, config.publicUrl, page, count),
        results: { books },
      };
    },
  );

  const Listed = <T extends TSchema>(results: T) => Type.Object({ status: Type.Literal('success'), results });

  app.get(
    '/books/new',
    {
      schema: {
        tags: ['books'],
        summary: 'The newest books',
        response: answers({ 200: Listed(Type.Object({ books: Type.Array(Book) })) }),
      },
    },
    async () => ({
      status: 'success' as const,
      results: { books: await newestBooks(db, config.publicUrl, NEW_BOOKS_COUNT) },
    }),
  );

  app.get(
    '/books/genres/',
    { schema: { tags: ['books'], summary: 'Every genre', response: answers({ 200: Listed(Type.Array(Genre)) }) } },
    async () => ({
      status: 'success' as const,
      results: await genres(),
    }),
  );

  app.get(
    '/books/:id/',
    {
      schema: {
        tags: ['books'],
        summary: 'One book',
        params: IdParam(),
        response: answers({ 200: Type.Object({ success: Type.Literal(true), book: Book }) }),
      },
    },
    async (request) => {
      const book = await visibleBookById(db, config.publicUrl, request.params.id);
      if (!book) throw notFound('Book not found');
      return { success: true as const, book };
    },
  );
};
