/** Staff queries: one book hidden or not, the store's inbox, and the audit log (admins). REST decides who may read them. */
import type { QueryResolvers } from '../generated/resolvers.js';
import { orNull, pageNumber, positiveId, requireMember } from './errors.js';
import { pastTheEnd } from './pagination.js';

/** REST's page sizes of the audit log and the inbox (routes/staffAudit.ts, routes/staffContact.ts). */
const AUDIT_PAGE_SIZE = 50;
const CONTACT_PAGE_SIZE = 50;

export const staffQueries: QueryResolvers = {
  staffBook: async (_, { id }, ctx) => {
    requireMember(ctx);
    return orNull(ctx.api.staff.book(positiveId(id)));
  },
  staffAuditLog: async (_, { page }, ctx) => {
    requireMember(ctx);
    const p = pageNumber(page);
    const answer = await pastTheEnd(ctx.api.staff.audit(p), null);
    return { entries: answer?.results ?? [], count: answer?.count ?? 0, page: p, pageSize: AUDIT_PAGE_SIZE };
  },
  staffContactMessages: async (_, { page }, ctx) => {
    requireMember(ctx);
    const p = pageNumber(page);
    const answer = await pastTheEnd(ctx.api.staff.contactMessages(p), null);
    return { messages: answer?.results ?? [], count: answer?.count ?? 0, page: p, pageSize: CONTACT_PAGE_SIZE };
  },
};
