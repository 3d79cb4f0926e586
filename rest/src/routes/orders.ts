/**
 * Orders (SPEC §7): create from cart lines, read one, and the addition listing the member's
 * orders newest first. Another member's order, or an id that is no order id at all, is simply
 * not found (never a database error). Unpaid orders past their hold are cancelled before any of
 * these runs (orders/holds.ts), so what a member reads is never stale.
 */
import { randomUUID } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { ApiError, notFound } from '../http/errors.js';
import { pageLinks, pageRequest } from '../http/pagination.js';
import { answers, BearerAuth, MAX_ID, Nullable, PositiveId } from '../http/schemas.js';
import { answerOnce, IdempotencyHeaders, idempotencyKeyOf, keyUse } from '../idempotency/keys.js';
import { moveOrder, MoveRefused } from '../orders/fulfilment.js';
import { REFUND_JOB } from '../refunds/send.js';
import { expireUnpaidOrders } from '../orders/holds.js';
import {
  createOrder,
  isOrderId,
  memberOrders,
  ORDER_NOTES_MAX,
  OrderIdSchema,
  ordersJson,
  PAYMENT_METHODS,
  pageOfMemberOrders,
} from '../orders/orders.js';
import { Order } from '../orders/schemas.js';

/** A page of the orders list: a screenful; a member with years of orders pages through them. */
export const ORDERS_PAGE_SIZE = 20;
const MAX_ORDERS_PAGE_SIZE = 100;

/** Why an order was cancelled when its member gives no reason. */
export const MEMBER_CANCEL_REASON = 'Cancelled at your request';

const Created = Type.Object({ success: Type.Literal(true), message: Type.String(), order_id: Type.String() });

export const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const fulfilment = { db, clock: app.clock, webUrl: config.webUrl };

  app.post(
    '/order/create-order/',
    {
      config: { auth: true },
      schema: {
        tags: ['orders'],
        summary:
          'Order chosen cart lines, shipped to one of your addresses (Rs 100 shipping added); unpaid, it holds ' +
          'its copies for ORDER_HOLD_MINUTES, and a member may have MAX_UNPAID_ORDERS unpaid at once. Paid cash on ' +
          'delivery, it is Confirmed unpaid, never cancelled by the hold, and a member may have MAX_OPEN_COD_ORDERS ' +
          'open. The address must be in one of DELIVERY_DISTRICTS. An order of eBooks and audiobooks only takes no address ' +
          'and no shipping, cannot be paid cash on delivery, and is delivered (to My library) once paid',
        headers: IdempotencyHeaders,
        body: Type.Object(
          {
            item_ids: Type.Array(PositiveId, {
              minItems: 1,
              maxItems: 100,
              uniqueItems: true,
              description: 'Ids of your cart lines',
            }),
            shipping_address_id: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: MAX_ID,
                description: 'One of your addresses; leave it out for an order of eBooks and audiobooks only',
              }),
            ),
            payment_method: Type.Optional(
              Type.Union(
                PAYMENT_METHODS.map((m) => Type.Literal(m)),
                { description: 'How it will be paid; absent: a wallet, chosen when paying' },
              ),
            ),
            notes: Type.Optional(
              Type.String({
                maxLength: ORDER_NOTES_MAX,
                description: `Notes for the store or the courier, up to ${ORDER_NOTES_MAX} characters (line breaks allowed); blank: none`,
              }),
            ),
          },
          { additionalProperties: false },
        ),
        security: BearerAuth,
        response: answers({ 201: Created }),
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const { item_ids, shipping_address_id, payment_method, notes } = request.body;
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const use = keyUse(userId, key, 'POST /order/create-order/', request.body);
      // Copies held by orders past their hold go back first, so they can be ordered now.
      await expireUnpaidOrders(db, config.orderHoldMs);
      const answer = await answerOnce(db, use, async (record) => {
        const id = randomUUID();
        const created = {
          statusCode: 201,
          body: { success: true, message: 'Order created successfully', order_id: id },
        };
        await createOrder(db, {
          id,
          userId,
          itemIds: item_ids,
          shippingAddressId: shipping_address_id,
          maxUnpaidOrders: config.maxUnpaidOrders,
          ...(payment_method !== undefined && { paymentMethod: payment_method }),
          ...(notes !== undefined && { notes }),
          maxOpenCodOrders: config.maxOpenCodOrders,
          deliveryDistricts: config.deliveryDistricts,
          now: app.clock(),
          claim: (tx) => record(tx, created),
        });
        return created;
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      // A replay is the first answer as it was stored: the same shape.
      return reply.status(answer.statusCode).send(answer.body as Static<typeof Created>);
    },
  );

  app.get(
    '/order/',
    {
      config: { auth: true },
      schema: {
        tags: ['orders'],
        summary: 'Your orders, newest first, a page at a time (addition)',
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
          page_size: Type.Optional(
            Type.Integer({ minimum: 1, maximum: MAX_ORDERS_PAGE_SIZE, description: `Default ${ORDERS_PAGE_SIZE}` }),
          ),
        }),
        security: BearerAuth,
        response: answers({
          200: Type.Object({
            success: Type.Literal(true),
            count: Type.Integer({ minimum: 0, description: 'Your orders on all pages' }),
            next: Nullable(Type.String()),
            previous: Nullable(Type.String()),
            orders: Type.Array(Order),
          }),
        }),
      },
    },
    async (request) => {
      await expireUnpaidOrders(db, config.orderHoldMs);
      const page = pageRequest(request.query.page, request.query.page_size ?? ORDERS_PAGE_SIZE);
      const { count, rows } = await pageOfMemberOrders(db, memberId(request), page);
      return {
        success: true as const,
        count,
        ...pageLinks(request, config.publicUrl, page, count),
        orders: await ordersJson(db, config.publicUrl, rows),
      };
    },
  );

  app.get(
    '/order/:id/',
    {
      config: { auth: true },
      schema: {
        tags: ['orders'],
        summary: 'One of your orders',
        params: Type.Object({ id: OrderIdSchema }),
        security: BearerAuth,
        response: answers({ 200: Type.Object({ success: Type.Literal(true), order: Order }) }),
      },
    },
    async (request) => {
      const { id } = request.params;
      await expireUnpaidOrders(db, config.orderHoldMs);
      const rows = isOrderId(id) ? await memberOrders(db, memberId(request), id) : [];
      const [order] = await ordersJson(db, config.publicUrl, rows);
      if (!order) throw notFound('Order not found.');
      return { success: true as const, order };
    },
  );

  app.post(
    '/order/:id/cancel/',
    {
      config: { auth: true },
      schema: {
        tags: ['orders'],
        summary:
          'Cancel one of your orders before it is packed (addition): its copies go back in stock, and money paid for it is owed back (refund_due)',
        params: Type.Object({ id: OrderIdSchema }),
        body: Type.Optional(
          Type.Object(
            { reason: Type.Optional(Type.String({ maxLength: 200, description: 'Why, in your words' })) },
            { additionalProperties: false },
          ),
        ),
        security: BearerAuth,
        response: answers({ 200: Type.Object({ success: Type.Literal(true), message: Type.String(), order: Order }) }),
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isOrderId(id)) throw notFound('Order not found.');
      const reason = request.body?.reason?.trim() || MEMBER_CANCEL_REASON;
      // An unpaid order past its hold is cancelled by the sweep first, and then says so.
      await expireUnpaidOrders(db, config.orderHoldMs);
      try {
        const row = await moveOrder(fulfilment, { memberId: memberId(request) }, id, { action: 'cancel', reason });
        const [order] = await ordersJson(db, config.publicUrl, [row]);
        // Money paid for it is owed back now: the refund leaves at once (refunds/send.ts).
        if (order!.refunds.length > 0) app.jobs.wake(REFUND_JOB);
        return { success: true as const, message: 'Order cancelled', order: order! };
      } catch (error) {
        if (!(error instanceof MoveRefused)) throw error;
        throw error.notFound ? notFound(error.message) : new ApiError(409, error.message);
      }
    },
  );
};
