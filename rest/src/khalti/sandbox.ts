/**
 * A local stand-in for Khalti's KPG-2 servers, served at /khalti-sandbox and used by default so
 * payments work with no network: initiate and lookup with Khalti's request and response shapes
 * and its `Authorization: Key …` header, and a payment page that takes Khalti's published test
 * credentials and returns the payer to return_url with Khalti's query parameters. It keeps its
 * own table (as Khalti keeps its own records) and never touches Pustak's orders.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { khaltiSandboxPayments } from '../db/schema.js';
import { paymentPage } from './sandbox-page.js';

const TEST_IDS = new Set(['9800000000', '9800000001', '9800000002', '9800000003', '9800000004', '9800000005']);
const TEST_MPIN = '1111';
const TEST_OTP = '987654';
const EXPIRES_IN_SECONDS = 30 * 60;

type SandboxRow = typeof khaltiSandboxPayments.$inferSelect;
const id = (prefix = '') => prefix + randomBytes(11).toString('base64url');

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const khaltiSandbox: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const keyIsValid = (request: FastifyRequest) => request.headers.authorization === `Key ${config.khaltiSecretKey}`;
  const refuse = (reply: FastifyReply) => reply.status(401).send({ detail: 'Invalid token.', status_code: 401 });

  async function find(pidx: unknown): Promise<SandboxRow | undefined> {
    if (typeof pidx !== 'string' || !pidx) return undefined;
    const [row] = await db.select().from(khaltiSandboxPayments).where(eq(khaltiSandboxPayments.pidx, pidx));
    if (row && row.status === 'Initiated' && row.expiresAt < new Date()) {
      await db.update(khaltiSandboxPayments).set({ status: 'Expired' }).where(eq(khaltiSandboxPayments.pidx, row.pidx));
      return { ...row, status: 'Expired' };
    }
    return row;
  }

  app.post('/api/v2/epayment/initiate/', { schema: { hide: true } }, async (request, reply) => {
    if (!keyIsValid(request)) return refuse(reply);
    const b = (request.body ?? {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    if (!isUrl(b.return_url)) errors.return_url = ['Enter a valid URL.'];
    if (!isUrl(b.website_url)) errors.website_url = ['Enter a valid URL.'];
    if (!Number.isInteger(b.amount) || (b.amount as number) < 1000)
      errors.amount = ['Amount must be greater than 1000 paisa'];
    if (typeof b.purchase_order_id !== 'string' || !b.purchase_order_id)
      errors.purchase_order_id = ['This field is required.'];
    if (typeof b.purchase_order_name !== 'string' || !b.purchase_order_name)
      errors.purchase_order_name = ['This field is required.'];
    if (Object.keys(errors).length) return reply.status(400).send({ ...errors, error_key: 'validation_error' });

    const pidx = id();
    const expiresAt = new Date(Date.now() + EXPIRES_IN_SECONDS * 1000);
    await db.insert(khaltiSandboxPayments).values({
      pidx,
      amountPaisa: b.amount as number,
      purchaseOrderId: b.purchase_order_id as string,
      purchaseOrderName: b.purchase_order_name as string,
      returnUrl: b.return_url as string,
      websiteUrl: b.website_url as string,
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
    if (!keyIsValid(request)) return refuse(reply);
    const row = await find((request.body as { pidx?: unknown } | undefined)?.pidx);
    if (!row) return reply.status(400).send({ pidx: ['Not found.'], error_key: 'validation_error' });
    return {
      pidx: row.pidx,
      total_amount: row.amountPaisa,
      status: row.status,
      transaction_id: row.transactionId,
      fee: 0,
      refunded: false,
    };
  });

  app.get('/pay', { schema: { hide: true } }, async (request, reply) => {
    const row = await find((request.query as { pidx?: unknown }).pidx);
    reply.type('text/html; charset=utf-8');
    if (!row)
      return reply.status(404).send(
        paymentPage({
          pidx: '',
          orderName: 'Unknown payment',
          amountPaisa: 0,
          closed: 'This payment link is not valid.',
        }),
      );
    const closed = row.status === 'Initiated' ? undefined : `This payment is ${row.status.toLowerCase()}.`;
    return paymentPage({ pidx: row.pidx, orderName: row.purchaseOrderName, amountPaisa: row.amountPaisa, closed });
  });

  app.post('/pay', { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const row = await find(form.pidx);
    reply.type('text/html; charset=utf-8');
    if (!row || row.status !== 'Initiated') {
      return reply.status(row ? 409 : 404).send(
        paymentPage({
          pidx: '',
          orderName: row?.purchaseOrderName ?? 'Unknown payment',
          amountPaisa: row?.amountPaisa ?? 0,
          closed: 'This payment can no longer be paid.',
        }),
      );
    }
    const model = { pidx: row.pidx, orderName: row.purchaseOrderName, amountPaisa: row.amountPaisa };
    let status: string;
    let transactionId = '';
    let mobile = '';
    if (form.action === 'cancel') {
      status = 'User canceled';
    } else {
      const khaltiId = (form.khalti_id ?? '').trim();
      if (!TEST_IDS.has(khaltiId) || form.mpin !== TEST_MPIN || form.otp !== TEST_OTP) {
        return reply
          .status(400)
          .send(
            paymentPage({ ...model, khaltiId, error: 'Invalid Khalti ID, MPIN or OTP. Please check and try again.' }),
          );
      }
      status = 'Completed';
      transactionId = id('T');
      mobile = khaltiId;
    }
    await db
      .update(khaltiSandboxPayments)
      .set({ status, transactionId: transactionId || null, mobile: mobile || null })
      .where(eq(khaltiSandboxPayments.pidx, row.pidx));
    const back = new URL(row.returnUrl);
    const params: Record<string, string> = {
      pidx: row.pidx,
      status,
      transaction_id: transactionId,
      tidx: transactionId,
      amount: String(row.amountPaisa),
      total_amount: String(row.amountPaisa),
      mobile,
      purchase_order_id: row.purchaseOrderId,
      purchase_order_name: row.purchaseOrderName,
    };
    for (const [k, v] of Object.entries(params)) back.searchParams.set(k, v);
    return reply.redirect(back.toString(), 303);
  });
};
