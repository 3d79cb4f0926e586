/** Generated covers (uploaded pictures are served by @fastify/static under /media/uploads/). */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answers } from '../http/schemas.js';
import { authorPortraitImage, bookCoverImage } from '../media/coverImages.js';

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
      const svg = await bookCoverImage(db, id);
      return reply.type('image/svg+xml').header('cache-control', CACHE).send(svg);
    },
  );

  app.get(
    '/media/covers/authors/:file',
    { schema: { tags: ['media'], summary: 'An author portrait (SVG)', params: SvgParams, response: Svg } },
    async (request, reply) => {
      const id = Number.parseInt(request.params.file, 10);
      const svg = await authorPortraitImage(db, id);
      return reply.type('image/svg+xml').header('cache-control', CACHE).send(svg);
    },
  );
};
