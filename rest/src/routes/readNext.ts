/**
 * What to read next (an addition; docs/rest.md lists it): for several books at once, 'More by
 * {author}' and 'Readers also enjoyed', so a page of books costs one call. At most
 * MAX_BATCH_IDS ids; unknown books are left out of the answer.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { READ_NEXT_LIMIT, readNextOf } from '../catalog/readNext.js';
import { ReadNext } from '../catalog/schemas.js';
import { answers, IdListQuery } from '../http/schemas.js';

export const readNextRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/books/read-next/',
    {
      schema: {
        tags: ['books'],
        summary:
          `For each of several books, up to ${READ_NEXT_LIMIT} more by its author (most bought first) and up to ` +
          `${READ_NEXT_LIMIT} that its readers also favourited, wishlisted or ordered`,
        querystring: IdListQuery,
        response: answers({ 200: Type.Object({ success: Type.Literal(true), data: Type.Array(ReadNext) }) }),
      },
    },
    async (request) => ({ success: true as const, data: await readNextOf(db, config.publicUrl, request.query.id) }),
  );
};
