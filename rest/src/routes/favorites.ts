/** Favourite books (SPEC §7): list, add, remove; adding twice or removing what is absent is harmless. */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { existingBook } from '../catalog/books.js';
import { Book } from '../catalog/schemas.js';
import { answers, BearerAuth, PositiveId } from '../http/schemas.js';
import { addFavourite, favouritesOf, removeFavourite } from '../users/favorites.js';

const BookIdBody = Type.Object({ book_id: PositiveId }, { additionalProperties: false });

const Favourites = Type.Object({ favorite_books: Type.Array(Book, { description: 'Newest first' }) });
/** A change answers the list as it is now and the book it was about (its details, for the client's caches). */
const Changed = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Favourites, book: Book });

export const favoritesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  const bookJson = (id: number) => existingBook(db, config.publicUrl, id);
  const favourites = (userId: number) => favouritesOf(db, config.publicUrl, userId);

  app.get(
    '/users/favorites/',
    {
      config: { auth: true },
      schema: {
        tags: ['favorites'],
        summary: 'Favourite books, newest first',
        security: BearerAuth,
        response: answers({ 200: Type.Object({ success: Type.Literal(true), data: Favourites }) }),
      },
    },
    async (request) => ({ success: true as const, data: await favourites(memberId(request)) }),
  );

  app.post(
    '/users/favorites/add/',
    {
      config: { auth: true },
      schema: {
        tags: ['favorites'],
        summary: 'Add a favourite book',
        body: BookIdBody,
        security: BearerAuth,
        response: answers({ 200: Changed }),
      },
    },
    async (request) => {
      const userId = memberId(request);
      await addFavourite(db, userId, request.body.book_id);
      const data = await favourites(userId);
      return {
        success: true as const,
        message: 'Book added to favorites',
        data,
        book: await bookJson(request.body.book_id),
      };
    },
  );

  app.delete(
    '/users/favorites/remove/',
    {
      config: { auth: true },
      schema: {
        tags: ['favorites'],
        summary: 'Remove a favourite book',
        body: BookIdBody,
        security: BearerAuth,
        response: answers({ 200: Changed }),
      },
    },
    async (request) => {
      const userId = memberId(request);
      await removeFavourite(db, userId, request.body.book_id);
      const data = await favourites(userId);
      const book = await bookJson(request.body.book_id);
      return { success: true as const, message: 'Book removed from favorites', data, book };
    },
  );
};
