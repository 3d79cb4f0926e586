/** OrderPage: one page of the member's orders, newest first, with the page facts computed from REST's count. */
import type { OrderPageResolvers } from '../generated/resolvers.js';
import { pageFacts } from './pagination.js';

export const OrderPage: OrderPageResolvers = {
  items: (p) => p.orders,
  totalCount: (p) => p.count,
  pageCount: (p) => pageFacts(p.page, p.count, p.pageSize).pageCount,
  hasNextPage: (p) => pageFacts(p.page, p.count, p.pageSize).hasNextPage,
  hasPreviousPage: (p) => p.page > 1,
};
