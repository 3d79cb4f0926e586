/** AuditEntryPage: one page of the audit log, with the page facts computed from REST's count. */
import type { AuditEntryPageResolvers } from '../generated/resolvers.js';
import { pageFacts } from './pagination.js';

export const AuditEntryPage: AuditEntryPageResolvers = {
  items: (p) => p.entries,
  totalCount: (p) => p.count,
  pageCount: (p) => pageFacts(p.page, p.count, p.pageSize).pageCount,
  hasNextPage: (p) => pageFacts(p.page, p.count, p.pageSize).hasNextPage,
  hasPreviousPage: (p) => p.page > 1,
};
