/** The wishlist (SPEC §7): list, add, remove by book id; both changes are idempotent. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { booksById, existingBook } from '../catalog/books.js';
import { Book } from '../catalog/schemas.js';
import { wishlistItems } from '../db/schema.js';
import { answers, BearerAuth, IdParam } from '../http/schemas.js';
import { notFound } from '../http/errors.js';
import { WishlistItem } from '../users/schemas.js';
import { requireBook } from './favorites.js';

export const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  // The whole wishlist is read on every screen a member loads: one prepared statement, built once.
  const wholeWishlist = db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, sql.placeholder('userId')))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
    .prepare('wishlist_rows');

  async function items(userId: number, bookId?: number) {
    const rows =
      bookId === undefined
        ? await wholeWishlist.execute({ userId })
        : await db
            .select()
            .from(wishlistItems)
            .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.bookId, bookId)))
            .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
    const byId = await booksById(
      db,
      config.publicUrl,
      rows.map((r) => r.bookId),
    );
    return rows.flatMap((r) => {
      const book = byId.get(r.bookId);
      return book ? [{ id: r.id, book, added_at: r.createdAt.toISOString() }] : [];
    });
  }

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
      const list = await items(memberId(request));
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
      const userId = memberId(request);
      await requireBook(db, request.params.id);
      await db.insert(wishlistItems).values({ userId, bookId: request.params.id }).onConflictDoNothing();
      const [item] = await items(userId, request.params.id);
      if (!item) throw notFound('Book not found.');
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
      const userId = memberId(request);
      await requireBook(db, request.params.id);
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.bookId, request.params.id)));
      // The book it was about, as the add's `data.book` carries it.
      const book = await existingBook(db, config.publicUrl, request.params.id);
      return { success: true as const, message: 'Book removed from wishlist', book };
    },
  );
};
