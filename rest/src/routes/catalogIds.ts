/**
 * Every book's and every author's id, in id order, a page at a time by cursor (`after` the last id
 * of the page before): what a sitemap needs to name every page, with no count to stop at
 * CATALOG_COUNT_LIMIT and no offset to grow slower page by page. An addition (docs/rest.md).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { idsAfter } from '../catalog/ids.js';
import { answers, Nullable } from '../http/schemas.js';

const MAX_IDS = 10_000;

const IdsQuery = Type.Object({
  after: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 2147483647, description: 'The last id already read; 0 to start' }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_IDS, description: `Default and most ${MAX_IDS}` })),
});

const IdsAnswer = answers({
  200: Type.Object({
    success: Type.Literal(true),
    data: Type.Object({
      ids: Type.Array(Type.Integer()),
      next_after: Nullable(Type.Integer({ description: 'Pass as `after` for the next page; null after the last' })),
    }),
  }),
});

export const catalogIdRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;
  app.get(
    '/books/ids/',
    {
      schema: {
        tags: ['books'],
        summary: 'Every book id, in id order, by cursor',
        querystring: IdsQuery,
        response: IdsAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      data: await idsAfter(db, 'books', request.query.after ?? 0, request.query.limit ?? MAX_IDS),
    }),
  );
  app.get(
    '/authors/ids/',
    {
      schema: {
        tags: ['authors'],
        summary: 'Every author id, in id order, by cursor',
        querystring: IdsQuery,
        response: IdsAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      data: await idsAfter(db, 'authors', request.query.after ?? 0, request.query.limit ?? MAX_IDS),
    }),
  );
};
