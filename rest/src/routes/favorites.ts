/** Favourite books (SPEC §7): list, add, remove; adding twice or removing what is absent is harmless. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { booksById, existingBook } from '../catalog/books.js';
import { Book } from '../catalog/schemas.js';
import type { Database } from '../db/client.js';
import { books, favoriteBooks } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { answers, BearerAuth, PositiveId } from '../http/schemas.js';

const BookIdBody = Type.Object({ book_id: PositiveId }, { additionalProperties: false });

const Favourites = Type.Object({ favorite_books: Type.Array(Book, { description: 'Newest first' }) });
/** A change answers the list as it is now and the book it was about (its details, for the client's caches). */
const Changed = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Favourites, book: Book });

export async function requireBook(db: Database, bookId: number): Promise<void> {
  const [book] = await db.select({ id: books.id }).from(books).where(eq(books.id, bookId));
  if (!book) throw notFound('Book not found.');
}

export const favoritesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  const bookJson = (id: number) => existingBook(db, config.publicUrl, id);

  // Read on every screen a member loads: one prepared statement, built once.
  const favouriteIds = db
    .select({ bookId: favoriteBooks.bookId })
    .from(favoriteBooks)
    .where(eq(favoriteBooks.userId, sql.placeholder('userId')))
    .orderBy(desc(favoriteBooks.createdAt), desc(favoriteBooks.bookId))
    .prepare('favourite_book_ids');

  async function favourites(userId: number) {
    const rows = await favouriteIds.execute({ userId });
    const byId = await booksById(
      db,
      config.publicUrl,
      rows.map((r) => r.bookId),
    );
    return { favorite_books: rows.flatMap((r) => byId.get(r.bookId) ?? []) };
  }

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
      await requireBook(db, request.body.book_id);
      await db.insert(favoriteBooks).values({ userId, bookId: request.body.book_id }).onConflictDoNothing();
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
      await requireBook(db, request.body.book_id);
      await db
        .delete(favoriteBooks)
        .where(and(eq(favoriteBooks.userId, userId), eq(favoriteBooks.bookId, request.body.book_id)));
      const data = await favourites(userId);
      const book = await bookJson(request.body.book_id);
      return { success: true as const, message: 'Book removed from favorites', data, book };
    },
  );
};
