/**
 * A local stand-in for eSewa's ePay v2, served at /esewa-sandbox and used by default so payments
 * work with no network and no merchant account. It follows eSewa's documented contract
 * (developer.esewa.com.np/pages/Epay): the form URL takes the merchant's signed form (fields,
 * HMAC-SHA256 signature over signed_field_names, total = amount + tax + charges), shows a payment
 * page taking eSewa's published test credentials, and sends the payer to success_url with `?data=`
 * (base64 JSON signed with the merchant's secret) or to failure_url; the status API answers
 * COMPLETE, PENDING, CANCELED or NOT_FOUND for product_code, total_amount and transaction_uuid.
 * It keeps its own table, as eSewa keeps its own records, and never reads Pustak's orders. Like
 * a merchant registered for one website, it takes success and failure URLs only on the web app's
 * origin, so it cannot bounce people elsewhere. app.ts mounts it only when no real eSewa is configured.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { esewaSandboxPayments } from '../db/schema.js';
import { FORM_FIELDS, FORM_PATH, STATUS_PATH } from './client.js';
import { esewaPage, type EsewaPageModel } from './sandbox-page.js';
import { FORM_SIGNED_FIELDS, hasValidSignature, paisaOf, signed } from './signature.js';

/** eSewa's published test credentials (developer.esewa.com.np, 'Test credentials'). */
const TEST_ESEWA_IDS = new Set(['9806800001', '9806800002', '9806800003', '9806800004', '9806800005']);
const TEST_PASSWORD = 'Nepal@123';
const TEST_TOKEN = '123456';

/** What eSewa's success answer signs, in its order. */
const ANSWER_SIGNED_FIELDS = [
  'transaction_code',
  'status',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'signed_field_names',
];

const NOT_PAYABLE = 'This payment can no longer be paid.';
const CLOSED: Record<string, string> = {
  COMPLETE: 'This payment has been paid.',
  CANCELED: 'This payment was cancelled.',
};

type SandboxPayment = typeof esewaSandboxPayments.$inferSelect;

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** eSewa's reference ids look like '000AWEO'. */
const refId = () => `000${Array.from({ length: 4 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('')}`;

/** eSewa writes amounts in its answer as grouped rupees with at least one decimal ('1,250.0'). */
const answerAmount = (paisa: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(paisa / 100);

const onOrigin = (value: string, origin: string) => {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === origin;
  } catch {
    return false;
  }
};

/** Why eSewa would refuse this form, or the transaction it describes. */
function readForm(
  form: Record<string, string>,
  merchant: { productCode: string; secretKey: string; origin: string },
): { error: string } | { transactionUuid: string; totalPaisa: number } {
  const missing = FORM_FIELDS.find((name) => !form[name]?.trim());
  if (missing) return { error: `Invalid payment request: ${missing} is required.` };
  const parts = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge'].map((n) =>
    paisaOf(form[n]),
  );
  const totalPaisa = paisaOf(form.total_amount);
  if (totalPaisa === undefined || parts.some((p) => p === undefined))
    return { error: 'Invalid payment request: amounts must be numbers.' };
  if (parts.reduce((sum: number, p) => sum + p!, 0) !== totalPaisa || totalPaisa <= 0)
    return { error: 'Invalid payment request: total_amount must be amount + tax_amount + charges.' };
  if (!/^[A-Za-z0-9-]{1,100}$/.test(form.transaction_uuid!))
    return { error: 'Invalid payment request: transaction_uuid may hold only letters, digits and hyphens.' };
  if (form.product_code !== merchant.productCode) return { error: 'Invalid payment request: unknown product_code.' };
  if (!hasValidSignature(form, merchant.secretKey, FORM_SIGNED_FIELDS))
    return { error: 'Invalid payment request: the signature does not match.' };
  for (const name of ['success_url', 'failure_url'])
    if (!onOrigin(form[name]!, merchant.origin))
      return { error: `Invalid payment request: ${name} must be on the merchant's website (${merchant.origin}).` };
  return { transactionUuid: form.transaction_uuid!, totalPaisa };
}

export const esewaSandbox: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const merchant = {
    productCode: config.esewaProductCode,
    secretKey: config.esewaSecretKey,
    origin: new URL(config.webUrl).origin,
  };

  // The merchant's form and the payment page are plain HTML forms; this parser only exists inside this plugin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const fieldsOf = (request: FastifyRequest): Record<string, string> => {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    return Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  };
  const page = (reply: FastifyReply, status: number, model: EsewaPageModel) =>
    reply.status(status).type('text/html; charset=utf-8').send(esewaPage(model));
  const modelOf = (row: SandboxPayment) => ({
    transactionUuid: row.transactionUuid,
    amountPaisa: row.totalAmountPaisa,
  });
  const find = async (uuid: string | undefined) => {
    if (!uuid) return undefined;
    const [row] = await db.select().from(esewaSandboxPayments).where(eq(esewaSandboxPayments.transactionUuid, uuid));
    return row;
  };

  app.post(FORM_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = fieldsOf(request);
    const read = readForm(form, merchant);
    if ('error' in read)
      return page(reply, 400, { transactionUuid: form.transaction_uuid ?? '', amountPaisa: 0, closed: read.error });
    const existing = await find(read.transactionUuid);
    if (existing) {
      // The same form posted again (a reload, the merchant handing it out again) shows the same payment.
      if (existing.status === 'PENDING' && existing.totalAmountPaisa === read.totalPaisa)
        return page(reply, 200, modelOf(existing));
      return page(reply, 409, {
        ...modelOf(existing),
        closed: CLOSED[existing.status] ?? 'This transaction_uuid has already been used.',
      });
    }
    await db.insert(esewaSandboxPayments).values({
      transactionUuid: read.transactionUuid,
      productCode: merchant.productCode,
      totalAmountPaisa: read.totalPaisa,
      successUrl: form.success_url!,
      failureUrl: form.failure_url!,
    });
    return page(reply, 200, { transactionUuid: read.transactionUuid, amountPaisa: read.totalPaisa });
  });

  app.post(FORM_PATH.replace(/form$/, 'pay'), { schema: { hide: true } }, async (request, reply) => {
    const form = fieldsOf(request);
    const row = await find(form.transaction_uuid);
    if (!row) return page(reply, 404, { transactionUuid: '', amountPaisa: 0, closed: 'This payment is not valid.' });
    if (row.status !== 'PENDING') return page(reply, 409, { ...modelOf(row), closed: NOT_PAYABLE });

    const cancelled = form.action === 'cancel';
    const esewaId = (form.esewa_id ?? '').trim();
    if (
      !cancelled &&
      (!TEST_ESEWA_IDS.has(esewaId) || form.password !== TEST_PASSWORD || form.token?.trim() !== TEST_TOKEN)
    )
      return page(reply, 400, {
        ...modelOf(row),
        esewaId,
        error: 'Invalid eSewa ID, password or token. Please check and try again.',
      });

    const status = cancelled ? 'CANCELED' : 'COMPLETE';
    const ref = cancelled ? null : refId();
    // Only a payment still open moves on: a double submit cannot pay or cancel it twice.
    const moved = await db
      .update(esewaSandboxPayments)
      .set({ status, refId: ref })
      .where(
        and(eq(esewaSandboxPayments.transactionUuid, row.transactionUuid), eq(esewaSandboxPayments.status, 'PENDING')),
      )
      .returning({ uuid: esewaSandboxPayments.transactionUuid });
    if (moved.length === 0) return page(reply, 409, { ...modelOf(row), closed: NOT_PAYABLE });
    if (cancelled) return reply.redirect(row.failureUrl, 303);
    const answer = signed(
      {
        transaction_code: ref!,
        status,
        total_amount: answerAmount(row.totalAmountPaisa),
        transaction_uuid: row.transactionUuid,
        product_code: row.productCode,
        success_url: row.successUrl,
      },
      ANSWER_SIGNED_FIELDS,
      merchant.secretKey,
    );
    const data = Buffer.from(JSON.stringify(answer)).toString('base64');
    return reply.redirect(`${row.successUrl}?data=${encodeURIComponent(data)}`, 303);
  });

  app.get(STATUS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const [productCode, total, uuid] = ['product_code', 'total_amount', 'transaction_uuid'].map((name) =>
      typeof query[name] === 'string' ? (query[name] as string) : '',
    );
    const totalPaisa = paisaOf(total);
    if (!productCode || !uuid || totalPaisa === undefined)
      return reply
        .status(400)
        .send({ code: 0, error_message: 'product_code, total_amount and transaction_uuid are required' });
    const row = await find(uuid);
    // eSewa finds a transaction only by all three; anything else is NOT_FOUND.
    const match = row && row.productCode === productCode && row.totalAmountPaisa === totalPaisa;
    return {
      product_code: productCode,
      transaction_uuid: uuid,
      total_amount: totalPaisa / 100,
      status: match ? row.status : 'NOT_FOUND',
      ref_id: match ? row.refId : null,
    };
  });
};
