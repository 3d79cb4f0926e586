/**
 * Wallet payments (SPEC §7): start a payment for one of your pending orders, then verify the
 * wallet's return. Khalti (KPG-2): create-payment answers the payment_url to open; eSewa (ePay
 * v2): initiate-esewa (or create-payment with ESEWA) answers a signed form to post. An order
 * completes only when the wallet's own lookup says 'Completed', the payment was issued here for
 * this very order and member, and the amounts agree to the paisa. The return is a hint, never
 * proof. Verifying twice is harmless; a payment can never complete another order. One open
 * payment per order (payments/start.ts); the verdict (payments/settle.ts); what a completed
 * payment does to its order, once (payments/confirm.ts).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { memberId } from '../auth/plugin.js';
import { FORM_FIELDS } from '../esewa/client.js';
import { esewaProvider } from '../esewa/provider.js';
import { readEsewaData } from '../esewa/returnData.js';
import { answers, BearerAuth, Money } from '../http/schemas.js';
import { answerOnce, IdempotencyHeaders, idempotencyKeyOf, keyUse } from '../idempotency/keys.js';
import { khaltiProvider } from '../khalti/provider.js';
import { OrderIdSchema } from '../orders/orders.js';
import type { ProviderCode, WalletProvider } from '../payments/provider.js';
import { issuedPayment, settlePayment, type IssuedPayment } from '../payments/settle.js';
import { startPayment } from '../payments/start.js';

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

/** eSewa's returns: `data` on success; our failure URL names the order and transaction itself. */
const EsewaReturnQuery = Type.Object({
  data: Type.Optional(Type.String({ maxLength: 4096, description: "eSewa's base64 JSON answer (success_url)" })),
  transaction_uuid: Type.Optional(Type.String({ maxLength: 100, description: 'From the failure URL' })),
  purchase_order_id: Type.Optional(Type.String({ maxLength: 100, description: 'From the failure URL' })),
});

const EsewaFormFields = Type.Object(Object.fromEntries(FORM_FIELDS.map((name) => [name, Type.String()])));

const EsewaForm = Type.Object({
  action: Type.String(),
  method: Type.Literal('POST'),
  fields: EsewaFormFields,
});

const StartedEsewaPayment = Type.Object({
  success: Type.Literal(true),
  payment_url: Type.String({ description: "eSewa's form URL (the form's action)" }),
  pidx: Type.String({ description: "The payment's transaction_uuid" }),
  form: EsewaForm,
});

const StartedPayment = Type.Object({
  success: Type.Literal(true),
  payment_url: Type.String({ description: "Khalti's page to open, or eSewa's form URL" }),
  pidx: Type.String({ description: "The wallet's id of the payment" }),
  form: Type.Optional(EsewaForm),
});

const VerifyAnswer = Type.Object({
  success: Type.Boolean(),
  status: Type.String({ description: "'Completed', or why not: 'User canceled', 'Failed', 'Needs refund', …" }),
  message: Type.String(),
  order_id: Type.Optional(Type.String()),
});
/** A refusal: the wallet's status when it was asked; none for a malformed request. */
const VerifyRefusal = Type.Object({
  success: Type.Literal(false),
  status: Type.Optional(Type.String()),
  message: Type.String(),
});

const verifyAnswers = answers({ 200: VerifyAnswer, 400: VerifyRefusal, 502: VerifyRefusal });

export const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const wallets: Record<ProviderCode, WalletProvider> = {
    KHALTI: khaltiProvider(config),
    ESEWA: esewaProvider(config),
  };

  /** One handler for both ways of starting: the same rules, one idempotency store. */
  const start = async (
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
    input: { order: string; amount: string; method: string },
  ) => {
    const userId = memberId(request);
    const key = idempotencyKeyOf(request.headers['idempotency-key'] as string | undefined);
    const use = keyUse(userId, key, route, request.body);
    const answer = await answerOnce(db, use, async () => ({
      statusCode: 200,
      body: await startPayment({ db, config, wallets, log: request.log }, userId, {
        orderId: input.order,
        amount: input.amount,
        method: input.method,
      }),
    }));
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  };

  app.post(
    '/payments/create-payment/',
    {
      config: { auth: true },
      schema: {
        tags: ['payments'],
        summary:
          'Start paying one of your orders: KHALTI answers the payment_url to open; ESEWA also answers the signed ' +
          'form to post (as initiate-esewa). While the order has a payment that can still be paid, answers that same payment',
        headers: IdempotencyHeaders,
        body: Type.Object({
          order: OrderIdSchema,
          amount: Money,
          payment_method: Type.String({ maxLength: 20, description: "'KHALTI' or 'ESEWA'" }),
        }),
        security: BearerAuth,
        response: answers({ 200: StartedPayment }),
      },
    },
    async (request, reply) =>
      start(request, reply, 'POST /payments/create-payment/', {
        ...request.body,
        method: request.body.payment_method,
      }),
  );

  app.post(
    '/payments/initiate-esewa/',
    {
      config: { auth: true },
      schema: {
        tags: ['payments'],
        summary:
          "Start paying one of your orders with eSewa (ePay v2): answers eSewa's form URL and the signed fields to " +
          'POST there from the browser. While the order has a payment that can still be paid, answers that same payment',
        headers: IdempotencyHeaders,
        body: Type.Object({ order: OrderIdSchema, amount: Money }),
        response: answers({ 200: StartedEsewaPayment }),
        security: BearerAuth,
      },
    },
    async (request, reply) =>
      start(request, reply, 'POST /payments/initiate-esewa/', { ...request.body, method: 'ESEWA' }),
  );

  const refuse = (reply: FastifyReply, status: string, reason: string) =>
    reply.status(400).send({ success: false, status, message: `${VERIFICATION_FAILED}: ${reason}` });

  async function settle(request: FastifyRequest, reply: FastifyReply, wallet: WalletProvider, found: IssuedPayment) {
    const verdict = await settlePayment({ db, log: request.log }, wallet, found.payment, found.order);
    if (verdict.paid)
      return {
        success: true,
        status: 'Completed',
        message: 'Payment verified successfully',
        order_id: verdict.orderId,
      };
    if (verdict.outage)
      return reply.status(502).send({ success: false, status: 'Failed', message: VERIFICATION_FAILED });
    return refuse(reply, verdict.status, verdict.reason);
  }

  app.get(
    '/payments/verify-khalti/',
    {
      config: { auth: true },
      schema: {
        tags: ['payments'],
        summary: "Verify Khalti's return: forward its query string as is",
        querystring: KhaltiReturnQuery,
        response: verifyAnswers,
        security: BearerAuth,
      },
    },
    async (request, reply) => {
      const { pidx, purchase_order_id: claimedOrder } = request.query;
      if (!pidx) return refuse(reply, 'Failed', 'the return from Khalti carries no pidx');
      // The pidx must have been issued here, to this member, for the order the return names.
      const found = await issuedPayment(db, wallets.KHALTI.code, pidx, memberId(request));
      if (!found) return refuse(reply, 'Failed', 'no payment of yours has this pidx');
      if (claimedOrder !== undefined && claimedOrder !== found.order.id)
        return refuse(reply, 'Failed', 'this payment was made for another order');
      return settle(request, reply, wallets.KHALTI, found);
    },
  );

  app.get(
    '/payments/verify-esewa/',
    {
      config: { auth: true },
      schema: {
        tags: ['payments'],
        summary:
          "Verify eSewa's return: forward its query string as is (`data` from the success URL, or the failure URL's " +
          "own parameters). The signature is checked, then eSewa's status API decides",
        querystring: EsewaReturnQuery,
        response: verifyAnswers,
        security: BearerAuth,
      },
    },
    async (request, reply) => {
      const { data, transaction_uuid: failedUuid, purchase_order_id: claimedOrder } = request.query;
      let transactionUuid = failedUuid;
      let claimedPaisa: number | undefined;
      if (data !== undefined) {
        const read = readEsewaData(data, { productCode: config.esewaProductCode, secretKey: config.esewaSecretKey });
        if (!read.ok) return refuse(reply, 'Failed', read.reason);
        if (failedUuid !== undefined && failedUuid !== read.transactionUuid)
          return refuse(reply, 'Failed', 'the return names two payments');
        transactionUuid = read.transactionUuid;
        claimedPaisa = read.amountPaisa;
      }
      if (!transactionUuid) return refuse(reply, 'Failed', 'the return from eSewa names no transaction');
      const found = await issuedPayment(db, wallets.ESEWA.code, transactionUuid, memberId(request));
      if (!found) return refuse(reply, 'Failed', 'no payment of yours has this transaction');
      if (claimedOrder !== undefined && claimedOrder !== found.order.id)
        return refuse(reply, 'Failed', 'this payment was made for another order');
      if (claimedPaisa !== undefined && claimedPaisa !== found.payment.amountPaisa)
        return refuse(reply, 'Failed', 'the amount paid does not match the order total');
      return settle(request, reply, wallets.ESEWA, found);
    },
  );
};
