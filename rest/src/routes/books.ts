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
import { answers, IdParam, Money, Nullable, Page } from '../http/schemas.js';
import { Author, Book, Genre } from '../catalog/schemas.js';
import { AUTHORS_SHOWN, searchAll } from '../catalog/searchAll.js';

export const CATALOG_PAGE_SIZE = 24;
const NEW_BOOKS_COUNT = 12;
const GenreWithCount = Type.Object({
  ...Genre.properties,
  books_count: Type.Integer({ minimum: 0, description: 'Books the catalog shows in it' }),
});

const CatalogQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: `Default ${CATALOG_PAGE_SIZE}` })),
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        "Titles and authors' names at once (an addition, docs/rest.md): the answer adds the authors found and 'did you mean'; title and author are then not read",
    }),
  ),
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
    Type.Union(
      [
        Type.Literal(''),
        Type.Literal('price'),
        Type.Literal('-price'),
        Type.Literal('title'),
        Type.Literal('-title'),
        Type.Literal('-rating'),
        Type.Literal('-total_ratings'),
        Type.Literal('-created_at'),
      ],
      {
        description:
          "Empty: best selling (a search: best match). '-rating': best rated by a weighted rating (a " +
          "Bayesian average: one 5-star rating does not beat 500 of 4.4); '-total_ratings': most rated; " +
          "'-created_at': newest in the store.",
      },
    ),
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
            authors: Type.Optional(
              Type.Array(Author, {
                maxItems: AUTHORS_SHOWN,
                description: `With q: the authors whose name matches, best first, at most ${AUTHORS_SHOWN}`,
              }),
            ),
            authors_count: Type.Optional(Type.Integer({ description: 'With q: how many authors match' })),
            authors_first: Type.Optional(
              Type.Boolean({ description: 'With q: an author matches at least as well as any title' }),
            ),
            did_you_mean: Type.Optional(
              Nullable(
                Type.String({
                  description:
                    'With q: a title or name alike to q, when nothing matched as typed or hardly anything did; else null',
                }),
              ),
            ),
          }),
        }),
      },
    },
    async (request) => {
      const q = request.query;
      const page = pageRequest(q.page, q.page_size ?? CATALOG_PAGE_SIZE);
      if (q.q?.trim()) {
        const found = await searchAll(
          db,
          config.publicUrl,
          {
            query: q.q,
            genre: q.genre,
            language: q.language,
            format: q.format,
            minPrice: q.min_price,
            maxPrice: q.max_price,
            ordering: q.ordering,
          },
          page,
          config.catalogCountLimit,
        );
        return {
          status: 'success' as const,
          count: found.count,
          count_is_lower_bound: found.atLeast,
          ...pageLinks(request, config.publicUrl, page, found.count),
          results: { books: found.books },
          authors: found.authors,
          authors_count: found.authorsCount,
          authors_first: found.authorsFirst,
          did_you_mean: found.didYouMean,
        };
      }
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
        { size },
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
    {
      schema: {
        tags: ['books'],
        summary: 'Every genre, by name, with its number of books (books_count, an addition)',
        response: answers({ 200: Listed(Type.Array(GenreWithCount)) }),
      },
    },
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
