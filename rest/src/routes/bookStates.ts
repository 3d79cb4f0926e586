/**
 * The member's state of several books at once (an addition): for each, its cart line, whether it
 * is a favourite and whether it is on the wishlist. The gateway reads it for a page of books in
 * one call. At most MAX_BATCH_IDS ids a call; unknown books are left out of the answer.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { CartLine } from '../cart/schemas.js';
import { answers, BearerAuth, IdListQuery, Nullable } from '../http/schemas.js';
import { bookStatesOf } from '../users/bookStates.js';

const BookState = Type.Object({
  book_id: Type.Integer(),
  cart_item: Nullable(CartLine),
  is_favorite: Type.Boolean(),
  in_wishlist: Type.Boolean(),
});

export const bookStateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/users/book-states/',
    {
      config: { auth: true },
      schema: {
        tags: ['favorites'],
        summary: "The member's state of each of several books: its cart line, favourite, on the wishlist",
        querystring: IdListQuery,
        security: BearerAuth,
        response: answers({
          200: Type.Object({ success: Type.Literal(true), results: Type.Array(BookState) }),
        }),
      },
    },
    async (request) => ({
      success: true as const,
      results: await bookStatesOf(db, config.publicUrl, memberId(request), request.query.id),
    }),
  );
};
