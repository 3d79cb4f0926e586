/**
 * Refunds in the back office (issue 35, docs/staff.md): the refunds by state, recording one made
 * outside with its reference, and sending a failed Khalti refund again (refunds/staff.ts). Guests
 * get 401, members without a staff role 403 (staff/roles.ts).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, badRequest, notFound } from '../http/errors.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { answers, BearerAuth, CountsBy, IdParam, Nullable, Page, PageQuery } from '../http/schemas.js';
import { OrderStepSchema } from '../orders/schemas.js';
import { REFUND_STATES } from '../refunds/owe.js';
import { Refund, RefundStateSchema } from '../refunds/schemas.js';
import { REFUND_JOB } from '../refunds/send.js';
import { recordRefund, RefundRefused, retryRefund, staffRefundPage, staffRefundsJson } from '../refunds/staff.js';
import { StaffMemberView } from '../staff/members.js';
import { requireRole, staffActor } from '../staff/roles.js';

export const STAFF_REFUNDS_PAGE_SIZE = 50;
const tags = ['staff'];

const StaffRefund = Type.Object({
  ...Refund.properties,
  attempts: Type.Integer({ description: 'Calls made to Khalti for it' }),
  last_error: Nullable(Type.String({ description: 'Why it failed (or why its last call went unanswered)' })),
  sent_at: Nullable(Type.String({ format: 'date-time' })),
  rental_id: Nullable(Type.Integer({ description: 'The rental whose deposit it is' })),
  transaction_id: Nullable(Type.String({ description: "The wallet's transaction id of the payment refunded" })),
  order: Type.Object({
    order_id: Type.String(),
    total_amount: Type.String(),
    step: OrderStepSchema,
    created_at: Type.String({ format: 'date-time' }),
  }),
  member: StaffMemberView,
});

const Changed = Type.Object({ success: Type.Literal(true), refund: StaffRefund });

export const staffRefundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  requireRole(app, 'staff');

  const answer = async (row: Awaited<ReturnType<typeof retryRefund>>) => ({
    success: true as const,
    refund: (await staffRefundsJson(db, [row]))[0]!,
  });
  const refused = (error: unknown): never => {
    if (!(error instanceof RefundRefused)) throw error;
    throw error.notFound ? notFound(error.message) : new ApiError(409, error.message);
  };

  app.get(
    '/staff/refunds/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: `Refunds in one state (or all), ${STAFF_REFUNDS_PAGE_SIZE} a page: waiting ones oldest first, refunded newest first; with how many are in each state`,
        querystring: Type.Object({ ...PageQuery.properties, state: Type.Optional(RefundStateSchema) }),
        security: BearerAuth,
        response: answers({
          200: Page(Type.Array(StaffRefund), {
            counts: CountsBy(REFUND_STATES, 'Refunds in each state now'),
          }),
        }),
      },
    },
    async (request) => {
      const page = pageRequest(request.query.page, STAFF_REFUNDS_PAGE_SIZE);
      const { rows, counts, count } = await staffRefundPage(db, request.query.state, page);
      return {
        status: 'success' as const,
        count,
        ...pageLinks(request, config.publicUrl, page, count),
        counts,
        results: await staffRefundsJson(db, rows),
      };
    },
  );

  app.post(
    '/staff/refunds/:id/record/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary:
          "Record a refund made outside (eSewa, cash, or a failed Khalti one made in Khalti's dashboard) with its reference: it is refunded",
        params: IdParam(),
        body: Type.Object(
          {
            reference: Type.String({
              minLength: 1,
              maxLength: 200,
              description: "The refund's reference: the wallet's refund or transaction id, a receipt number",
            }),
          },
          { additionalProperties: false },
        ),
        security: BearerAuth,
        response: answers({ 200: Changed }),
      },
    },
    async (request) => {
      const reference = request.body.reference.trim();
      if (!reference) throw badRequest('Reference is required');
      const row = await recordRefund({ db, clock: app.clock }, staffActor(request), request.params.id, reference).catch(
        refused,
      );
      return answer(row);
    },
  );

  app.post(
    '/staff/refunds/:id/retry/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'Send a failed Khalti refund again',
        params: IdParam(),
        security: BearerAuth,
        response: answers({ 200: Changed }),
      },
    },
    async (request) => {
      const row = await retryRefund(db, staffActor(request), request.params.id).catch(refused);
      app.jobs.wake(REFUND_JOB);
      return answer(row);
    },
  );
};
