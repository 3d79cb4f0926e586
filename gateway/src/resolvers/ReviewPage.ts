/** ReviewPage: a page of a book's or a member's reviews (10 a page). */
import type { ReviewPageResolvers } from '../generated/resolvers.js';
import { pageFacts } from './pagination.js';

export const ReviewPage: ReviewPageResolvers = {
  items: (p) => p.reviews,
  totalCount: (p) => p.count,
  pageCount: (p) => pageFacts(p.page, p.count, p.pageSize).pageCount,
  hasNextPage: (p) => pageFacts(p.page, p.count, p.pageSize).hasNextPage,
  hasPreviousPage: (p) => p.page > 1,
};
