/** AuditEntryPage: one page of the audit log, with the page facts computed from REST's count. */
import type { AuditEntryPageResolvers } from '../generated/resolvers.js';
import { pageResolvers } from './pagination.js';

export const AuditEntryPage: AuditEntryPageResolvers = pageResolvers;
