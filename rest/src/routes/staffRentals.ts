/**
 * Rentals in the back office (addition, docs/staff.md): running rentals by due date, the overdue
 * ones, the ended ones; and marking a printed copy returned, undamaged or damaged
 * (rentals/returns.ts). Guests get 401, members without a staff role 403 (staff/roles.ts).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, notFound } from '../http/errors.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { answers, BearerAuth, CountsBy, IdParam, Page, PageQuery, StringEnum } from '../http/schemas.js';
import { staffRental, staffRentalPage, STAFF_RENTAL_VIEWS } from '../rentals/read.js';
import { returnRental, ReturnRefused } from '../rentals/returns.js';
import { StaffRental } from '../rentals/schemas.js';
import { REFUND_JOB } from '../refunds/send.js';
import { oweRentalRefund } from '../rentals/refund.js';
import { requireRole, staffActor } from '../staff/roles.js';

export const STAFF_RENTALS_PAGE_SIZE = 50;
const tags = ['staff'];

export const staffRentalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  requireRole(app, 'staff');

  app.get(
    '/staff/rentals/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: `Rentals, ${STAFF_RENTALS_PAGE_SIZE} a page: 'active' and 'overdue' by due date, 'ended' newest first; with how many are in each view`,
        querystring: Type.Object({
          ...PageQuery.properties,
          view: StringEnum(STAFF_RENTAL_VIEWS, { description: "'active', 'overdue' or 'ended'" }),
        }),
        security: BearerAuth,
        response: answers({
          200: Page(Type.Array(StaffRental), {
            counts: CountsBy(STAFF_RENTAL_VIEWS, 'Rentals in each view now'),
          }),
        }),
      },
    },
    async (request) => {
      const page = pageRequest(request.query.page, STAFF_RENTALS_PAGE_SIZE);
      const { count, counts, rentals } = await staffRentalPage(
        db,
        config.publicUrl,
        request.query.view,
        app.clock(),
        page,
      );
      return {
        status: 'success' as const,
        count,
        ...pageLinks(request, config.publicUrl, page, count),
        counts,
        results: rentals,
      };
    },
  );

  app.post(
    '/staff/rentals/:id/return/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary:
          'Mark a rented printed copy returned: undamaged, the deposit is refunded less the fee (and the 1% late fee the day after the due date) and the copy is back in stock; damaged, the rental is a purchase',
        params: IdParam(),
        body: Type.Object(
          { damaged: Type.Boolean({ description: 'The copy came back damaged' }) },
          { additionalProperties: false },
        ),
        security: BearerAuth,
        response: answers({
          200: Type.Object({ success: Type.Literal(true), rental: StaffRental }),
        }),
      },
    },
    async (request) => {
      try {
        const row = await returnRental(
          { db, clock: app.clock, webUrl: config.webUrl },
          staffActor(request),
          request.params.id,
          request.body.damaged,
          oweRentalRefund,
        );
        // The deposit owed back leaves now, not at the sender's next turn.
        if (row.refund !== null) app.jobs.wake(REFUND_JOB);
        return { success: true as const, rental: (await staffRental(db, config.publicUrl, row.id, app.clock()))! };
      } catch (error) {
        if (!(error instanceof ReturnRefused)) throw error;
        throw error.notFound ? notFound(error.message) : new ApiError(409, error.message);
      }
    },
  );
};
