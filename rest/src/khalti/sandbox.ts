/**
 * A local stand-in for Khalti's KPG-2 servers, served at /khalti-sandbox and used by default so
 * payments work with no network and no merchant account. It follows Khalti's documented contract
 * (docs.khalti.com/khalti-epayment): initiate and lookup with the same request and response shapes,
 * the merchant refund API (docs.khalti.com/api/refund: full or partial, at /api/merchant-transaction/…),
 * status codes and `Authorization: Key …` header, and a payment page taking Khalti's published test
 * credentials that returns the payer to return_url with Khalti's query parameters. It keeps its own
 * tables (payments, and the refunds it made), as Khalti keeps its own records, and never reads or
 * touches Pustak's orders.
 * Like a merchant account registered for one website, it takes return and website URLs only on
 * the web app's origin (WEB_URL) and only ever sends the payer to the URL stored at initiate time,
 * so it cannot be used to bounce people to another site. app.ts mounts it only when no real Khalti
 * is configured.
 */
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { khaltiSandboxPayments, khaltiSandboxRefunds } from '../db/schema.js';
import { paymentPage, type PaymentPageModel } from './sandbox-page.js';

/** Khalti's published sandbox credentials. */
const TEST_KHALTI_IDS = new Set(['9800000000', '9800000001', '9800000002', '9800000003', '9800000004', '9800000005']);
const TEST_MPIN = '1111';
const TEST_OTP = '987654';
const EXPIRES_IN_SECONDS = 30 * 60;
const MIN_AMOUNT_PAISA = 1000;

/** What the page says instead of the form once a payment is no longer open. */
const CLOSED: Record<string, string> = {
  Completed: 'This payment has been paid.',
  'User canceled': 'This payment was cancelled.',
  Expired: 'This payment link has expired.',
};

const NOT_PAYABLE = 'This payment can no longer be paid.';

/** Statuses of a payment that took money (and may be refunded, in part until nothing is left). */
const PAID_STATUSES = ['Completed', 'Partially Refunded'];
const REFUNDED_STATUSES = ['Refunded', 'Partially Refunded'];

type SandboxPayment = typeof khaltiSandboxPayments.$inferSelect;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Identifiers in Khalti's style: 22 base62 characters ('bZQLD9wRVWo4CdESSfuSsB'). */
const khaltiId = () => Array.from({ length: 22 }, () => BASE62[randomInt(BASE62.length)]).join('');
/** Khalti shows the payer's number masked in the return URL ('98XXXXX904'). */
const masked = (mobile: string) => `${mobile.slice(0, 2)}XXXXX${mobile.slice(-3)}`;

const urlOf = (value: string) => {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Khalti's (Django REST framework's) validation errors for initiate: `{field: [message], error_key}`.
 * `allowedOrigin` is the merchant's website: return and website URLs elsewhere are refused.
 */
function initiateErrors(body: Record<string, unknown>, allowedOrigin: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const text = (field: string) => {
    const value = body[field];
    if (value === undefined || value === null) errors[field] = ['This field is required.'];
    else if (typeof value !== 'string' || value.trim() === '') errors[field] = ['This field may not be blank.'];
    return typeof value === 'string' ? value : '';
  };
  for (const field of ['return_url', 'website_url']) {
    const url = text(field);
    if (errors[field]) continue;
    const parsed = urlOf(url);
    if (!parsed) errors[field] = ['Enter a valid URL.'];
    else if (parsed.origin !== allowedOrigin)
      errors[field] = [`Must be a URL on the merchant's website (${allowedOrigin}).`];
  }
  text('purchase_order_id');
  text('purchase_order_name');
  const amount = body.amount;
  if (amount === undefined || amount === null) errors.amount = ['This field is required.'];
  else if (!/^\d{1,12}$/.test(String(amount))) errors.amount = ['A valid integer is required.'];
  else if (Number(amount) < MIN_AMOUNT_PAISA)
    errors.amount = ['Amount should be greater than Rs. 10, that is 1000 paisa.'];
  return errors;
}

export const khaltiSandbox: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;

  // The payment page posts a plain HTML form; this parser only exists inside this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** Khalti's answers to a missing or wrong key; undefined when the merchant key is right. */
  function keyRefusal(request: FastifyRequest) {
    const [keyword, key, ...rest] = (request.headers.authorization ?? '').trim().split(/\s+/);
    if (keyword?.toLowerCase() !== 'key' || !key || rest.length > 0)
      return { detail: 'Authentication credentials were not provided.', status_code: 401 };
    if (key !== config.khaltiSecretKey) return { detail: 'Invalid token.', status_code: 401 };
    return undefined;
  }

  /** The payment for `pidx`, marked Expired once its link has lapsed unpaid. */
  async function find(pidx: unknown): Promise<SandboxPayment | undefined> {
    if (typeof pidx !== 'string' || !pidx) return undefined;
    const [row] = await db.select().from(khaltiSandboxPayments).where(eq(khaltiSandboxPayments.pidx, pidx));
    if (row?.status === 'Initiated' && row.expiresAt < new Date()) {
      await db.update(khaltiSandboxPayments).set({ status: 'Expired' }).where(eq(khaltiSandboxPayments.pidx, pidx));
      return { ...row, status: 'Expired' };
    }
    return row;
  }

  const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
    typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};

  app.post('/api/v2/epayment/initiate/', { schema: { hide: true } }, async (request, reply) => {
    const refusal = keyRefusal(request);
    if (refusal) return reply.status(401).send(refusal);
    const body = bodyOf(request);
    const errors = initiateErrors(body, new URL(config.webUrl).origin);
    if (Object.keys(errors).length > 0) return reply.status(400).send({ ...errors, error_key: 'validation_error' });

    const pidx = khaltiId();
    const expiresAt = new Date(Date.now() + EXPIRES_IN_SECONDS * 1000);
    await db.insert(khaltiSandboxPayments).values({
      pidx,
      amountPaisa: Number(body.amount),
      purchaseOrderId: String(body.purchase_order_id),
      purchaseOrderName: String(body.purchase_order_name),
      returnUrl: String(body.return_url),
      websiteUrl: String(body.website_url),
      expiresAt,
    });
    return {
      pidx,
      payment_url: `${config.publicUrl}/khalti-sandbox/pay?pidx=${pidx}`,
      expires_at: expiresAt.toISOString(),
      expires_in: EXPIRES_IN_SECONDS,
    };
  });

  app.post('/api/v2/epayment/lookup/', { schema: { hide: true } }, async (request, reply) => {
    const refusal = keyRefusal(request);
    if (refusal) return reply.status(401).send(refusal);
    const row = await find(bodyOf(request).pidx);
    if (!row) return reply.status(404).send({ detail: 'Not found.', error_key: 'validation_error' });
    // As Khalti does: a cancelled or expired payment is looked up with HTTP 400 and the usual body.
    reply.status(row.status === 'User canceled' || row.status === 'Expired' ? 400 : 200);
    return {
      pidx: row.pidx,
      total_amount: row.amountPaisa,
      status: row.status,
      transaction_id: row.transactionId,
      fee: 0,
      refunded: REFUNDED_STATUSES.includes(row.status),
    };
  });

  /**
   * Khalti's refund: the whole payment with no body parameters, part of it with `amount` (paisa).
   * Refused (400) for a transaction it does not know, one not paid, or more than is left of it.
   * Under the payment's row lock, so two refunds at once never take more than was paid.
   */
  app.post('/api/merchant-transaction/:transactionId/refund/', { schema: { hide: true } }, async (request, reply) => {
    const refusal = keyRefusal(request);
    if (refusal) return reply.status(401).send(refusal);
    const { transactionId } = request.params as { transactionId: string };
    const amount = bodyOf(request).amount;
    if (amount !== undefined && !/^\d{1,12}$/.test(String(amount)))
      return reply.status(400).send({ amount: ['A valid integer is required.'], error_key: 'validation_error' });
    const answer = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(khaltiSandboxPayments)
        .where(eq(khaltiSandboxPayments.transactionId, transactionId))
        .for('update');
      if (!row || !PAID_STATUSES.includes(row.status))
        return { detail: 'Transaction not found or not eligible for refund.', error_key: 'validation_error' };
      const [done] = await tx
        .select({ paisa: sql<number>`coalesce(sum(${khaltiSandboxRefunds.amountPaisa}), 0)::bigint` })
        .from(khaltiSandboxRefunds)
        .where(eq(khaltiSandboxRefunds.transactionId, transactionId));
      const left = row.amountPaisa - Number(done?.paisa ?? 0);
      const paisa = amount === undefined ? left : Number(amount);
      if (paisa <= 0 || paisa > left)
        return {
          detail: `Refund amount exceeds the refundable amount (${left} paisa).`,
          error_key: 'validation_error',
        };
      await tx.insert(khaltiSandboxRefunds).values({ transactionId, pidx: row.pidx, amountPaisa: paisa });
      await tx
        .update(khaltiSandboxPayments)
        .set({ status: paisa === left ? 'Refunded' : 'Partially Refunded' })
        .where(eq(khaltiSandboxPayments.pidx, row.pidx));
      return undefined;
    });
    if (answer) return reply.status(400).send(answer);
    return { detail: 'Transaction refund successful.' };
  });

  /**
   * Sandbox only (Khalti's merchant dashboard shows the same): one transaction with the refunds
   * made of it, oldest first, so tests and operators can see what the wallet itself refunded.
   */
  app.get('/api/merchant-transaction/:transactionId/', { schema: { hide: true } }, async (request, reply) => {
    const refusal = keyRefusal(request);
    if (refusal) return reply.status(401).send(refusal);
    const { transactionId } = request.params as { transactionId: string };
    const [row] = await db
      .select()
      .from(khaltiSandboxPayments)
      .where(eq(khaltiSandboxPayments.transactionId, transactionId));
    if (!row) return reply.status(404).send({ detail: 'Not found.', error_key: 'validation_error' });
    const made = await db
      .select()
      .from(khaltiSandboxRefunds)
      .where(eq(khaltiSandboxRefunds.transactionId, transactionId))
      .orderBy(khaltiSandboxRefunds.id);
    return {
      transaction_id: transactionId,
      pidx: row.pidx,
      total_amount: row.amountPaisa,
      status: row.status,
      refunds: made.map((r) => ({ amount: r.amountPaisa, created_at: r.createdAt.toISOString() })),
    };
  });

  const page = (reply: FastifyReply, status: number, model: PaymentPageModel) =>
    reply.status(status).type('text/html; charset=utf-8').send(paymentPage(model));
  const modelOf = (row: SandboxPayment) => ({
    pidx: row.pidx,
    orderName: row.purchaseOrderName,
    amountPaisa: row.amountPaisa,
    websiteUrl: row.websiteUrl,
  });
  const unknownPayment = { pidx: '', orderName: 'Unknown payment', amountPaisa: 0 };

  app.get('/pay', { schema: { hide: true } }, async (request, reply) => {
    const row = await find((request.query as { pidx?: unknown }).pidx);
    if (!row) return page(reply, 404, { ...unknownPayment, closed: 'This payment link is not valid.' });
    if (row.status !== 'Initiated')
      return page(reply, 200, { ...modelOf(row), closed: CLOSED[row.status] ?? NOT_PAYABLE });
    return page(reply, 200, modelOf(row));
  });

  app.post('/pay', { schema: { hide: true } }, async (request, reply) => {
    const form = bodyOf(request);
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
    const row = await find(form.pidx);
    if (!row) return page(reply, 404, { ...unknownPayment, closed: 'This payment link is not valid.' });
    if (row.status !== 'Initiated') return page(reply, 409, { ...modelOf(row), closed: NOT_PAYABLE });

    const cancelled = field('action') === 'cancel';
    const mobile = field('khalti_id');
    if (!cancelled && (!TEST_KHALTI_IDS.has(mobile) || field('mpin') !== TEST_MPIN || field('otp') !== TEST_OTP)) {
      return page(reply, 400, {
        ...modelOf(row),
        khaltiId: mobile,
        error: 'Invalid Khalti ID, MPIN or OTP. Please check and try again.',
      });
    }
    const status = cancelled ? 'User canceled' : 'Completed';
    const transactionId = cancelled ? null : khaltiId();
    // Only a payment still open moves on: a double submit cannot pay or cancel it twice.
    const moved = await db
      .update(khaltiSandboxPayments)
      .set({ status, transactionId, mobile: cancelled ? null : mobile })
      .where(and(eq(khaltiSandboxPayments.pidx, row.pidx), eq(khaltiSandboxPayments.status, 'Initiated')))
      .returning({ pidx: khaltiSandboxPayments.pidx });
    if (moved.length === 0) return page(reply, 409, { ...modelOf(row), closed: NOT_PAYABLE });
    return reply.redirect(returnUrl(row, status, transactionId ?? '', cancelled ? '' : masked(mobile)), 303);
  });
};

/** return_url with Khalti's callback parameters, in the order and spelling of its documentation. */
function returnUrl(row: SandboxPayment, status: string, transactionId: string, mobile: string): string {
  const params: [string, string][] = [['pidx', row.pidx]];
  if (transactionId) params.push(['txnId', transactionId]);
  params.push(
    ['amount', String(row.amountPaisa)],
    ['total_amount', String(row.amountPaisa)],
    ['status', status],
    ['mobile', mobile],
    ['tidx', transactionId],
    ['purchase_order_id', row.purchaseOrderId],
    ['purchase_order_name', row.purchaseOrderName],
    ['transaction_id', transactionId],
  );
  const url = new URL(row.returnUrl);
  // Spaces as %20 ('User%20canceled'), as Khalti sends them, rather than URLSearchParams' '+'.
  const query = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  url.search = url.search ? `${url.search}&${query}` : query;
  return url.toString();
}
