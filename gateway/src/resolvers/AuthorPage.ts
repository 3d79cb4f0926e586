/** AuthorPage: one page of the authors, by name, with the page facts computed from REST's count. */
import type { AuthorPageResolvers } from '../generated/resolvers.js';
import { pageFacts } from './pagination.js';

export const AuthorPage: AuthorPageResolvers = {
  items: (p) => p.authors,
  totalCount: (p) => p.count,
  pageCount: (p) => pageFacts(p.page, p.count, p.pageSize).pageCount,
  hasNextPage: (p) => pageFacts(p.page, p.count, p.pageSize).hasNextPage,
  hasPreviousPage: (p) => p.page > 1,
};
