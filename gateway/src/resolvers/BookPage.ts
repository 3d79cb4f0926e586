/** BookPage: one catalog page, with the page facts computed from REST's count. */
import type { BookPageResolvers } from '../generated/resolvers.js';
import { pageFacts } from './pagination.js';

export const BookPage: BookPageResolvers = {
  items: (p) => p.books,
  totalCount: (p) => p.count,
  totalCountIsLowerBound: (p) => p.countIsLowerBound,
  pageCount: (p) => pageFacts(p.page, p.count, p.pageSize).pageCount,
  hasNextPage: (p) => pageFacts(p.page, p.count, p.pageSize).hasNextPage,
  hasPreviousPage: (p) => p.page > 1,
  authors: (p) => p.authors ?? [],
  authorsCount: (p) => p.authorsCount ?? 0,
  authorsFirst: (p) => p.authorsFirst ?? false,
  didYouMean: (p) => p.didYouMean ?? null,
};
