/**
 * Goodreads import and export (issue 36): the CSV passes to REST as it came and back as REST wrote
 * it; matching, idempotence and the refusals of a file that is not a Goodreads CSV are REST's
 * (rest/src/reading/goodreads/). A matched row's book is on the member's shelves afterwards, so
 * the request's shelf loader forgets what it knew.
 */
import type {
  GoodreadsImportResolvers,
  GoodreadsRowPageResolvers,
  GoodreadsRowResolvers,
  MutationResolvers,
  QueryResolvers,
  Shelf,
} from '../generated/resolvers.js';
import type { RestShelf } from '../rest/reading.js';
import { pageNumber, positiveId, requireMember } from './errors.js';
import { pageResolvers, pastTheEnd } from './pagination.js';

/** REST's page size (routes/goodreads.ts). */
const UNMATCHED_PAGE_SIZE = 20;
const SHELVES: Shelf[] = ['WANT_TO_READ', 'CURRENTLY_READING', 'READ', 'DID_NOT_FINISH'];

export const GoodreadsImport: GoodreadsImportResolvers = {
  shelved: (i) => SHELVES.map((shelf) => ({ shelf, count: i.shelved[shelf.toLowerCase() as RestShelf] })),
  reviewsAdded: (i) => i.reviews_added,
  alreadyThere: (i) => i.already_there,
};

export const GoodreadsRow: GoodreadsRowResolvers = {
  id: (r) => String(r.id),
  shelf: (r) => (r.shelf ? (r.shelf.toUpperCase() as Shelf) : null),
  dateRead: (r) => r.date_read,
};

export const GoodreadsRowPage: GoodreadsRowPageResolvers = pageResolvers;

export const goodreadsQueries: QueryResolvers = {
  goodreadsUnmatched: async (_, { page }, ctx) => {
    requireMember(ctx);
    const p = pageNumber(page);
    const answer = (await pastTheEnd(ctx.api.goodreads.unmatched(p), null)) ?? { count: 0, results: [] };
    return { items: answer.results, count: answer.count, page: p, pageSize: UNMATCHED_PAGE_SIZE };
  },
  goodreadsExport: (_, __, ctx) => {
    requireMember(ctx);
    return ctx.api.goodreads.exportCsv();
  },
};

export const goodreadsMutations: MutationResolvers = {
  importGoodreads: (_, { csv }, ctx) => {
    requireMember(ctx);
    return ctx.api.goodreads.importCsv(csv);
  },
  matchGoodreadsRow: async (_, { id, bookId }, ctx) => {
    requireMember(ctx);
    const book = positiveId(bookId, 'bookId');
    const done = await ctx.api.goodreads.match(positiveId(id), book);
    ctx.loaders.myShelf.clear(book);
    return done;
  },
  skipGoodreadsRow: async (_, { id }, ctx) => {
    requireMember(ctx);
    await ctx.api.goodreads.skip(positiveId(id));
    return id;
  },
};
