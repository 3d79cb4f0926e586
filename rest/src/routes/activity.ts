/**
 * Friends' activity (an addition, issue 36; docs/rest.md): the signed-in member's friends'
 * shelvings, progress, finished books, reviews and challenge milestones, newest first, a page at a
 * time by an opaque cursor. A write that makes activity answers it with the friends it reaches
 * (`live`, activity/schemas.ts), which the gateway fans out. Privacy is applied in SQL (activity/feed.ts).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { decodeCursor, encodeCursor } from '../activity/cursor.js';
import { friendsFeed } from '../activity/feed.js';
import { Activity } from '../activity/schemas.js';
import { answers, BearerAuth, Nullable } from '../http/schemas.js';

export const FEED_PAGE_SIZE = 20;
export const MAX_FEED_PAGE_SIZE = 50;

export const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const tags = ['social'];

  app.get(
    '/social/activity/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: "Your friends' activity, newest first, by cursor (addition)",
        description:
          "Only friends' activity, and none of a member whose privacy is 'private'. Pass a page's next_cursor as after for the next page.",
        querystring: Type.Object({
          first: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_FEED_PAGE_SIZE })),
          after: Type.Optional(Type.String({ maxLength: 200, description: 'next_cursor of the page before' })),
        }),
        security: BearerAuth,
        response: answers({
          200: Type.Object({
            status: Type.Literal('success'),
            results: Type.Array(Activity),
            next_cursor: Nullable(Type.String(), { description: 'null on the last page' }),
          }),
        }),
      },
    },
    async (request) => {
      const { first = FEED_PAGE_SIZE, after } = request.query;
      const position = after === undefined ? null : decodeCursor(after);
      const { items, more } = await friendsFeed(db, config.publicUrl, memberId(request), { first, after: position });
      const last = items.at(-1);
      return {
        status: 'success' as const,
        results: items,
        next_cursor: more && last ? encodeCursor({ at: new Date(last.created_at), id: last.id }) : null,
      };
    },
  );
};
