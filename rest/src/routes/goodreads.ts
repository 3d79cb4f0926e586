/**
 * Bringing a reading history from Goodreads and taking it away (an addition, issue 36;
 * docs/rest.md): import an export's CSV onto the member's shelves, list the rows that found no book
 * and match or skip each, and export the member's shelves, ratings and reviews in Goodreads'
 * columns. The CSV travels as a JSON string both ways (the gateway passes it as a GraphQL string); a client
 * with a long file may send it in parts, each with the header, for a progress bar.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { answers, BearerAuth, Done, IdParam, Nullable, Page, PageQuery, PositiveId } from '../http/schemas.js';
import { readGoodreadsCsv, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../reading/goodreads/csvFile.js';
import { exportCsv } from '../reading/goodreads/exportCsv.js';
import { importRows } from '../reading/goodreads/importRows.js';
import { matchBooks } from '../reading/goodreads/matchBooks.js';
import { matchRow, skipRow, unmatchedPage } from '../reading/goodreads/unmatchedRows.js';
import { Day, Shelf, ShelfCounts } from '../reading/schemas.js';
import { nepalDate } from '../rentals/dates.js';

export const UNMATCHED_PAGE_SIZE = 20;

const ImportCounts = Type.Object({
  rows: Type.Integer({ description: 'Rows in the file (or part)' }),
  matched: Type.Integer({ description: 'Rows that found a book' }),
  shelved: Type.Object(ShelfCounts.properties, { description: 'Books put on each shelf by this import' }),
  reviews_added: Type.Integer({ description: 'Ratings (with their review) added' }),
  already_there: Type.Integer({
    description: 'Matched rows whose book was already shelved and reviewed: left as it was',
  }),
  unmatched: Type.Integer({ description: 'Rows that found no book: listed for you to match or skip' }),
  skipped: Type.Integer({ description: 'Rows you skipped in an earlier import' }),
});
const ImportAnswer = Type.Object({ success: Type.Literal(true), message: Type.String(), data: ImportCounts });

const UnmatchedRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  author: Type.String(),
  isbn13: Nullable(Type.String()),
  shelf: Nullable(Shelf, { description: "The row's shelf; null for a Goodreads shelf Pustak has not" }),
  rating: Nullable(Type.Integer({ minimum: 1, maximum: 5 })),
  date_read: Nullable(Day),
});

export const goodreadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const times = () => {
    const now = app.clock();
    return { now, today: nepalDate(now) };
  };

  app.post(
    '/reading/import/goodreads/',
    {
      config: { auth: true },
      // Room for the largest file the importer takes, in a JSON string.
      bodyLimit: MAX_IMPORT_BYTES * 2,
      schema: {
        tags: ['reading'],
        summary: `Import a Goodreads export (CSV, at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB and ${MAX_IMPORT_ROWS} rows) onto your shelves; importing it again adds nothing (addition)`,
        body: Type.Object(
          { csv: Type.String({ description: "The export's text, header row first" }) },
          { additionalProperties: false },
        ),
        security: BearerAuth,
        response: answers({ 200: ImportAnswer }),
      },
    },
    async (request) => {
      const userId = memberId(request);
      const rows = readGoodreadsCsv(request.body.csv);
      const { now, today } = times();
      const matches = await matchBooks(db, userId, rows);
      const data = await importRows(db, userId, rows, matches, now, today);
      return { success: true as const, message: 'Goodreads import finished', data };
    },
  );

  app.get(
    '/reading/import/unmatched/',
    {
      config: { auth: true },
      schema: {
        tags: ['reading'],
        summary: `Rows of your Goodreads imports that found no book, ${UNMATCHED_PAGE_SIZE} a page, oldest first (addition)`,
        querystring: PageQuery,
        security: BearerAuth,
        response: answers({ 200: Page(Type.Array(UnmatchedRow)) }),
      },
    },
    async (request) => {
      const page = pageRequest(request.query.page, UNMATCHED_PAGE_SIZE);
      const { count, rows } = await unmatchedPage(db, memberId(request), page);
      return {
        status: 'success' as const,
        count,
        ...pageLinks(request, config.publicUrl, page, count),
        results: rows,
      };
    },
  );

  app.post(
    '/reading/import/unmatched/:id/match/',
    {
      config: { auth: true },
      schema: {
        tags: ['reading'],
        summary: 'Import an unmatched row onto the book you pick; later imports remember it (addition)',
        params: IdParam(),
        body: Type.Object({ book_id: PositiveId }, { additionalProperties: false }),
        security: BearerAuth,
        response: answers({ 200: ImportAnswer }),
      },
    },
    async (request) => {
      const { now, today } = times();
      const data = await matchRow(db, memberId(request), request.params.id, request.body.book_id, now, today);
      return { success: true as const, message: 'Row matched', data };
    },
  );

  app.post(
    '/reading/import/unmatched/:id/skip/',
    {
      config: { auth: true },
      schema: {
        tags: ['reading'],
        summary: 'Leave an unmatched row out; later imports skip it too (addition)',
        params: IdParam(),
        security: BearerAuth,
        response: answers({ 200: Done }),
      },
    },
    async (request) => {
      await skipRow(db, memberId(request), request.params.id);
      return { success: true as const, message: 'Row skipped' };
    },
  );

  app.get(
    '/reading/export/goodreads/',
    {
      config: { auth: true },
      schema: {
        tags: ['reading'],
        summary:
          "Your shelves, ratings and reviews as a CSV in Goodreads' columns (in JSON, for the gateway to pass on); it opens in the importer (addition)",
        security: BearerAuth,
        response: answers({
          200: Type.Object({
            success: Type.Literal(true),
            filename: Type.String(),
            data: Type.String({ description: "The CSV text, header row first, in Goodreads' columns" }),
          }),
        }),
      },
    },
    async (request) => ({
      success: true as const,
      filename: 'pustak-goodreads.csv',
      data: await exportCsv(db, memberId(request)),
    }),
  );
};
