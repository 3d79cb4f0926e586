/**
 * Khalti payments over HTTP, end to end through the built-in sandbox as a payer would use it:
 * order → create-payment → the sandbox's page → its form → the 303 to the return URL → verify
 * with that query string. Then the tampered cases: a wrong amount, a pidx replayed onto another
 * order or by another member, a payment made at Khalti but not issued here, a cancelled payment,
 * wrong test credentials, and the sandbox's own key check.
 */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { booksInStock, createMember, describeEachTarget, type Api, type Member } from './helpers.js';

/** The tests boot the service with the default settings (global-setup.ts), so this is its key. */
const SECRET_KEY = readConfig({}).khaltiSecretKey;
/** The merchant's website: the sandbox takes return URLs only there. */
const WEB_URL = readConfig({}).webUrl;
const TEST_CREDENTIALS = { khalti_id: '9800000001', mpin: '1111', otp: '987654' };

const paisa = (amount: string) => {
  const [rupees, cents = ''] = amount.split('.');
  return Number(rupees) * 100 + Number(cents.padEnd(2, '0'));
};

let nextBook = 0;
/** A pending order of one or two lines, from this suite's own catalog page. */
async function pendingOrder(api: Api, m: Member) {
  const [a, b] = (await booksInStock(api, 40, 5, 11)).slice(nextBook % 38);
  nextBook += 2;
  const lineA = (await api.post(`/cart/${a.id}/add`, { quantity: 2 }, m.token)).body.data.id;
  const lineB = (await api.post(`/cart/${b.id}/add`, { purchase_type: 'rent' }, m.token)).body.data.id;
  const address = await api.post(
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
  const created = await api.post(
    '/order/create-order/',
    { item_ids: [lineA, lineB], shipping_address_id: address.body.data.id },
    m.token,
  );
  expect(created.status).toBe(201);
  const order = (await api.get(`/order/${created.body.order_id}/`, m.token)).body.order;
  return { id: created.body.order_id as string, total: order.total_amount as string, books: [a, b] };
}

async function startPayment(api: Api, m: Member, orderId: string, amount: string) {
  const reply = await api.post(
    '/payments/create-payment/',
    { order: orderId, amount, payment_method: 'KHALTI' },
    m.token,
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as { success: true; payment_url: string; pidx: string };
}

/** Submits the sandbox page's form as a browser would (urlencoded, redirects not followed). */
async function submit(paymentUrl: string, fields: Record<string, string>) {
  const pidx = new URL(paymentUrl).searchParams.get('pidx')!;
  const res = await fetch(new URL('pay', paymentUrl), {
    method: 'POST',
    body: new URLSearchParams({ pidx, ...fields }),
    redirect: 'manual',
  });
  return {
    status: res.status,
    location: res.headers.get('location'),
    html: res.status === 303 ? '' : await res.text(),
  };
}

const pay = (paymentUrl: string) => submit(paymentUrl, { ...TEST_CREDENTIALS, action: 'pay' });
const cancel = (paymentUrl: string) => submit(paymentUrl, { action: 'cancel' });

/** Calls verify with the return URL's query string exactly as Khalti put it there. */
const verify = (api: Api, m: Member, returnUrl: string) =>
  api.get(`/payments/verify-khalti/${new URL(returnUrl).search}`, m.token);

const isCompleted = async (api: Api, m: Member, orderId: string): Promise<boolean> =>
  (await api.get(`/order/${orderId}/`, m.token)).body.order.is_completed;

/** Khalti's own API, as the sandbox serves it. */
const khalti = (api: Api, path: string, body: unknown, authorization = `Key ${SECRET_KEY}`) =>
  fetch(`${api.target.url}/khalti-sandbox/api/v2/epayment/${path}/`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as any }));

describeEachTarget('Khalti payments', (api) => {
  it('order → payment → sandbox page → Pay → return URL → verify completes the order; verifying again is harmless', async () => {
    const m = await createMember(api);
    const order = await pendingOrder(api, m);
    const salesBefore = await Promise.all(
      order.books.map(async (b) => (await api.get(`/books/${b.id}/`)).body.book.sales_count),
    );

    const payment = await startPayment(api, m, order.id, order.total);
    expect(payment).toEqual({ success: true, payment_url: expect.any(String), pidx: expect.any(String) });
    expect(payment.payment_url).toBe(`${api.target.url}/khalti-sandbox/pay?pidx=${payment.pidx}`);

    const page = await fetch(payment.payment_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    for (const label of ['>Khalti ID<', '>MPIN<', '>OTP<', '>Pay<', '>Cancel<']) expect(html).toContain(label);
    const rupees = Number(order.total).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    expect(html).toContain(`Rs ${rupees}`);
    expect(html).toContain(`Pustak order ${order.id.slice(0, 8)}`);
    expect(html).not.toMatch(/<script|<link|src=|url\(/i); // self-contained: no external assets

    const paid = await pay(payment.payment_url);
    expect(paid.status).toBe(303);
    const back = new URL(paid.location!);
    expect(`${back.origin}${back.pathname}`).toBe(`${readConfig({}).webUrl}/payments/verify-khalti`);
    const query = Object.fromEntries(back.searchParams);
    expect(query).toEqual({
      pidx: payment.pidx,
      txnId: expect.any(String),
      transaction_id: query.txnId,
      tidx: query.txnId,
      status: 'Completed',
      amount: String(paisa(order.total)),
      total_amount: String(paisa(order.total)),
      mobile: '98XXXXX001',
      purchase_order_id: order.id,
      purchase_order_name: `Pustak order ${order.id.slice(0, 8)}`,
    });

    const first = await verify(api, m, paid.location!);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      status: 'Completed',
      message: 'Payment verified successfully',
      order_id: order.id,
    });
    const completed = (await api.get(`/order/${order.id}/`, m.token)).body.order;
    expect(completed).toMatchObject({ is_completed: true, status: 'Completed' });
    expect(Date.parse(completed.completed_at)).toBeGreaterThanOrEqual(Date.parse(completed.created_at));

    const second = await verify(api, m, paid.location!);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await api.get(`/order/${order.id}/`, m.token)).body.order).toEqual(completed);
    // Copies sold are counted once, however often the payment is verified.
    const salesAfter = await Promise.all(
      order.books.map(async (b) => (await api.get(`/books/${b.id}/`)).body.book.sales_count),
    );
    expect(salesAfter).toEqual([salesBefore[0] + 2, salesBefore[1] + 1]);

    const again = await api.post(
      '/payments/create-payment/',
      { order: order.id, amount: order.total, payment_method: 'KHALTI' },
      m.token,
    );
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: 'Order is already paid' });
    // The paid link is closed at the sandbox.
    expect(await (await fetch(payment.payment_url)).text()).toContain('This payment has been paid.');
    expect((await pay(payment.payment_url)).status).toBe(409);
  });

  describe('POST /payments/create-payment/', () => {
    it('refuses a wrong amount, another method, and orders that are not mine, starting nothing', async () => {
      const m = await createMember(api);
      const other = await createMember(api);
      const order = await pendingOrder(api, m);
      const cents = paisa(order.total);
      const refusals: [Member, Record<string, unknown>, number, string][] = [
        [m, { amount: '1.00' }, 400, 'Amount does not match the order total'],
        [m, { amount: `${(cents - 1) / 100}` }, 400, 'Amount does not match the order total'],
        [m, { amount: `${Math.floor(cents / 100) + 1}.00` }, 400, 'Amount does not match the order total'],
        [m, { payment_method: 'PAYPAL' }, 400, 'Unsupported payment method'],
        [other, {}, 404, 'Order not found.'],
        [m, { order: '00000000-0000-4000-8000-000000000000' }, 404, 'Order not found.'],
        [m, { order: 'not-an-order' }, 404, 'Order not found.'],
      ];
      for (const [who, change, status, message] of refusals) {
        const body = { order: order.id, amount: order.total, payment_method: 'KHALTI', ...change };
        const reply = await api.post('/payments/create-payment/', body, who.token);
        expect(reply.status, JSON.stringify(change)).toBe(status);
        expect(reply.body).toEqual({ success: false, message });
      }
      for (const body of [{}, { order: order.id, payment_method: 'KHALTI' }, { order: order.id, amount: 'ten' }]) {
        const reply = await api.post('/payments/create-payment/', body, m.token);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.success).toBe(false);
      }
      expect((await api.post('/payments/create-payment/', {})).status).toBe(401);
      expect(await isCompleted(api, m, order.id)).toBe(false);
    });
  });

  describe('GET /payments/verify-khalti/', () => {
    it("a pidx replayed with another order's purchase_order_id completes neither order", async () => {
      const m = await createMember(api);
      const a = await pendingOrder(api, m);
      const b = await pendingOrder(api, m);
      const paymentA = await startPayment(api, m, a.id, a.total);
      const paymentB = await startPayment(api, m, b.id, b.total);
      const back = new URL((await pay(paymentA.payment_url)).location!);

      back.searchParams.set('purchase_order_id', b.id);
      const replay = await verify(api, m, back.toString());
      expect(replay.status).toBe(400);
      expect(replay.body).toMatchObject({ success: false, status: 'Failed', message: expect.any(String) });
      expect(await isCompleted(api, m, b.id)).toBe(false);
      expect(await isCompleted(api, m, a.id)).toBe(false);

      // B's own pidx was never paid: Khalti's lookup says so, and B stays pending.
      back.searchParams.set('pidx', paymentB.pidx);
      const unpaid = await verify(api, m, back.toString());
      expect(unpaid.status).toBe(400);
      expect(unpaid.body).toMatchObject({ success: false, status: 'Initiated' });
      expect(await isCompleted(api, m, b.id)).toBe(false);

      // The honest return still completes A, and only A.
      back.searchParams.set('pidx', paymentA.pidx);
      back.searchParams.set('purchase_order_id', a.id);
      expect((await verify(api, m, back.toString())).body).toMatchObject({ success: true, order_id: a.id });
      expect(await isCompleted(api, m, a.id)).toBe(true);
      expect(await isCompleted(api, m, b.id)).toBe(false);
    });

    it('another member verifying my paid pidx completes nothing', async () => {
      const m = await createMember(api);
      const thief = await createMember(api);
      const order = await pendingOrder(api, m);
      const payment = await startPayment(api, m, order.id, order.total);
      const { location } = await pay(payment.payment_url);

      const stolen = await verify(api, thief, location!);
      expect(stolen.status).toBe(400);
      expect(stolen.body).toMatchObject({ success: false, status: 'Failed' });
      expect(await isCompleted(api, m, order.id)).toBe(false);
      expect((await api.get(`/order/${order.id}/`, thief.token)).status).toBe(404);
      expect((await verify(api, m, location!)).body.success).toBe(true);
    });

    it('a payment made at Khalti for my order but not issued here completes nothing', async () => {
      const m = await createMember(api);
      const order = await pendingOrder(api, m);
      // Initiated straight at Khalti (with the merchant key), for Rs 10 instead of the total.
      const forged = await khalti(api, 'initiate', {
        return_url: `${readConfig({}).webUrl}/payments/verify-khalti`,
        website_url: readConfig({}).webUrl,
        amount: 1000,
        purchase_order_id: order.id,
        purchase_order_name: `Pustak order ${order.id.slice(0, 8)}`,
      });
      expect(forged.status).toBe(200);
      const { location } = await pay(forged.body.payment_url);
      const reply = await verify(api, m, location!);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, status: 'Failed' });
      expect(await isCompleted(api, m, order.id)).toBe(false);
    });

    it('a cancelled payment fails verification and the order stays pending, ready to pay again', async () => {
      const m = await createMember(api);
      const order = await pendingOrder(api, m);
      const payment = await startPayment(api, m, order.id, order.total);
      const cancelled = await cancel(payment.payment_url);
      expect(cancelled.status).toBe(303);
      const back = new URL(cancelled.location!);
      expect(Object.fromEntries(back.searchParams)).toEqual({
        pidx: payment.pidx,
        status: 'User canceled',
        transaction_id: '',
        tidx: '',
        amount: String(paisa(order.total)),
        total_amount: String(paisa(order.total)),
        mobile: '',
        purchase_order_id: order.id,
        purchase_order_name: `Pustak order ${order.id.slice(0, 8)}`,
      });

      for (let attempt = 0; attempt < 2; attempt++) {
        const reply = await verify(api, m, cancelled.location!);
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({ success: false, status: 'User canceled', message: expect.any(String) });
      }
      expect(await isCompleted(api, m, order.id)).toBe(false);
      // A cancelled link cannot be paid afterwards, even with a forged 'Completed' in the query.
      expect(await (await fetch(payment.payment_url)).text()).toContain('This payment was cancelled.');
      expect((await pay(payment.payment_url)).status).toBe(409);
      back.searchParams.set('status', 'Completed');
      expect((await verify(api, m, back.toString())).status).toBe(400);
      expect(await isCompleted(api, m, order.id)).toBe(false);

      const retry = await startPayment(api, m, order.id, order.total);
      expect(retry.pidx).not.toBe(payment.pidx);
      expect((await verify(api, m, (await pay(retry.payment_url)).location!)).body.success).toBe(true);
      expect(await isCompleted(api, m, order.id)).toBe(true);
    });

    it('refuses a return without a pidx, with an unknown pidx, or without a member', async () => {
      const m = await createMember(api);
      for (const query of ['', '?status=Completed', '?pidx=NoSuchPidx&status=Completed']) {
        const reply = await api.get(`/payments/verify-khalti/${query}`, m.token);
        expect(reply.status, query).toBe(400);
        expect(reply.body).toMatchObject({ success: false, status: 'Failed', message: expect.any(String) });
      }
      expect((await api.get('/payments/verify-khalti/?pidx=x')).status).toBe(401);
    });
  });

  describe('the Khalti sandbox', () => {
    it('re-renders the page with an error on wrong test credentials, and still accepts the right ones', async () => {
      const m = await createMember(api);
      const order = await pendingOrder(api, m);
      const payment = await startPayment(api, m, order.id, order.total);
      for (const wrong of [
        { khalti_id: '9811111111', mpin: '1111', otp: '987654' },
        { khalti_id: '9800000000', mpin: '0000', otp: '987654' },
        { khalti_id: '9800000000', mpin: '1111', otp: '123456' },
        { khalti_id: '', mpin: '', otp: '' },
      ]) {
        const reply = await submit(payment.payment_url, { ...wrong, action: 'pay' });
        expect(reply.status, JSON.stringify(wrong)).toBe(400);
        expect(reply.html).toContain('Invalid Khalti ID, MPIN or OTP');
        for (const label of ['>Khalti ID<', '>MPIN<', '>OTP<', '>Pay<', '>Cancel<'])
          expect(reply.html).toContain(label);
      }
      expect(await isCompleted(api, m, order.id)).toBe(false);
      const paid = await pay(payment.payment_url);
      expect(paid.status).toBe(303);
      expect((await verify(api, m, paid.location!)).body.status).toBe('Completed');
    });

    it('refuses a wrong or missing Authorization: Key, as Khalti does', async () => {
      const body = {
        return_url: `${WEB_URL}/back`,
        website_url: WEB_URL,
        amount: 5000,
        purchase_order_id: 'o-1',
        purchase_order_name: 'Test',
      };
      for (const path of ['initiate', 'lookup']) {
        expect(await khalti(api, path, body, 'Key wrong_secret')).toEqual({
          status: 401,
          body: { detail: 'Invalid token.', status_code: 401 },
        });
        expect(await khalti(api, path, body, SECRET_KEY)).toEqual({
          status: 401,
          body: { detail: 'Authentication credentials were not provided.', status_code: 401 },
        });
      }
      expect((await khalti(api, 'initiate', body, `key ${SECRET_KEY}`)).status).toBe(200);
    });

    it("answers initiate and lookup in Khalti's shapes, validation errors included", async () => {
      const started = await khalti(api, 'initiate', {
        return_url: `${WEB_URL}/back`,
        website_url: WEB_URL,
        amount: '1300',
        purchase_order_id: 'o-2',
        purchase_order_name: 'Test',
      });
      expect(started).toEqual({
        status: 200,
        body: {
          pidx: expect.stringMatching(/^[0-9A-Za-z]{22}$/),
          payment_url: `${api.target.url}/khalti-sandbox/pay?pidx=${started.body.pidx}`,
          expires_at: expect.any(String),
          expires_in: 1800,
        },
      });
      expect(await khalti(api, 'lookup', { pidx: started.body.pidx })).toEqual({
        status: 200,
        body: {
          pidx: started.body.pidx,
          total_amount: 1300,
          status: 'Initiated',
          transaction_id: null,
          fee: 0,
          refunded: false,
        },
      });
      await cancel(started.body.payment_url);
      // Khalti looks up cancelled (and expired) payments with HTTP 400 and the usual body.
      expect(await khalti(api, 'lookup', { pidx: started.body.pidx })).toMatchObject({
        status: 400,
        body: { status: 'User canceled', transaction_id: null },
      });
      expect(await khalti(api, 'lookup', { pidx: 'NoSuchPidx' })).toEqual({
        status: 404,
        body: { detail: 'Not found.', error_key: 'validation_error' },
      });

      const invalid = await khalti(api, 'initiate', {
        return_url: 'not a url',
        website_url: '',
        amount: 999,
        purchase_order_name: 'Test',
      });
      expect(invalid).toEqual({
        status: 400,
        body: {
          return_url: ['Enter a valid URL.'],
          website_url: ['This field may not be blank.'],
          amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'],
          purchase_order_id: ['This field is required.'],
          error_key: 'validation_error',
        },
      });
    });
  });
});
