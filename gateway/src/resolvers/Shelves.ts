/**
 * Shelves (issue 36): the member's entries with every reading and its progress history as REST
 * answers them (rest/src/reading), a page of them with the counts per shelf, `Book.myShelf`, and
 * the moves. The rules (one shelf per book, re-reads, Nepal days) are REST's; nothing here decides
 * them. Every entry an answer carries primes its book's `myShelf`, so it costs no further call.
 */
import type {
  MutationResolvers,
  QueryResolvers,
  ReadingProgressResolvers,
  ReadingResolvers,
  ReadingState,
  Shelf,
  ShelfEntryPageResolvers,
  ShelfEntryResolvers,
  ShelfOrder,
} from '../generated/resolvers.js';
import type { Context } from '../context.js';
import { announceFriendActivity } from '../subscriptions/publish.js';
import type { EntryAnswer, RestMove, RestShelf, RestShelfEntry, RestShelfOrdering } from '../rest/reading.js';
import { badInput, pageNumber, positiveId, requireMember } from './errors.js';
import { pageResolvers, pastTheEnd } from './pagination.js';

/** REST's page size (routes/reading.ts). */
const SHELF_PAGE_SIZE = 20;
const SHELVES: Shelf[] = ['WANT_TO_READ', 'CURRENTLY_READING', 'READ', 'DID_NOT_FINISH'];
const ORDERINGS: Record<ShelfOrder, RestShelfOrdering> = {
  RECENTLY_UPDATED: '-updated_at',
  LEAST_RECENTLY_UPDATED: 'updated_at',
  RECENTLY_ADDED: '-added_at',
  FIRST_ADDED: 'added_at',
  TITLE: 'title',
  TITLE_DESCENDING: '-title',
};

const shelfToRest = (s: Shelf) => s.toLowerCase() as RestShelf;
const shelfFromRest = (s: RestShelf) => s.toUpperCase() as Shelf;

const openReading = (e: RestShelfEntry) => e.readings.find((r) => r.state === 'reading') ?? null;

export const ShelfEntry: ShelfEntryResolvers = {
  id: (e) => String(e.id),
  book: (e) => e.book,
  shelf: (e) => shelfFromRest(e.shelf),
  addedAt: (e) => e.added_at,
  updatedAt: (e) => e.updated_at,
  readings: (e) => e.readings,
  currentReading: openReading,
  progressPercent: (e) => {
    const latest = openReading(e)?.progress[0];
    if (!latest) return null;
    if (latest.percent !== null) return latest.percent;
    const pages = e.book.pages;
    return pages && latest.pages !== null ? Math.min(100, Math.round((latest.pages * 100) / pages)) : null;
  },
};

export const Reading: ReadingResolvers = {
  id: (r) => String(r.id),
  state: (r) => r.state.toUpperCase() as ReadingState,
  startedOn: (r) => r.started_on,
  finishedOn: (r) => r.finished_on,
  progress: (r) => r.progress,
};

export const ReadingProgress: ReadingProgressResolvers = {
  id: (p) => String(p.id),
  pages: (p) => p.pages,
  percent: (p) => p.percent,
  recordedAt: (p) => p.recorded_at,
};

export const ShelfEntryPage: ShelfEntryPageResolvers = {
  ...pageResolvers,
  shelfCounts: (p) => SHELVES.map((shelf) => ({ shelf, count: p.counts[shelfToRest(shelf)] })),
};

export const shelfQueries: QueryResolvers = {
  myShelves: async (_, { shelf, order, page }, ctx) => {
    requireMember(ctx);
    const p = pageNumber(page);
    const ask = (n: number) =>
      ctx.api.reading.shelves({
        ...(shelf && { shelf: shelfToRest(shelf) }),
        ordering: ORDERINGS[order ?? 'RECENTLY_UPDATED'],
        page: n,
      });
    // Past the last page REST answers 404: the page is empty, the counts read from the first.
    const answer = (await pastTheEnd(ask(p), null)) ?? { ...(await ask(1)), results: [] };
    return {
      items: ctx.loaders.primeShelf(answer.results),
      count: answer.count,
      page: p,
      pageSize: SHELF_PAGE_SIZE,
      counts: answer.counts,
    };
  },
};

/** A move's body: the shelf and the days given. */
const move = (shelf: Shelf, startedOn?: string | null, finishedOn?: string | null): RestMove => ({
  shelf: shelfToRest(shelf),
  ...(startedOn && { started_on: startedOn }),
  ...(finishedOn && { finished_on: finishedOn }),
});

/** A write's entry, primed for the rest of the operation; its activity goes to friends' feeds as REST answered it. */
async function moved(ctx: Context, write: Promise<EntryAnswer>): Promise<RestShelfEntry> {
  const { data: entry, live } = await write;
  ctx.loaders.primeShelf([entry]);
  await announceFriendActivity(ctx, live);
  return entry;
}

const progressValue = (name: string, value: number | null | undefined, max: number) => {
  if (value === null || value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 0 || value > max) throw badInput(`${name} must be between 0 and ${max}`);
  return value;
};

export const shelfMutations: MutationResolvers = {
  shelveBook: (_, { bookId, shelf, startedOn, finishedOn }, ctx) => {
    requireMember(ctx);
    const id = positiveId(bookId, 'bookId');
    return moved(ctx, ctx.api.reading.shelve(id, move(shelf, startedOn, finishedOn)));
  },
  moveShelfEntry: (_, { id, shelf, startedOn, finishedOn }, ctx) => {
    requireMember(ctx);
    return moved(ctx, ctx.api.reading.move(positiveId(id), move(shelf, startedOn, finishedOn)));
  },
  finishReading: (_, { id, finishedOn }, ctx) => {
    requireMember(ctx);
    return moved(ctx, ctx.api.reading.move(positiveId(id), move('READ', null, finishedOn)));
  },
  markDidNotFinish: (_, { id, finishedOn }, ctx) => {
    requireMember(ctx);
    return moved(ctx, ctx.api.reading.move(positiveId(id), move('DID_NOT_FINISH', null, finishedOn)));
  },
  removeShelfEntry: async (_, { id }, ctx) => {
    requireMember(ctx);
    const book = await ctx.api.reading.remove(positiveId(id));
    ctx.loaders.myShelf.clear(book.id).prime(book.id, null);
    return ctx.loaders.primeBooks([book])[0]!;
  },
  updateReadingProgress: (_, { id, pages, percent }, ctx) => {
    requireMember(ctx);
    const entryId = positiveId(id);
    const body = { pages: progressValue('pages', pages, 100000), percent: progressValue('percent', percent, 100) };
    if ((body.pages === undefined) === (body.percent === undefined)) throw badInput('Give either pages or percent');
    return moved(
      ctx,
      ctx.api.reading.progress(entryId, body.pages !== undefined ? { pages: body.pages } : { percent: body.percent! }),
    );
  },
};
