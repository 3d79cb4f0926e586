/**
 * ReaderHome: REST's home picks for the member (GET /reading/home/, one call). The authors and books
 * it answers are primed, so their details cost nothing more; the suggested books are never on the
 * member's shelves (REST leaves those out), so their `myShelf` is known to be null without a call.
 */
import type { QueryResolvers, ReaderHomeResolvers } from '../generated/resolvers.js';
import { requireMember } from './errors.js';

export const ReaderHome: ReaderHomeResolvers = {
  favouriteAuthors: (h, _, ctx) => {
    for (const a of h.favourite_authors.authors) ctx.loaders.author.prime(String(a.id), a);
    return h.favourite_authors.authors;
  },
  favouriteAuthorsAreSample: (h) => h.favourite_authors.sample,
  lastRead: (h, _, ctx) => (h.because_you_read ? ctx.loaders.primeBooks([h.because_you_read.book])[0]! : null),
  becauseYouRead: (h, _, ctx) => {
    const books = h.because_you_read?.books ?? [];
    for (const b of books) ctx.loaders.myShelf.prime(b.id, null);
    return ctx.loaders.primeBooks(books);
  },
};

export const readerHomeQueries: QueryResolvers = {
  readerHome: (_, __, ctx) => {
    requireMember(ctx);
    return ctx.api.reading.home();
  },
};
