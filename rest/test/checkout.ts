/**
 * A buyer's steps over HTTP, for the suites on money: put books in the cart and order them, start
 * a payment, pay (or cancel) on the Khalti sandbox's page as a browser submits its form, verify
 * with the return URL's query string, and ask the sandbox (Khalti's own API) what it holds.
 */
import { expect } from 'vitest';
import { readConfig } from '../src/config.js';
import type { Api, Member, Reply } from './helpers.js';

const SECRET_KEY = readConfig({}).khaltiSecretKey;
const TEST_CREDENTIALS = { khalti_id: '9800000001', mpin: '1111', otp: '987654' };

export const stockOf = async (api: Api, bookId: number): Promise<number> =>
  (await api.get(`/books/${bookId}/`)).body.book.stock;
export const salesOf = async (api: Api, bookId: number): Promise<number> =>
  (await api.get(`/books/${bookId}/`)).body.book.sales_count;
export const cartIds = async (api: Api, m: Member): Promise<number[]> =>
  (await api.get('/cart/', m.token)).body.data.map((line: { id: number }) => line.id);

export async function addLine(api: Api, m: Member, bookId: number, quantity = 1): Promise<number> {
  const reply = await api.post(`/cart/${bookId}/add`, { quantity }, m.token);
  if (reply.status !== 201 && reply.status !== 200) throw new Error(`add to cart: ${JSON.stringify(reply.body)}`);
  return reply.body.data.id;
}

export async function addAddress(api: Api, m: Member): Promise<number> {
  const reply = await api.post(
    '/shipping/addresses/',
    {
      address_name: 'Home',
      full_name: 'Sita Sharma',
      address_line1: 'Lakeside 6',
      city: 'Pokhara',
      phone: '9841234567',
      district: 'Kaski',
    },
    m.token,
  );
  if (reply.status !== 201) throw new Error(`add address: ${JSON.stringify(reply.body)}`);
  return reply.body.data.id;
}

/** POST /order/create-order/, with an Idempotency-Key when given. */
export const createOrder = (api: Api, m: Member, itemIds: number[], addressId: number, key?: string) =>
  api.request('POST', '/order/create-order/', {
    token: m.token,
    json: { item_ids: itemIds, shipping_address_id: addressId },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

/** Orders `quantity` copies of each book; answers the order's id and total. */
export async function placeOrder(api: Api, m: Member, bookIds: number[], quantity = 1) {
  const lines = [];
  for (const id of bookIds) lines.push(await addLine(api, m, id, quantity));
  const created = await createOrder(api, m, lines, await addAddress(api, m));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const order = (await api.get(`/order/${created.body.order_id}/`, m.token)).body.order;
  return { id: created.body.order_id as string, total: order.total_amount as string };
}

/** POST /payments/create-payment/ for the order's own total, with an Idempotency-Key when given. */
export const createPayment = (api: Api, m: Member, order: { id: string; total: string }, key?: string) =>
  api.request('POST', '/payments/create-payment/', {
    token: m.token,
    json: { order: order.id, amount: order.total, payment_method: 'KHALTI' },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

/** Submits the sandbox page's form as a browser would (urlencoded, redirects not followed). */
async function submit(paymentUrl: string, fields: Record<string, string>) {
  const pidx = new URL(paymentUrl).searchParams.get('pidx')!;
  const res = await fetch(new URL('pay', paymentUrl), {
    method: 'POST',
    body: new URLSearchParams({ pidx, ...fields }),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') };
}

export const pay = (paymentUrl: string) => submit(paymentUrl, { ...TEST_CREDENTIALS, action: 'pay' });
export const cancel = (paymentUrl: string) => submit(paymentUrl, { action: 'cancel' });

/** GET /payments/verify-khalti/ with the return URL's query string exactly as Khalti put it there. */
export const verify = (api: Api, m: Member, returnUrl: string): Promise<Reply> =>
  api.get(`/payments/verify-khalti/${new URL(returnUrl).search}`, m.token);

/** What the wallet itself holds for a pidx (Khalti's lookup, as the sandbox serves it). */
export async function walletLookup(api: Api, pidx: string): Promise<{ status: string; total_amount: number }> {
  const res = await fetch(`${api.target.url}/khalti-sandbox/api/v2/epayment/lookup/`, {
    method: 'POST',
    headers: { authorization: `Key ${SECRET_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ pidx }),
  });
  return (await res.json()) as { status: string; total_amount: number };
}

export const orderOf = async (api: Api, m: Member, orderId: string) =>
  (await api.get(`/order/${orderId}/`, m.token)).body.order;
