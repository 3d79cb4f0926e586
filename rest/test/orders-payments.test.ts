import { expect, it } from 'vitest';
import { booksInStock, createMember, describeEachTarget, type Api, type Member } from './helpers.js';

const paisa = (amount: string) => Math.round(Number(amount) * 100);

async function cartWith(api: Api, m: Member, lines: { bookId: number; body?: Record<string, unknown> }[]) {
  const ids: number[] = [];
  for (const line of lines)
    ids.push((await api.post(`/cart/${line.bookId}/add`, line.body ?? {}, m.token)).body.data.id);
  return ids;
}

async function addressOf(api: Api, m: Member) {
  const reply = await api.post(
    '/shipping/addresses/',
    { address_name: 'Home', full_name: 'Sita Sharma', address_line1: 'Baluwatar 4', city: 'Kathmandu' },
    m.token,
  );
  return reply.body.data.id as number;
}

/** Pays through the sandbox's own page, as a person would, and returns the return URL's query. */
async function payInSandbox(
  api: Api,
  paymentUrl: string,
  action: 'pay' | 'cancel',
  creds = { id: '9800000001', mpin: '1111', otp: '987654' },
) {
  const page = await fetch(paymentUrl);
  const html = await page.text();
  for (const label of ['Khalti ID', 'MPIN', 'OTP', '>Pay<', '>Cancel<']) expect(html).toContain(label);
  const pidx = new URL(paymentUrl).searchParams.get('pidx')!;
  const form = new URLSearchParams({ pidx, khalti_id: creds.id, mpin: creds.mpin, otp: creds.otp, action });
  const submitted = await fetch(new URL('pay', paymentUrl), { method: 'POST', body: form, redirect: 'manual' });
  return {
    status: submitted.status,
    location: submitted.headers.get('location'),
    html: submitted.status === 303 ? '' : await submitted.text(),
  };
}

async function orderAndPayment(api: Api, m: Member) {
  const [a, b] = await booksInStock(api, 2, 5, 2);
  const ids = await cartWith(api, m, [
    { bookId: a.id, body: { quantity: 2 } },
    { bookId: b.id, body: { purchase_type: 'rent' } },
  ]);
  const orderId = (
    await api.post('/order/create-order/', { item_ids: ids, shipping_address_id: await addressOf(api, m) }, m.token)
  ).body.order_id;
  const order = (await api.get(`/order/${orderId}/`, m.token)).body.order;
  const payment = await api.post(
    '/payments/create-payment/',
    { order: orderId, amount: order.total_amount, payment_method: 'KHALTI' },
    m.token,
  );
  return { orderId, order, payment };
}

describeEachTarget('Orders', (api) => {
  it('creates an order from chosen lines: server-side total, lines leave the cart, stock is reserved', async () => {
    const m = await createMember(api);
    const [a, b, c] = await booksInStock(api, 3, 5, 2);
    const [lineA, lineB] = await cartWith(api, m, [
      { bookId: a.id, body: { quantity: 2 } },
      { bookId: b.id, body: { purchase_type: 'rent', rental_period_id: 2 } },
      { bookId: c.id },
    ]);
    const addressId = await addressOf(api, m);
    const created = await api.post(
      '/order/create-order/',
      { item_ids: [lineA, lineB], shipping_address_id: addressId },
      m.token,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Order created successfully',
      order_id: expect.any(String),
    });

    const { body } = await api.get(`/order/${created.body.order_id}/`, m.token);
    const subtotal = paisa(a.price) * 2 + paisa(b.price); // rent lines at full price (SPEC §9)
    expect(body.order).toMatchObject({
      order_id: created.body.order_id,
      is_completed: false,
      status: 'Pending',
      shipping_fee: '100.00',
      subtotal: (subtotal / 100).toFixed(2),
      total_amount: ((subtotal + 10000) / 100).toFixed(2),
      shipping_address: { full_name: 'Sita Sharma', address_name: 'Home', city: 'Kathmandu' },
    });
    expect(body.order.items).toEqual([
      expect.objectContaining({
        book: expect.objectContaining({ id: a.id }),
        quantity: 2,
        purchase_type: 'buy',
        price: a.price,
      }),
      expect.objectContaining({
        book: expect.objectContaining({ id: b.id }),
        quantity: 1,
        purchase_type: 'rent',
        rental_period_id: 2,
      }),
    ]);
    expect((await api.get('/cart/', m.token)).body.data.map((l: any) => l.book.id)).toEqual([c.id]);
    expect((await api.get(`/books/${a.id}/`)).body.book.stock).toBeLessThanOrEqual(a.stock - 2);

    const list = await api.get('/order/', m.token);
    expect(list.body.success).toBe(true);
    expect(list.body.orders.map((o: any) => o.order_id)).toEqual([created.body.order_id]);
  });

  it('lists orders newest first', async () => {
    const m = await createMember(api);
    const [a, b] = await booksInStock(api, 2, 5, 3);
    const addressId = await addressOf(api, m);
    const ids: string[] = [];
    for (const book of [a, b]) {
      const [line] = await cartWith(api, m, [{ bookId: book.id }]);
      ids.push(
        (await api.post('/order/create-order/', { item_ids: [line], shipping_address_id: addressId }, m.token)).body
          .order_id,
      );
    }
    expect((await api.get('/order/', m.token)).body.orders.map((o: any) => o.order_id)).toEqual(ids.reverse());
  });

  it('refuses foreign cart lines, foreign addresses and bad input, changing nothing', async () => {
    const m = await createMember(api);
    const other = await createMember(api);
    const [a] = await booksInStock(api, 1, 5, 2);
    const [mine] = await cartWith(api, m, [{ bookId: a.id }]);
    const [theirs] = await cartWith(api, other, [{ bookId: a.id }]);
    const myAddress = await addressOf(api, m);
    const theirAddress = await addressOf(api, other);
    const stock = (await api.get(`/books/${a.id}/`)).body.book.stock;
    const cases = [
      { item_ids: [theirs], shipping_address_id: myAddress },
      { item_ids: [mine, theirs], shipping_address_id: myAddress },
      { item_ids: [mine], shipping_address_id: theirAddress },
      { item_ids: [], shipping_address_id: myAddress },
      { item_ids: [mine] },
      { item_ids: ['x'], shipping_address_id: myAddress },
    ];
    for (const payload of cases) {
      const reply = await api.post('/order/create-order/', payload, m.token);
      expect(reply.status, JSON.stringify(payload)).toBe(400);
      expect(reply.body.success).toBe(false);
    }
    expect((await api.get('/cart/', m.token)).body.data.map((l: any) => l.id)).toEqual([mine]);
    expect((await api.get('/cart/', other.token)).body.data.map((l: any) => l.id)).toEqual([theirs]);
    expect((await api.get(`/books/${a.id}/`)).body.book.stock).toBe(stock);
    expect((await api.get('/order/', m.token)).body.orders).toEqual([]);
  });

  it("another member's order is not found; a malformed id is a 400, never a 500", async () => {
    const m = await createMember(api);
    const other = await createMember(api);
    const [a] = await booksInStock(api, 1, 5, 2);
    const [line] = await cartWith(api, m, [{ bookId: a.id }]);
    const { order_id } = (
      await api.post(
        '/order/create-order/',
        { item_ids: [line], shipping_address_id: await addressOf(api, m) },
        m.token,
      )
    ).body;
    const foreign = await api.get(`/order/${order_id}/`, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Order not found.');
    expect((await api.get('/order/not-a-uuid/', m.token)).status).toBe(400);
    expect((await api.get(`/order/${order_id}/`)).status).toBe(401);
  });
});

describeEachTarget('Khalti payments through the sandbox', (api) => {
  it('order → payment → sandbox page → return query → verify → completed; verifying again is harmless', async () => {
    const m = await createMember(api);
    const { orderId, order, payment } = await orderAndPayment(api, m);
    expect(payment.status).toBe(200);
    expect(payment.body.payment_url).toMatch(/\/khalti-sandbox\/pay\?pidx=/);

    const paid = await payInSandbox(api, payment.body.payment_url, 'pay');
    expect(paid.status).toBe(303);
    const back = new URL(paid.location!);
    expect(back.pathname).toBe('/payments/verify-khalti');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      pidx: payment.body.pidx,
      status: 'Completed',
      total_amount: String(paisa(order.total_amount)),
      purchase_order_id: orderId,
      mobile: '9800000001',
    });
    for (const key of ['transaction_id', 'tidx', 'amount', 'purchase_order_name'])
      expect(back.searchParams.get(key)).toBeTruthy();

    const verified = await api.get(`/payments/verify-khalti/${back.search}`, m.token);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, status: 'Completed', order_id: orderId });
    expect((await api.get(`/order/${orderId}/`, m.token)).body.order).toMatchObject({
      is_completed: true,
      status: 'Completed',
    });
    const again = await api.get(`/payments/verify-khalti/${back.search}`, m.token);
    expect(again.body).toMatchObject({ success: true, status: 'Completed' });
    const repay = await api.post(
      '/payments/create-payment/',
      { order: orderId, amount: order.total_amount, payment_method: 'KHALTI' },
      m.token,
    );
    expect(repay.status).toBe(400);
  });

  it('refuses a wrong amount, another method and a foreign order when creating a payment', async () => {
    const m = await createMember(api);
    const other = await createMember(api);
    const { orderId, order } = await orderAndPayment(api, m);
    const wrong = await api.post(
      '/payments/create-payment/',
      { order: orderId, amount: '1.00', payment_method: 'KHALTI' },
      m.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Amount does not match the order total');
    const method = await api.post(
      '/payments/create-payment/',
      { order: orderId, amount: order.total_amount, payment_method: 'ESEWA' },
      m.token,
    );
    expect(method.status).toBe(400);
    const foreign = await api.post(
      '/payments/create-payment/',
      { order: orderId, amount: order.total_amount, payment_method: 'KHALTI' },
      other.token,
    );
    expect(foreign.status).toBe(404);
  });

  it('a pidx replayed onto another order, or by another member, completes nothing', async () => {
    const m = await createMember(api);
    const first = await orderAndPayment(api, m);
    const second = await orderAndPayment(api, m);
    const paid = await payInSandbox(api, first.payment.body.payment_url, 'pay');
    const query = new URL(paid.location!).searchParams;
    query.set('purchase_order_id', second.orderId);
    const replay = await api.get(`/payments/verify-khalti/?${query}`, m.token);
    expect(replay.status).toBe(400);
    expect(replay.body.success).toBe(false);
    expect((await api.get(`/order/${second.orderId}/`, m.token)).body.order.is_completed).toBe(false);

    const thief = await createMember(api);
    query.set('purchase_order_id', first.orderId);
    expect((await api.get(`/payments/verify-khalti/?${query}`, thief.token)).status).toBe(400);
    expect((await api.get(`/order/${first.orderId}/`, m.token)).body.order.is_completed).toBe(false);
  });

  it('a cancelled payment leaves the order pending; wrong credentials are refused on the page', async () => {
    const m = await createMember(api);
    const { orderId, payment } = await orderAndPayment(api, m);
    const wrong = await payInSandbox(api, payment.body.payment_url, 'pay', {
      id: '9811111111',
      mpin: '0000',
      otp: '1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain('Invalid Khalti ID, MPIN or OTP');
    const cancelled = await payInSandbox(api, payment.body.payment_url, 'cancel');
    expect(cancelled.status).toBe(303);
    const back = new URL(cancelled.location!);
    expect(back.searchParams.get('status')).toBe('User canceled');
    const verify = await api.get(`/payments/verify-khalti/${back.search}`, m.token);
    expect(verify.status).toBe(400);
    expect(verify.body).toMatchObject({ success: false, status: 'User canceled' });
    expect((await api.get(`/order/${orderId}/`, m.token)).body.order.is_completed).toBe(false);
  });

  it('the sandbox refuses a wrong secret key, as Khalti does', async () => {
    const base = `${api.target.url}/khalti-sandbox/api/v2/epayment`;
    const reply = await fetch(`${base}/initiate/`, {
      method: 'POST',
      headers: { authorization: 'Key wrong', 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 5000 }),
    });
    expect(reply.status).toBe(401);
    expect(await reply.json()).toEqual({ detail: 'Invalid token.', status_code: 401 });
  });
});
