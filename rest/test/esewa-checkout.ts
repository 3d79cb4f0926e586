/**
 * A buyer's steps with eSewa over HTTP, as a browser takes them: start the payment, post its
 * signed form to the eSewa sandbox, Pay or Cancel on its page, follow the redirect to the web
 * app's verify screen, and forward that query string to REST. Also eSewa's own status API.
 */
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { Api, Member, Reply } from './helpers.js';

/** eSewa's published test merchant, which the sandbox is (developer.esewa.com.np, 'Test credentials'). */
export const ESEWA_SECRET = '8gBm/:&EnhH.1/q';
export const ESEWA_PRODUCT = 'EPAYTEST';
const TEST_LOGIN = { esewa_id: '9806800001', password: 'Nepal@123', token: '123456' };

export interface EsewaStart {
  success: true;
  payment_url: string;
  pidx: string;
  form: { action: string; method: 'POST'; fields: Record<string, string> };
}

/** The HMAC eSewa documents, computed here on its own so the service's is checked, not copied. */
export const hmac = (message: string, secret = ESEWA_SECRET) =>
  createHmac('sha256', secret).update(message).digest('base64');

export const initiateEsewa = (api: Api, m: Member, order: { id: string; total: string }, key?: string) =>
  api.request<EsewaStart>('POST', '/payments/initiate-esewa/', {
    token: m.token,
    json: { order: order.id, amount: order.total },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

export async function startEsewa(api: Api, m: Member, order: { id: string; total: string }): Promise<EsewaStart> {
  const reply = await initiateEsewa(api, m, order);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** Posts a form to the sandbox as the browser does (urlencoded, redirects not followed). */
export async function postForm(url: string, fields: Record<string, string>) {
  const res = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

/** Posts the signed form, then Pays (or Cancels) on the sandbox's page; answers where eSewa sends the payer. */
export async function payWithEsewa(started: Pick<EsewaStart, 'form'>, action: 'pay' | 'cancel' = 'pay') {
  const page = await postForm(started.form.action, started.form.fields);
  expect(page.status, page.html).toBe(200);
  const done = await postForm(new URL('pay', started.form.action).toString(), {
    transaction_uuid: started.form.fields.transaction_uuid!,
    ...(action === 'pay' ? TEST_LOGIN : {}),
    action,
  });
  expect(done.status, done.html).toBe(303);
  return done.location!;
}

/** GET /payments/verify-esewa/ with the query string eSewa's redirect carried, as the web app forwards it. */
export const verifyEsewa = (api: Api, m: Member, returnUrl: string): Promise<Reply> =>
  api.get(`/payments/verify-esewa/${new URL(returnUrl).search}`, m.token);

/** The success return's `data`, decoded. */
export const answerOf = (returnUrl: string): Record<string, string> =>
  JSON.parse(Buffer.from(new URL(returnUrl).searchParams.get('data')!, 'base64').toString('utf8'));

/** A success return carrying `answer` as its data. */
export const returnWith = (returnUrl: string, answer: unknown) => {
  const url = new URL(returnUrl);
  url.search = new URLSearchParams({ data: Buffer.from(JSON.stringify(answer)).toString('base64') }).toString();
  return url.toString();
};

/** eSewa's status API, as the sandbox serves it. */
export async function esewaStatus(api: Api, uuid: string, total: string) {
  const query = new URLSearchParams({ product_code: ESEWA_PRODUCT, total_amount: total, transaction_uuid: uuid });
  const res = await fetch(`${api.target.url}/esewa-sandbox/api/epay/transaction/status/?${query}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
