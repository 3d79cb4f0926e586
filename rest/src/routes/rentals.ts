/**
 * A member's rentals (addition, docs/rest.md): every rented copy of their orders not cancelled,
 * newest first, with its state, due date and money (rentals/read.ts).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { answers, BearerAuth, Page, PageQuery } from '../http/schemas.js';
import { memberRentalPage } from '../rentals/read.js';
import { MemberRental } from '../rentals/schemas.js';

export const RENTALS_PAGE_SIZE = 20;

export const rentalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  app.get(
    '/rentals/',
    {
      config: { auth: true },
      schema: {
        tags: ['rentals'],
        summary: `Your rentals, newest first, ${RENTALS_PAGE_SIZE} a page: each with its state, due date and money (addition)`,
        querystring: PageQuery,
        security: BearerAuth,
        response: answers({ 200: Page(Type.Array(MemberRental)) }),
      },
    },
    async (request) => {
      const page = pageRequest(request.query.page, RENTALS_PAGE_SIZE);
      const { count, rentals } = await memberRentalPage(db, config.publicUrl, memberId(request), app.clock(), page);
      return {
        status: 'success' as const,
        count,
        ...pageLinks(request, config.publicUrl, page, count),
        results: rentals,
      };
    },
  );
};
