/**
 * Payments through Khalti's KPG-2 ePayment API (SPEC §7): create a payment for one of your pending
 * orders, then verify Khalti's return. An order completes only when Khalti's lookup says
 * 'Completed', the pidx was issued here for this very order and member, and the amounts agree to
 * the paisa. The return query string is a hint, never proof: only the lookup counts. Verifying
 * twice is harmless; a pidx can never complete another order.
 */
import { and, eq } from 'drizzle-orm';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { memberId } from '../auth/plugin.js';
import { toPaisa } from '../catalog/money.js';
import { orders, payments, users } from '../db/schema.js';
import { ApiError, badRequest, notFound } from '../http/errors.js';
import { BearerAuth, Money } from '../http/schemas.js';
import { KhaltiError, khaltiClient } from '../khalti/client.js';
import { completeOrder, isOrderId, OrderIdSchema } from '../orders/orders.js';

const PROVIDER = 'KHALTI';
const VERIFICATION_FAILED = 'Payment verification failed';

/** Khalti's return parameters (docs.khalti.com, "Payment Success Callback"); others are ignored. */
const KhaltiReturnQuery = Type.Object({
  pidx: Type.Optional(Type.String({ maxLength: 100 })),
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

/** Why a lookup status other than 'Completed' is not a payment, in words a payer understands. */
const NOT_PAID: Record<string, string> = {
  'User canceled': 'the payment was cancelled',
  Expired: 'the payment link expired before it was paid',
  Pending: 'Khalti still reports the payment as pending',
  Initiated: 'the payment was not completed',
  Refunded: 'the payment was refunded',
  'Partially Refunded': 'the payment was partly refunded',
};

export const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const khalti = khaltiClient(config);

  app.post(
    '/payments/create-payment/',
    {
      config: { auth: true },
      schema: {
        tags: ['payments'],
        summary: 'Start paying one of your orders with Khalti; answers the payment_url to open',
        body: Type.Object({
          order: OrderIdSchema,
          amount: Money,
          payment_method: Type.String({ maxLength: 20, description: "'KHALTI'" }),
        }),
        security: BearerAuth,
      },
    },
    async (request) => {
      const userId = memberId(request);
      const { order: orderId, amount, payment_method } = request.body;
      const [row] = isOrderId(orderId)
        ? await db
            .select({ order: orders, firstName: users.firstName, lastName: users.lastName, email: users.email })
            .from(orders)
            .innerJoin(users, eq(users.id, orders.userId))
            .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        : [];
      if (!row) throw notFound('Order not found.');
      if (row.order.isCompleted) throw badRequest('Order is already paid');
      const amountPaisa = toPaisa(row.order.totalAmount);
      if (toPaisa(amount) !== amountPaisa) throw badRequest('Amount does not match the order total');
      if (payment_method.toUpperCase() !== PROVIDER) throw badRequest('Unsupported payment method');

      let started;
      try {
        started = await khalti.initiate({
          return_url: `${config.webUrl}/payments/verify-khalti`,
          website_url: config.webUrl,
          amount: amountPaisa,
          purchase_order_id: row.order.id,
          purchase_order_name: `Pustak order ${row.order.id.slice(0, 8)}`,
          customer_info: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
        });
      } catch (error) {
        if (!(error instanceof KhaltiError)) throw error;
        request.log.error({ err: error }, 'khalti initiate failed');
        throw new ApiError(502, 'Failed to initiate payment');
      }
      await db
        .insert(payments)
        .values({ orderId: row.order.id, userId, provider: PROVIDER, pidx: started.pidx, amountPaisa });
      return { success: true, payment_url: started.payment_url, pidx: started.pidx };
    },
  );

  const refuse = (reply: FastifyReply, status: string, reason: string) =>
    reply.status(400).send({ success: false, status, message: `${VERIFICATION_FAILED}: ${reason}` });
  const verified = (orderId: string) => ({
    success: true,
    status: 'Completed',
    message: 'Payment verified successfully',
    order_id: orderId,
  });

  app.get(
    '/payments/verify-khalti/',
    {
      config: { auth: true },
      schema: {
        tags: ['payments'],
        summary: "Verify Khalti's return: forward its query string as is",
        querystring: KhaltiReturnQuery,
        security: BearerAuth,
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const { pidx, purchase_order_id: claimedOrder } = request.query;
      if (!pidx) return refuse(reply, 'Failed', 'the return from Khalti carries no pidx');

      // The pidx must have been issued here, to this member, for the order the return names.
      const [found] = await db
        .select({ payment: payments, order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.pidx, pidx), eq(payments.userId, userId), eq(orders.userId, userId)));
      if (!found) return refuse(reply, 'Failed', 'no payment of yours has this pidx');
      const { payment, order } = found;
      if (claimedOrder !== undefined && claimedOrder !== order.id)
        return refuse(reply, 'Failed', 'this payment was made for another order');
      if (order.isCompleted && payment.status === 'Completed') return verified(order.id);

      let lookup;
      try {
        lookup = await khalti.lookup(pidx);
      } catch (error) {
        if (!(error instanceof KhaltiError)) throw error;
        request.log.error({ err: error }, 'khalti lookup failed');
        // Khalti answered but does not know the pidx: a refusal. No answer, or our key refused: an outage.
        if (error.status && error.status >= 400 && error.status < 500 && error.status !== 401)
          return refuse(reply, 'Failed', 'Khalti does not know this payment');
        return reply.status(502).send({ success: false, status: 'Failed', message: VERIFICATION_FAILED });
      }
      if (lookup.pidx !== pidx) return refuse(reply, 'Failed', 'Khalti answered for another payment');
      if (lookup.status !== 'Completed') {
        await db.update(payments).set({ status: lookup.status }).where(eq(payments.id, payment.id));
        return refuse(reply, lookup.status, NOT_PAID[lookup.status] ?? `Khalti reports '${lookup.status}'`);
      }
      if (lookup.total_amount !== payment.amountPaisa || lookup.total_amount !== toPaisa(order.totalAmount))
        return refuse(reply, 'Failed', 'the amount paid does not match the order total');

      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'Completed', transactionId: lookup.transaction_id, verifiedAt: new Date() })
          .where(eq(payments.id, payment.id));
        await completeOrder(tx, order.id);
      });
      return verified(order.id);
    },
  );
};
