/**
 * Staff book management (additions, docs/staff.md): create, edit, adjust stock, hide, show and
 * delete. Guests get 401, members without a staff role 403 (staff/roles.ts); every write is in
 * the audit log. The public catalog reads the change at once: REST keeps no book in memory, and
 * the gateway's public cache starts a new generation on any write under /staff/. What REST keeps
 * (the catalog's size, the genres) is forgotten when a write commits (db/notices.ts).
 */
import { rm } from 'node:fs/promises';
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { isbn13Of } from '../catalog/isbn.js';
import { badRequest } from '../http/errors.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { answers, BearerAuth, Done, IdParam, Page, PageQuery } from '../http/schemas.js';
import {
  adjustStock,
  createBook,
  deleteBook,
  setCover,
  setBookFile,
  setHidden,
  staffBook,
  staffBookPage,
  updateBook,
  type BookFields,
} from '../staff/books.js';
import { storeBookCover } from '../media/bookCovers.js';
import { acceptedKind, bookFilePath, isReceivedFile, keepReceivedFile, MEDIA_TYPES } from '../media/bookFiles.js';
import { requireRole, staffActor } from '../staff/roles.js';
import { CreateBookBody, StaffBook, StockBody, UpdateBookBody } from '../staff/schemas.js';

const Changed = Type.Object({ success: Type.Literal(true), message: Type.String(), data: StaffBook });
const tags = ['staff'];
export const STAFF_BOOKS_PAGE_SIZE = 50;
const CoverBody = Type.Object({
  cover: Type.Any({
    description: 'JPEG or PNG file, at most 5 MB and 50 megapixels; stored as a 600×900 WebP, cropped to 2:3',
  }),
});

const FileBody = Type.Object({
  file: Type.Any({
    description: 'An EPUB or PDF (eBook), an MP3 or M4B (audiobook), at most MAX_BOOK_FILE_MB (default 200 MB)',
  }),
});

/** The uploaded file's own name, without folders or control characters; `fallback` when none is left. */
function uploadName(name: string, fallback: string): string {
  const base = [...(name.split(/[\\/]/).pop() ?? '')].filter((c) => c >= ' ' && c !== '\x7f').join('');
  return base.trim().slice(0, 200) || fallback;
}

const trimmed = (text: string | null | undefined) => (typeof text === 'string' ? text.trim() || null : text);

/** A staff-typed ISBN-13 as stored (its 13 digits), or a 400 that says what is wrong. */
function isbn13Field(input: string): string {
  const isbn = isbn13Of(input);
  if (!isbn) throw badRequest('isbn13 must be an ISBN-13: 13 digits with a correct check digit');
  return isbn;
}

function bookFields(b: Partial<Static<typeof CreateBookBody>>): Partial<BookFields> {
  const fields: Partial<BookFields> = {
    title: b.title?.trim(),
    authorId: b.author_id,
    price: b.price,
    year: b.year,
    datePublished: b.date_published,
    format: b.format?.trim(),
    pages: b.pages,
    dimensions: trimmed(b.dimensions),
    publicationHouse: trimmed(b.publication_house),
    imprint: trimmed(b.imprint),
    publicationCity: trimmed(b.publication_city),
    language: b.language?.trim(),
    category: trimmed(b.category),
    subcategory: trimmed(b.subcategory),
    description: b.description?.trim(),
    genreIds: b.genre_ids,
    // null or blank clears it.
    isbn13: b.isbn13 === undefined ? undefined : b.isbn13?.trim() ? isbn13Field(b.isbn13) : null,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

export const staffBookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, uploadsDir } = app.deps;
  requireRole(app, 'staff');
  const auth = { config: { auth: true } };

  app.get(
    '/staff/books/',
    {
      ...auth,
      schema: {
        tags,
        summary: `Every book as staff see it, hidden ones too, newest first, ${STAFF_BOOKS_PAGE_SIZE} a page; \`title\` keeps those whose title contains it`,
        querystring: Type.Object({
          ...PageQuery.properties,
          title: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        security: BearerAuth,
        response: answers({ 200: Page(Type.Array(StaffBook)) }),
      },
    },
    async (request) => {
      const page = pageRequest(request.query.page, STAFF_BOOKS_PAGE_SIZE);
      const title = request.query.title?.trim() || undefined;
      const { count, books } = await staffBookPage(db, config.publicUrl, { title, ...page });
      return {
        status: 'success' as const,
        count,
        ...pageLinks(request, config.publicUrl, page, count),
        results: books,
      };
    },
  );

  app.get(
    '/staff/books/:id/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'One book as staff see it, hidden or not',
        params: IdParam(),
        security: BearerAuth,
        response: answers({ 200: Type.Object({ success: Type.Literal(true), data: StaffBook }) }),
      },
    },
    async (request) => ({ success: true as const, data: await staffBook(db, config.publicUrl, request.params.id) }),
  );

  app.post(
    '/staff/books/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Add a book',
        body: CreateBookBody,
        security: BearerAuth,
        response: answers({ 201: Changed }),
      },
    },
    async (request, reply) => {
      const fields = bookFields(request.body) as BookFields;
      const data = await createBook(db, config.publicUrl, staffActor(request), fields, request.body.stock ?? 0);
      app.notices.changedHere('catalog', 'books');
      app.notices.changedHere('catalog', 'genres');
      reply.status(201);
      return { success: true as const, message: 'Book added', data };
    },
  );

  app.put(
    '/staff/books/:id/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Edit a book: only the fields sent change',
        params: IdParam(),
        body: UpdateBookBody,
        security: BearerAuth,
        response: answers({ 200: Changed }),
      },
    },
    async (request) => {
      const data = await updateBook(
        db,
        config.publicUrl,
        staffActor(request),
        request.params.id,
        bookFields(request.body),
      );
      app.notices.changedHere('catalog', 'genres');
      return { success: true as const, message: 'Book updated', data };
    },
  );

  app.post(
    '/staff/books/:id/stock/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Add or take away copies, with the reason; stock never goes below 0',
        params: IdParam(),
        body: StockBody,
        security: BearerAuth,
        response: answers({ 200: Changed }),
      },
    },
    async (request) => {
      const { change, reason } = request.body;
      if (change === 0) throw badRequest('change must not be 0');
      const data = await adjustStock(
        db,
        config.publicUrl,
        staffActor(request),
        request.params.id,
        change,
        reason.trim(),
      );
      return { success: true as const, message: 'Stock adjusted', data };
    },
  );

  app.post(
    '/staff/books/:id/cover/',
    {
      ...auth,
      schema: {
        tags,
        summary: "Upload a book's cover (multipart, field `cover`): re-encoded to a 2:3 WebP and shown at once",
        consumes: ['multipart/form-data'],
        params: IdParam(),
        body: CoverBody,
        security: BearerAuth,
        response: answers({ 200: Changed }),
      },
    },
    async (request) => {
      await staffBook(db, config.publicUrl, request.params.id);
      const stored = await storeBookCover(uploadsDir, request.body.cover);
      const data = await setCover(db, config.publicUrl, staffActor(request), request.params.id, stored);
      return { success: true as const, message: 'Cover uploaded', data };
    },
  );

  app.post(
    '/staff/books/:id/file/',
    {
      config: {
        auth: true,
        // Streamed to disk as it arrives, never held in memory (media/bookFiles.ts).
        fileToDiskMaxBytes: config.maxBookFileBytes,
        multipartOptions: { limits: { fileSize: config.maxBookFileBytes }, throwFileSizeLimit: false },
      },
      bodyLimit: config.maxBookFileBytes + 1024 * 1024,
      schema: {
        tags,
        summary:
          "Upload a digital book's file (multipart, field `file`): an EPUB or PDF for an eBook, an MP3 or M4B for an " +
          'audiobook, told by its content, at most MAX_BOOK_FILE_MB; it replaces the one before',
        consumes: ['multipart/form-data'],
        params: IdParam(),
        body: FileBody,
        security: BearerAuth,
        response: answers({ 200: Changed }),
      },
    },
    async (request) => {
      const received = request.body.file;
      if (!isReceivedFile(received)) throw badRequest('Please choose a file to upload.');
      const id = request.params.id;
      await staffBook(db, config.publicUrl, id);
      const { book, replaced } = await setBookFile(db, config.publicUrl, staffActor(request), id, {
        originalName: uploadName(received.filename, 'book'),
        bytes: received.bytes,
        sha256: received.sha256,
        uploadedAt: app.clock(),
        // Told by its content under the book's lock; moved to its kept name only once accepted.
        keep: async (format) => {
          const kind = acceptedKind(format, received.head);
          return { storedName: await keepReceivedFile(uploadsDir, received), mediaType: MEDIA_TYPES[kind] };
        },
      });
      if (replaced) await rm(bookFilePath(uploadsDir, replaced), { force: true });
      return { success: true as const, message: 'File uploaded', data: book };
    },
  );

  for (const [action, hidden] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    app.post(
      `/staff/books/:id/${action}/`,
      {
        ...auth,
        schema: {
          tags,
          summary: hidden
            ? 'Hide a book from the catalog, search and sitemap (its orders still show it)'
            : 'Show a hidden book again',
          params: IdParam(),
          security: BearerAuth,
          response: answers({ 200: Changed }),
        },
      },
      async (request) => {
        const data = await setHidden(db, config.publicUrl, staffActor(request), request.params.id, hidden);
        app.notices.changedHere('catalog', 'books');
        app.notices.changedHere('catalog', 'genres');
        return { success: true as const, message: hidden ? 'Book hidden' : 'Book shown', data };
      },
    );
  }

  app.delete(
    '/staff/books/:id/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Delete a book that has no orders (409 for one that has: hide it instead)',
        params: IdParam(),
        security: BearerAuth,
        response: answers({ 200: Done }),
      },
    },
    async (request) => {
      await deleteBook(db, config.publicUrl, staffActor(request), request.params.id);
      app.notices.changedHere('catalog', 'books');
      app.notices.changedHere('catalog', 'genres');
      return { success: true as const, message: 'Book deleted' };
    },
  );
};
