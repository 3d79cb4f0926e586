/**
 * Shelves and reading challenges (an addition, issue 36; docs/rest.md): a member's books on Want to
 * Read, Currently Reading, Read and Did Not Finish with every reading and its progress history,
 * and a goal per year of the calendar (ad) or Bikram Sambat (bs). Entries are the member's own:
 * another member's entry id is answered 404. Rules in reading/shelving.ts, counting in
 * reading/challenge.ts; days are Nepal's, from the store's clock.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { existingBook } from '../catalog/books.js';
import { Book } from '../catalog/schemas.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import {
  answers,
  BearerAuth,
  Done,
  IdListQuery,
  IdParam,
  Page,
  PageQuery,
  PositiveId,
  StringEnum,
} from '../http/schemas.js';
import { CALENDARS } from '../reading/calendar.js';
import { challengeOf, dropGoal, MAX_GOAL, setGoal } from '../reading/challenge.js';
import { Challenge, Day, Shelf, ShelfCounts, ShelfEntry } from '../reading/schemas.js';
import { entriesJson, entriesOfBooks, ownEntry, SHELF_ORDERINGS, shelfCounts, shelfPage } from '../reading/shelves.js';
import { moveEntry, recordProgress, removeEntry, shelveBook } from '../reading/shelving.js';
import { nepalDate } from '../rentals/dates.js';
import { Author } from '../catalog/schemas.js';
import { BECAUSE_YOU_READ, FAVOURITE_AUTHORS, readerHome } from '../reading/readerHome.js';
import { freshActivities } from '../activity/feed.js';
import { LiveActivity } from '../activity/schemas.js';

export const SHELF_PAGE_SIZE = 20;

const Move = {
  shelf: Shelf,
  started_on: Type.Optional(Day),
  finished_on: Type.Optional(Day),
};
const Calendar = StringEnum(CALENDARS, {
  description: 'ad: the calendar year; bs: Bikram Sambat (Baisakh to Chaitra)',
});
const Year = Type.Integer({ minimum: 1, maximum: 9999 });
const EntryAnswer = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: ShelfEntry,
  live: LiveActivity,
});
const ChallengeAnswer = Type.Object({ success: Type.Literal(true), data: Type.Union([Challenge, Type.Null()]) });

export const readingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const times = () => {
    const now = app.clock();
    return { now, today: nepalDate(now) };
  };
  const entryJson = async (userId: number, id: number) => {
    const row = await ownEntry(db, userId, id);
    const [json] = row ? await entriesJson(db, config.publicUrl, [row]) : [];
    return json!;
  };

  app.get(
    '/reading/shelves/',
    {
      config: { auth: true },
      schema: {
        tags: ['reading'],
        summary: `Your shelves, ${SHELF_PAGE_SIZE} a page, with how many books are on each shelf (addition)`,
        querystring: Type.Object({
          ...PageQuery.properties,
          shelf: Type.Optional(Shelf),
          ordering: Type.Optional(StringEnum(SHELF_ORDERINGS, { description: 'Default -updated_at (latest first)' })),
        }),
        security: BearerAuth,
        response: answers({ 200: Page(Type.Array(ShelfEntry), { counts: ShelfCounts }) }),
      },
    },
    async (request) => {
      const userId = memberId(request);
      const page = pageRequest(request.query.page, SHELF_PAGE_SIZE);
      const [counts, { count, entries }] = await Promise.all([
        shelfCounts(db, userId),
        shelfPage(db, config.publicUrl, userId, {
          shelf: request.query.shelf,
          ordering: request.query.ordering ?? '-updated_at',
          page,
        }),
      ]);
      return {
        status: 'success' as const,
        count,
        counts,
        ...pageLinks(request, config.publicUrl, page, count),
        results: entries,
      };
    },
  );

  app.get(
    '/reading/home/',
    {
      config: { auth: true },
      schema: {
        tags: ['reading'],
        summary:
          `Your home page's picks (addition): up to ${FAVOURITE_AUTHORS} favourite authors from your shelves, ` +
          'favourites and ratings (the best-selling authors, marked sample, when you have none), and up to ' +
          `${BECAUSE_YOU_READ} books sharing the author or a genre with the book you finished last, none already shelved`,
        security: BearerAuth,
        response: answers({
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Object({
              favourite_authors: Type.Object({
                sample: Type.Boolean({ description: 'True: the store’s best-selling authors, not the member’s own' }),
                authors: Type.Array(Author),
              }),
              because_you_read: Type.Union([
                Type.Object({ book: Book, books: Type.Array(Book) }),
                Type.Null({ description: 'Nothing on the Read shelf yet' }),
              ]),
            }),
          }),
        }),
      },
    },
    async (request) => ({ success: true as const, data: await readerHome(db, config.publicUrl, memberId(request)) }),
  );

  app.get(
    '/reading/shelves/books/',
    {
      config: { auth: true },
      schema: {
        tags: ['reading'],
        summary: 'Your shelf entry of each of several books; books not on your shelves are left out (addition)',
        querystring: IdListQuery,
        security: BearerAuth,
        response: answers({ 200: Type.Object({ success: Type.Literal(true), results: Type.Array(ShelfEntry) }) }),
      },
    },
    async (request) => ({
      success: true as const,
      results: await entriesOfBooks(db, config.publicUrl, memberId(request), request.query.id),
    }),
  );

  app.post(
    '/reading/shelves/',
    {
      config: { auth: true },
      schema: {
        tags: ['reading'],
        summary: 'Put a book on a shelf (or move it there): one shelf per book (addition)',
        body: Type.Object({ book_id: PositiveId, ...Move }, { additionalProperties: false }),
        security: BearerAuth,
        response: answers({ 200: EntryAnswer }),
      },
    },
    async (request) => {
      const userId = memberId(request);
      const { book_id, ...move } = request.body;
      const { now, today } = times();
      const id = await shelveBook(db, userId, book_id, move, now, today);
      return {
        success: true as const,
        message: 'Book shelved',
        data: await entryJson(userId, id),
        live: await freshActivities(db, config.publicUrl, userId, now),
      };
    },
  );

  app.patch(
    '/reading/shelves/:id/',
    {
      config: { auth: true },
      schema: {
        tags: ['reading'],
        summary: 'Move a shelved book: start, finish, give up or read again (addition)',
        params: IdParam(),
        body: Type.Object(Move, { additionalProperties: false }),
        security: BearerAuth,
        response: answers({ 200: EntryAnswer }),
      },
    },
    async (request) => {
      const userId = memberId(request);
      const { now, today } = times();
      await moveEntry(db, userId, request.params.id, request.body, now, today);
      return {
        success: true as const,
        message: 'Book moved',
        data: await entryJson(userId, request.params.id),
        live: await freshActivities(db, config.publicUrl, userId, now),
      };
    },
  );

  app.delete(
    '/reading/shelves/:id/',
    {
      config: { auth: true },
      schema: {
        tags: ['reading'],
        summary: 'Take a book off your shelves, with its readings and progress; answers the book (addition)',
        params: IdParam(),
        security: BearerAuth,
        response: answers({
          200: Type.Object({ success: Type.Literal(true), message: Type.String(), book: Book }),
        }),
      },
    },
    async (request) => {
      const bookId = await removeEntry(db, memberId(request), request.params.id);
      return {
        success: true as const,
        message: 'Book removed from your shelves',
        book: await existingBook(db, config.publicUrl, bookId),
      };
    },
  );

  app.post(
    '/reading/shelves/:id/progress/',
    {
      config: { auth: true },
      schema: {
        tags: ['reading'],
        summary: 'Record progress on a book on Currently Reading, in pages or percent (addition)',
        params: IdParam(),
        body: Type.Object(
          {
            pages: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
            percent: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
          },
          { additionalProperties: false },
        ),
        security: BearerAuth,
        response: answers({ 200: EntryAnswer }),
      },
    },
    async (request) => {
      const userId = memberId(request);
      const now = app.clock();
      await recordProgress(db, userId, request.params.id, request.body, now);
      return {
        success: true as const,
        message: 'Progress updated',
        data: await entryJson(userId, request.params.id),
        live: await freshActivities(db, config.publicUrl, userId, now),
      };
    },
  );

  app.get(
    '/reading/challenge/',
    {
      config: { auth: true },
      schema: {
        tags: ['reading'],
        summary: 'Your reading challenge for a year (this year by default); data is null with no goal (addition)',
        querystring: Type.Object({ calendar: Type.Optional(Calendar), year: Type.Optional(Year) }),
        security: BearerAuth,
        response: answers({ 200: ChallengeAnswer }),
      },
    },
    async (request) => ({
      success: true as const,
      data: await challengeOf(db, memberId(request), times().today, request.query),
    }),
  );

  app.put(
    '/reading/challenge/',
    {
      config: { auth: true },
      schema: {
        tags: ['reading'],
        summary: 'Set your reading goal for a year of the calendar (ad) or Bikram Sambat (bs) (addition)',
        body: Type.Object(
          { calendar: Calendar, year: Year, goal: Type.Integer({ minimum: 1, maximum: MAX_GOAL }) },
          { additionalProperties: false },
        ),
        security: BearerAuth,
        response: answers({
          200: Type.Object({ success: Type.Literal(true), message: Type.String(), data: Challenge }),
        }),
      },
    },
    async (request) => {
      const { now, today } = times();
      const data = await setGoal(db, memberId(request), request.body, now, today);
      return { success: true as const, message: 'Reading goal saved', data };
    },
  );

  app.delete(
    '/reading/challenge/',
    {
      config: { auth: true },
      schema: {
        tags: ['reading'],
        summary: 'Drop your reading goal for a year (addition)',
        body: Type.Object({ calendar: Calendar, year: Year }, { additionalProperties: false }),
        security: BearerAuth,
        response: answers({ 200: Done }),
      },
    },
    async (request) => {
      await dropGoal(db, memberId(request), request.body);
      return { success: true as const, message: 'Reading goal removed' };
    },
  );
};
