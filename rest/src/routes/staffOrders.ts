/**
 * Fulfilment in the back office (addition, docs/staff.md): staff's queue of orders at each step,
 * and moves on many orders at once (pack, ship, deliver, cancel). Each order moves on its own
 * (orders/fulfilment.ts): one that a colleague moved meanwhile is refused with the reason, and
 * the others still move. Guests get 401, members without a staff role 403 (staff/roles.ts).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../http/errors.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { answers, BearerAuth, CountsBy, Money, Page, PageQuery } from '../http/schemas.js';
import { moveOrders, staffOrdersJson, staffQueue, type FulfilmentDeps, type Move } from '../orders/fulfilment.js';
import { OrderIdSchema } from '../orders/orders.js';
import { REFUND_JOB } from '../refunds/send.js';
import { Order, OrderStepSchema } from '../orders/schemas.js';
import { ORDER_STEPS } from '../orders/steps.js';
import { StaffMemberView } from '../staff/members.js';
import { requireRole, staffActor, type StaffActor } from '../staff/roles.js';

export const STAFF_ORDERS_PAGE_SIZE = 50;
/** Orders one bulk action moves at most: a day's packing, never an unbounded request. */
const MAX_BULK = 100;
const tags = ['staff'];

const StaffOrder = Type.Object({
  ...Order.properties,
  member: StaffMemberView,
});

const Moved = Type.Object({
  success: Type.Literal(true),
  orders: Type.Array(StaffOrder, { description: 'The orders moved, as they are now' }),
  refused: Type.Array(Type.Object({ order_id: Type.String(), message: Type.String() }), {
    description: 'Orders not moved (not found, or not at the step this move starts from), and why',
  }),
});

const OrderIds = Type.Array(OrderIdSchema, { minItems: 1, maxItems: MAX_BULK, uniqueItems: true });
const Label = (description: string) => Type.String({ minLength: 1, maxLength: 100, description });

export const staffOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const deps: FulfilmentDeps = { db, clock: app.clock, webUrl: config.webUrl };
  requireRole(app, 'staff');

  const moveEach = async (staff: StaffActor, moves: { orderId: string; move: Move }[]) => {
    const { moved, refused } = await moveOrders(deps, staff, moves);
    return { success: true as const, orders: await staffOrdersJson(db, config.publicUrl, moved), refused };
  };

  app.get(
    '/staff/orders/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: `The orders at one step, ${STAFF_ORDERS_PAGE_SIZE} a page: open steps oldest first, delivered and cancelled newest first; with how many orders are at each step`,
        querystring: Type.Object({ ...PageQuery.properties, step: OrderStepSchema }),
        security: BearerAuth,
        response: answers({
          200: Page(Type.Array(StaffOrder), {
            counts: CountsBy(ORDER_STEPS, 'Orders at each step now'),
          }),
        }),
      },
    },
    async (request) => {
      const page = pageRequest(request.query.page, STAFF_ORDERS_PAGE_SIZE);
      const { rows, counts } = await staffQueue(db, request.query.step, page);
      const count = counts[request.query.step];
      return {
        status: 'success' as const,
        count,
        ...pageLinks(request, config.publicUrl, page, count),
        counts,
        results: await staffOrdersJson(db, config.publicUrl, rows),
      };
    },
  );

  app.post(
    '/staff/orders/pack/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'Mark paid (or cash-on-delivery confirmed) orders packed',
        body: Type.Object({ order_ids: OrderIds }, { additionalProperties: false }),
        security: BearerAuth,
        response: answers({ 200: Moved }),
      },
    },
    async (request) =>
      moveEach(
        staffActor(request),
        request.body.order_ids.map((orderId) => ({ orderId, move: { action: 'pack' } })),
      ),
  );

  app.post(
    '/staff/orders/ship/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'Mark packed orders shipped, each with its courier and tracking number',
        body: Type.Object(
          {
            shipments: Type.Array(
              Type.Object(
                {
                  order_id: OrderIdSchema,
                  courier: Label('Who carries it'),
                  tracking_number: Label("The courier's tracking number"),
                },
                { additionalProperties: false },
              ),
              { minItems: 1, maxItems: MAX_BULK },
            ),
          },
          { additionalProperties: false },
        ),
        security: BearerAuth,
        response: answers({ 200: Moved }),
      },
    },
    async (request) => {
      const shipments = request.body.shipments.map((s) => ({
        orderId: s.order_id,
        move: { action: 'ship' as const, courier: s.courier.trim(), trackingNumber: s.tracking_number.trim() },
      }));
      if (shipments.some((s) => !s.move.courier)) throw badRequest('Courier is required');
      if (shipments.some((s) => !s.move.trackingNumber)) throw badRequest('Tracking number is required');
      return moveEach(staffActor(request), shipments);
    },
  );

  app.post(
    '/staff/orders/deliver/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary:
          'Mark shipped orders delivered; a cash-on-delivery order needs the cash received, its total, and is then paid',
        body: Type.Object(
          {
            deliveries: Type.Array(
              Type.Object(
                { order_id: OrderIdSchema, cash_received: Type.Optional(Money) },
                { additionalProperties: false },
              ),
              { minItems: 1, maxItems: MAX_BULK },
            ),
          },
          { additionalProperties: false },
        ),
        security: BearerAuth,
        response: answers({ 200: Moved }),
      },
    },
    async (request) =>
      moveEach(
        staffActor(request),
        request.body.deliveries.map((d) => ({
          orderId: d.order_id,
          move: { action: 'deliver', cashReceived: d.cash_received },
        })),
      ),
  );

  app.post(
    '/staff/orders/cancel/',
    {
      config: { auth: true },
      schema: {
        tags,
        summary:
          'Cancel orders that have not shipped: their copies go back in stock, and a paid one is owed back (its refunds)',
        body: Type.Object(
          {
            order_ids: OrderIds,
            reason: Type.String({ minLength: 1, maxLength: 200, description: 'Told to the member' }),
          },
          { additionalProperties: false },
        ),
        security: BearerAuth,
        response: answers({ 200: Moved }),
      },
    },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason) throw badRequest('Reason is required');
      const answer = await moveEach(
        staffActor(request),
        request.body.order_ids.map((orderId) => ({ orderId, move: { action: 'cancel', reason } })),
      );
      // Money paid for them is owed back now: the refunds leave at once (refunds/send.ts).
      if (answer.orders.some((o) => o.refunds.length > 0)) app.jobs.wake(REFUND_JOB);
      return answer;
    },
  );
};
