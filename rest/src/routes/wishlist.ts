/** The wishlist (SPEC §7): list, add, remove by book id; both changes are idempotent. */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { existingBook } from '../catalog/books.js';
import { Book } from '../catalog/schemas.js';
import { answers, BearerAuth, IdParam } from '../http/schemas.js';
import { WishlistItem } from '../users/schemas.js';
import { addToWishlist, removeFromWishlist, wishlistOf } from '../users/wishlist.js';

export const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/wishlist/',
    {
      config: { auth: true },
      schema: {
        tags: ['wishlist'],
        summary: 'The wishlist, newest first',
        security: BearerAuth,
        response: answers({
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Object({ items: Type.Array(WishlistItem), count: Type.Integer() }),
          }),
        }),
      },
    },
    async (request) => {
      const list = await wishlistOf(db, config.publicUrl, memberId(request));
      return { success: true as const, data: { items: list, count: list.length } };
    },
  );

  app.post(
    '/wishlist/books/:id/add',
    {
      config: { auth: true },
      schema: {
        tags: ['wishlist'],
        summary: 'Add a book to the wishlist',
        params: IdParam(),
        security: BearerAuth,
        response: answers({
          200: Type.Object({ success: Type.Literal(true), message: Type.String(), data: WishlistItem }),
        }),
      },
    },
    async (request) => {
      const item = await addToWishlist(db, config.publicUrl, memberId(request), request.params.id);
      return { success: true as const, message: 'Book added to wishlist', data: item };
    },
  );

  app.delete(
    '/wishlist/books/:id/remove',
    {
      config: { auth: true },
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a book from the wishlist',
        params: IdParam(),
        security: BearerAuth,
        response: answers({ 200: Type.Object({ success: Type.Literal(true), message: Type.String(), book: Book }) }),
      },
    },
    async (request) => {
      await removeFromWishlist(db, memberId(request), request.params.id);
      // The book it was about, as the add's `data.book` carries it.
      const book = await existingBook(db, config.publicUrl, request.params.id);
      return { success: true as const, message: 'Book removed from wishlist', book };
    },
  );
};
