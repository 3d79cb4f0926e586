/** Generated covers (uploaded pictures are served by @fastify/static under /media/uploads/). */
import { eq } from 'drizzle-orm';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authors, books } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { answers } from '../http/schemas.js';
import { authorPortraitSvg, bookCoverSvg } from '../media/covers.js';

const SvgParams = Type.Object({ file: Type.String({ pattern: '^[1-9]\\d{0,9}\\.svg$' }) });
const CACHE = 'public, max-age=86400';
const Svg = answers({
  200: { description: 'The SVG image', content: { 'image/svg+xml': { schema: Type.String() } } },
});

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;

  app.get(
    '/media/covers/books/:file',
    { schema: { tags: ['media'], summary: 'A book cover (SVG)', params: SvgParams, response: Svg } },
    async (request, reply) => {
      const id = Number.parseInt(request.params.file, 10);
      const [book] = await db
        .select({ id: books.id, title: books.title, authorName: authors.name })
        .from(books)
        .innerJoin(authors, eq(authors.id, books.authorId))
        .where(eq(books.id, id));
      if (!book) throw notFound('Book not found');
      return reply.type('image/svg+xml').header('cache-control', CACHE).send(bookCoverSvg(book));
    },
  );

  app.get(
    '/media/covers/authors/:file',
    { schema: { tags: ['media'], summary: 'An author portrait (SVG)', params: SvgParams, response: Svg } },
    async (request, reply) => {
      const id = Number.parseInt(request.params.file, 10);
      const [author] = await db.select({ id: authors.id, name: authors.name }).from(authors).where(eq(authors.id, id));
      if (!author) throw notFound('Author not found');
      return reply.type('image/svg+xml').header('cache-control', CACHE).send(authorPortraitSvg(author));
    },
  );
};
