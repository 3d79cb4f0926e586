/**
 * Payments through Khalti (SPEC §7): create a payment for one of your pending orders, then verify
 * Khalti's return. An order completes only when Khalti's lookup says 'Completed', the pidx was
 * issued here for this very order and member, and the amounts agree to the paisa. Verifying twice
 * is harmless; a pidx can never complete another order.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { toPaisa } from '../catalog/money.js';
import { books, orderItems, orders, payments, users } from '../db/schema.js';
import { ApiError, badRequest, notFound } from '../http/errors.js';
import { BearerAuth, Money } from '../http/schemas.js';
import { KhaltiError, khaltiClient } from '../khalti/client.js';

const PROVIDER = 'KHALTI';

const VerifyQuery = Type.Object({
  pidx: Type.String({ minLength: 1, maxLength: 100 }),
  status: Type.Optional(Type.String({ maxLength: 50 })),
  transaction_id: Type.Optional(Type.String({ maxLength: 100 })),
  tidx: Type.Optional(Type.String({ maxLength: 100 })),
  txnId: Type.Optional(Type.String({ maxLength: 100 })),
  amount: Type.Optional(Type.String({ maxLength: 20 })),
  total_amount: Type.Optional(Type.String({ maxLength: 20 })),
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
  purchase_order_id: Type.Optional(Type.String({ maxLength: 100 })),
  purchase_order_name: Type.Optional(Type.String({ maxLength: 200 })),
});

export const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const khalti = khaltiClient(config);

  app.post(
    '/payments/create-payment/',
    {
      config: { auth: true },
      schema: {
        tags: ['payments'],
        summary: 'Start paying an order with Khalti; answers the payment_url to open',
        body: Type.Object({
          order: Type.String({ format: 'uuid' }),
          amount: Money,
          payment_method: Type.String({ maxLength: 20 }),
        }),
        security: BearerAuth,
      },
    },
    async (request) => {
      const userId = memberId(request);
      const b = request.body;
      if (b.payment_method.toUpperCase() !== PROVIDER) throw badRequest('Unsupported payment method');
      const [row] = await db
        .select({ order: orders, name: users.firstName, last: users.lastName, email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(eq(orders.id, b.order), eq(orders.userId, userId)));
      if (!row) throw notFound('Order not found.');
      if (row.order.isCompleted) throw badRequest('Order is already paid');
      const amountPaisa = toPaisa(row.order.totalAmount);
      if (toPaisa(b.amount) !== amountPaisa) throw badRequest('Amount does not match the order total');

      let started;
      try {
        started = await khalti.initiate({
          return_url: `${config.webUrl}/payments/verify-khalti`,
          website_url: config.webUrl,
          amount: amountPaisa,
          purchase_order_id: row.order.id,
          purchase_order_name: `Pustak order ${row.order.id.slice(0, 8)}`,
          customer_info: { name: `${row.name} ${row.last}`.trim(), email: row.email },
        });
      } catch (error) {
        request.log.error({ err: error }, 'khalti initiate failed');
        throw new ApiError(502, 'Failed to initiate payment');
      }
      await db
        .insert(payments)
        .values({ orderId: row.order.id, userId, provider: PROVIDER, pidx: started.pidx, amountPaisa });
      return { success: true, payment_url: started.payment_url, pidx: started.pidx };
    },
  );

  app.get(
    '/payments/verify-khalti/',
    {
      config: { auth: true },
      schema: {
        tags: ['payments'],
        summary: "Verify Khalti's return (its query string forwarded as is)",
        querystring: VerifyQuery,
        security: BearerAuth,
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const q = request.query;
      const fail = (status: string, message: string) => reply.status(400).send({ success: false, status, message });

      const [payment] = await db
        .select({ payment: payments, order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.pidx, q.pidx), eq(payments.userId, userId)));
      if (!payment) return fail('Failed', 'Payment verification failed: this payment is not yours');
      if (q.purchase_order_id && q.purchase_order_id !== payment.order.id) {
        return fail('Failed', 'Payment verification failed: the payment belongs to another order');
      }
      if (payment.order.isCompleted && payment.payment.status === 'Completed') {
        return {
          success: true,
          status: 'Completed',
          message: 'Payment verified successfully',
          order_id: payment.order.id,
        };
      }

      let lookup;
      try {
        lookup = await khalti.lookup(q.pidx);
      } catch (error) {
        if (!(error instanceof KhaltiError)) throw error;
        request.log.error({ err: error }, 'khalti lookup failed');
        return reply.status(502).send({ success: false, status: 'Failed', message: 'Payment verification failed' });
      }
      const expected = toPaisa(payment.order.totalAmount);
      if (lookup.status !== 'Completed') {
        await db.update(payments).set({ status: lookup.status }).where(eq(payments.id, payment.payment.id));
        return fail(lookup.status, `Payment verification failed: the payment is ${lookup.status.toLowerCase()}`);
      }
      if (lookup.total_amount !== payment.payment.amountPaisa || lookup.total_amount !== expected) {
        return fail('Failed', 'Payment verification failed: the amount paid does not match the order');
      }

      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'Completed', transactionId: lookup.transaction_id, verifiedAt: new Date() })
          .where(eq(payments.id, payment.payment.id));
        const completed = await tx
          .update(orders)
          .set({ isCompleted: true, completedAt: new Date() })
          .where(and(eq(orders.id, payment.order.id), eq(orders.isCompleted, false)))
          .returning({ id: orders.id });
        if (completed.length === 0) return; // a concurrent verify got there first
        const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, payment.order.id));
        for (const item of items) {
          await tx
            .update(books)
            .set({ salesCount: sql`${books.salesCount} + ${item.quantity}` })
            .where(eq(books.id, item.bookId));
        }
      });
      return {
        success: true,
        status: 'Completed',
        message: 'Payment verified successfully',
        order_id: payment.order.id,
      };
    },
  );
};
