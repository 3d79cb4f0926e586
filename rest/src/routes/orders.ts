/**
 * Orders (SPEC §7): create from cart lines, read one, and the addition listing the member's
 * orders newest first. Another member's order is simply not found.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { notFound } from '../http/errors.js';
import { BearerAuth, PositiveId } from '../http/schemas.js';
import { createOrder, memberOrders, ordersJson } from '../orders/orders.js';

export const OrderIdParam = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  app.post(
    '/order/create-order/',
    {
      config: { auth: true },
      schema: {
        tags: ['orders'],
        summary: 'Order chosen cart lines, shipped to one of your addresses',
        body: Type.Object(
          {
            item_ids: Type.Array(PositiveId, { minItems: 1, maxItems: 100, uniqueItems: true }),
            shipping_address_id: PositiveId,
          },
          { additionalProperties: false },
        ),
        security: BearerAuth,
      },
    },
    async (request, reply) => {
      const orderId = await createOrder(db, memberId(request), request.body.item_ids, request.body.shipping_address_id);
      reply.status(201);
      return { success: true, message: 'Order created successfully', order_id: orderId };
    },
  );

  app.get(
    '/order/',
    {
      config: { auth: true },
      schema: { tags: ['orders'], summary: "The member's orders, newest first (addition)", security: BearerAuth },
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
      schema: { tags: ['orders'], summary: 'One of your orders', params: OrderIdParam, security: BearerAuth },
    },
    async (request) => {
      const rows = await memberOrders(db, memberId(request), request.params.id);
      const [order] = await ordersJson(db, config.publicUrl, rows);
      if (!order) throw notFound('Order not found.');
      return { success: true, order };
    },
  );
};
