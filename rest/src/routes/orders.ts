/**
 * Orders (SPEC §7): create from cart lines, read one, and the addition listing the member's
 * orders newest first. Another member's order, or an id that is no order id at all, is simply
 * not found (never a database error).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { notFound } from '../http/errors.js';
import { BearerAuth, PositiveId } from '../http/schemas.js';
import { createOrder, isOrderId, memberOrders, OrderIdSchema, ordersJson } from '../orders/orders.js';

export const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  app.post(
    '/order/create-order/',
    {
      config: { auth: true },
      schema: {
        tags: ['orders'],
        summary: 'Order chosen cart lines, shipped to one of your addresses (Rs 100 shipping added)',
        body: Type.Object(
          {
            item_ids: Type.Array(PositiveId, {
              minItems: 1,
              maxItems: 100,
              uniqueItems: true,
              description: 'Ids of your cart lines',
            }),
            shipping_address_id: PositiveId,
          },
          { additionalProperties: false },
        ),
        security: BearerAuth,
      },
    },
    async (request, reply) => {
      const { item_ids, shipping_address_id } = request.body;
      const orderId = await createOrder(db, memberId(request), item_ids, shipping_address_id);
      reply.status(201);
      return { success: true, message: 'Order created successfully', order_id: orderId };
    },
  );

  app.get(
    '/order/',
    {
      config: { auth: true },
      schema: { tags: ['orders'], summary: 'Your orders, newest first (addition)', security: BearerAuth },
    },
    async (request) => ({
      success: true,
      orders: await ordersJson(db, config.publicUrl, await memberOrders(db, memberId(request))),
    }),
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
      },
    },
    async (request) => {
      const { id } = request.params;
      const rows = isOrderId(id) ? await memberOrders(db, memberId(request), id) : [];
      const [order] = await ordersJson(db, config.publicUrl, rows);
      if (!order) throw notFound('Order not found.');
      return { success: true, order };
    },
  );
};
