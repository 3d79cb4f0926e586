/** Staff queries: one book hidden or not, the store's inbox, the order queues, and the audit log (admins). REST decides who may read them. */
import type { QueryResolvers } from '../generated/resolvers.js';
import { orNull, pageNumber, positiveId, requireMember } from './errors.js';
import { pastTheEnd } from './pagination.js';
import { refundStateToRest } from './Refund.js';

/** REST's page sizes of the audit log, the inbox, the order queues and refunds (routes/staffAudit.ts, staffContact.ts, staffOrders.ts, staffBooks.ts, staffRefunds.ts). */
const AUDIT_PAGE_SIZE = 50;
const CONTACT_PAGE_SIZE = 50;
const ORDERS_PAGE_SIZE = 50;
const BOOKS_PAGE_SIZE = 50;
const REFUNDS_PAGE_SIZE = 50;

export const staffQueries: QueryResolvers = {
  staffBook: async (_, { id }, ctx) => {
    requireMember(ctx);
    return orNull(ctx.api.staff.book(positiveId(id)));
  },
  staffAuditLog: async (_, { page }, ctx) => {
    requireMember(ctx);
    const p = pageNumber(page);
    const answer = await pastTheEnd(ctx.api.staff.audit(p), null);
    return { items: answer?.results ?? [], count: answer?.count ?? 0, page: p, pageSize: AUDIT_PAGE_SIZE };
  },
  staffContactMessages: async (_, { page }, ctx) => {
    requireMember(ctx);
    const p = pageNumber(page);
    const answer = await pastTheEnd(ctx.api.staff.contactMessages(p), null);
    return { items: answer?.results ?? [], count: answer?.count ?? 0, page: p, pageSize: CONTACT_PAGE_SIZE };
  },
  staffBooks: async (_, { title, page }, ctx) => {
    requireMember(ctx);
    const p = pageNumber(page);
    const answer = await pastTheEnd(ctx.api.staff.books(title?.trim() || undefined, p), null);
    return { items: answer?.results ?? [], count: answer?.count ?? 0, page: p, pageSize: BOOKS_PAGE_SIZE };
  },
  staffOrders: async (_, { step, page }, ctx) => {
    requireMember(ctx);
    const p = pageNumber(page);
    // Past the last page REST answers 404: the page is empty, and the counts are read from the first.
    const answer = (await pastTheEnd(ctx.api.staff.orders(step, p), null)) ?? {
      ...(await ctx.api.staff.orders(step, 1)),
      results: [],
    };
    return { items: answer.results, count: answer.count, page: p, pageSize: ORDERS_PAGE_SIZE, counts: answer.counts };
  },
  staffRefunds: async (_, { state, page }, ctx) => {
    requireMember(ctx);
    const p = pageNumber(page);
    const wanted = state ? refundStateToRest(state) : undefined;
    // Past the last page REST answers 404: the page is empty, and the counts are read from the first.
    const answer = (await pastTheEnd(ctx.api.staff.refunds(wanted, p), null)) ?? {
      ...(await ctx.api.staff.refunds(wanted, 1)),
      results: [],
    };
    return { items: answer.results, count: answer.count, page: p, pageSize: REFUNDS_PAGE_SIZE, counts: answer.counts };
  },
};
