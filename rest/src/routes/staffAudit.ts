/** The audit log of staff writes (addition, docs/staff.md): admins only, newest first, paginated. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { answers, BearerAuth, Page, PageQuery } from '../http/schemas.js';
import { auditPage } from '../staff/audit.js';
import { requireRole } from '../staff/roles.js';
import { AuditEntry } from '../staff/schemas.js';

export const AUDIT_PAGE_SIZE = 50;

export const staffAuditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  requireRole(app, 'admin');

  app.get(
    '/staff/audit/',
    {
      config: { auth: true },
      schema: {
        tags: ['staff'],
        summary: `The audit log, newest first, ${AUDIT_PAGE_SIZE} a page (admins only)`,
        querystring: PageQuery,
        security: BearerAuth,
        response: answers({ 200: Page(Type.Array(AuditEntry)) }),
      },
    },
    async (request) => {
      const page = pageRequest(request.query.page, AUDIT_PAGE_SIZE);
      const { count, entries } = await auditPage(db, page);
      return {
        status: 'success' as const,
        count,
        ...pageLinks(request, config.publicUrl, page, count),
        results: entries,
      };
    },
  );
};
