/**
 * My library (issue 35): the digital books a member bought or is renting, and their downloads.
 * A download is two steps: POST …/link/ answers a link that works for LINK_TTL_MS, and GET
 * …/download/{token} streams the file, only with the bearer token of the member the link names
 * (library/links.ts). Whether the member still holds the book is asked again at the download, on
 * the app's clock, so a rental's link stops working the moment the rental ends.
 */
import { stat } from 'node:fs/promises';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { booksById } from '../catalog/books.js';
import { Book } from '../catalog/schemas.js';
import { ApiError, forbidden, notFound } from '../http/errors.js';
import { answers, BearerAuth, IdParam, Nullable, StringEnum } from '../http/schemas.js';
import { bookFileOf, holdings, holdsAt, type Holding } from '../library/owned.js';
import { LINK_TTL_MS, readLink, signLink } from '../library/links.js';
import { BookFile } from '../library/schemas.js';
import { readBookFile, bookFilePath } from '../media/bookFiles.js';

const tags = ['library'];

const LibraryBook = Type.Object({
  book: Book,
  format: Type.String({ description: "'eBook' or 'Audiobook'" }),
  access: StringEnum(['bought', 'rented'], { description: 'Bought: yours for good; rented: until due_at' }),
  due_at: Nullable(Type.String({ format: 'date-time', description: 'Rented: when the rental ends; bought: null' })),
  since: Type.String({ format: 'date-time', description: 'When the order that gave it was paid' }),
  file: Nullable(BookFile),
});

export const NOT_YOURS = 'This link is not yours.';
export const NOT_HELD = 'This book is not in your library.';
export const RENTAL_ENDED = 'Your rental of this book has ended, so it can no longer be downloaded.';
export const LINK_EXPIRED = 'This download link has expired. Please download the book again from My library.';
export const NO_FILE = 'This book has no file to download yet. Please try again later.';

/** RFC 6266: a plain ASCII name for old clients and the real one, UTF-8, for the rest. */
function attachment(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const libraryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, tokens, uploadsDir } = app.deps;
  const auth = { config: { auth: true } };

  /** The member's holding of the book, refused with why when it gives no file now. */
  async function heldNow(userId: number, bookId: number, now: Date): Promise<Holding> {
    const [held] = await holdings(db, userId, now, bookId);
    if (!held) throw forbidden(NOT_HELD);
    if (!holdsAt(held, now)) throw forbidden(RENTAL_ENDED);
    return held;
  }

  app.get(
    '/library/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Your digital books: bought ones for good, rented ones while the rental runs; most recent first',
        security: BearerAuth,
        response: answers({ 200: Type.Object({ success: Type.Literal(true), results: Type.Array(LibraryBook) }) }),
      },
    },
    async (request) => {
      const now = app.clock();
      const held = (await holdings(db, memberId(request), now)).filter((h) => holdsAt(h, now));
      const bookMap = await booksById(
        db,
        config.publicUrl,
        held.map((h) => h.bookId),
      );
      return {
        success: true as const,
        results: held.map((h) => ({
          book: bookMap.get(h.bookId)!,
          format: h.format,
          access: h.access,
          due_at: h.dueAt?.toISOString() ?? null,
          since: h.since.toISOString(),
          file: h.file,
        })),
      };
    },
  );

  app.post(
    '/library/:bookId/link/',
    {
      ...auth,
      schema: {
        tags,
        summary: `A download link for one of your digital books, working for ${LINK_TTL_MS / 60_000} minutes and only with your bearer token`,
        params: IdParam('bookId'),
        security: BearerAuth,
        response: answers({
          200: Type.Object({
            success: Type.Literal(true),
            url: Type.String({ description: 'GET it with your bearer token' }),
            token: Type.String(),
            expires_at: Type.String({ format: 'date-time' }),
          }),
        }),
      },
    },
    async (request) => {
      const userId = memberId(request);
      const now = app.clock();
      const held = await heldNow(userId, request.params.bookId, now);
      if (!held.file) throw notFound(NO_FILE);
      // A rental's link ends with the rental, never after it.
      const ttlEnd = now.getTime() + LINK_TTL_MS;
      const expiresAt = new Date(held.dueAt ? Math.min(ttlEnd, held.dueAt.getTime()) : ttlEnd);
      const token = signLink(tokens.linkKey, { memberId: userId, bookId: held.bookId, expiresAt });
      return {
        success: true as const,
        url: `${config.publicUrl}/api/library/download/${token}`,
        token,
        expires_at: expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/library/download/:token',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "A digital book's file, as an attachment: only with the bearer token of the member the link was made for " +
          '(403 for anyone else), while the link lasts (410 after) and the book is still theirs (403 once a rental ended)',
        params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
        security: BearerAuth,
        response: answers({
          200: {
            description: 'The file',
            content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } },
          },
        }),
      },
    },
    async (request, reply) => {
      const link = readLink(tokens.linkKey, request.params.token);
      if (!link) throw notFound('This download link is not valid.');
      if (link.memberId !== memberId(request)) throw forbidden(NOT_YOURS);
      const now = app.clock();
      if (now >= link.expiresAt) {
        // A rental that ended says so; any other old link is simply gone.
        const [held] = await holdings(db, link.memberId, now, link.bookId);
        if (held && !holdsAt(held, now)) throw forbidden(RENTAL_ENDED);
        throw new ApiError(410, LINK_EXPIRED);
      }
      await heldNow(link.memberId, link.bookId, now);
      const file = await bookFileOf(db, link.bookId);
      if (!file) throw notFound(NO_FILE);
      const size = (await stat(bookFilePath(uploadsDir, file.storedName)).catch(() => null))?.size;
      if (size === undefined) throw notFound(NO_FILE);
      return reply
        .type(file.mediaType)
        .header('content-length', String(size))
        .header('content-disposition', attachment(file.originalName))
        .header('cache-control', 'private, no-store')
        .send(readBookFile(uploadsDir, file.storedName) as unknown as string);
    },
  );
};
