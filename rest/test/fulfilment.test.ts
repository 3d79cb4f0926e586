/**
 * Fulfilment (issue 34, item 3): staff pack, ship and deliver orders, forward only; an order is
 * cancelled by staff before it ships or by its member before it is packed, and its copies go back
 * once, even when two staff cancel at once; a paid order cancelled is owed back; cash on delivery
 * is paid when staff record the cash at the door. The member reads each step with its time and is
 * told by email when their settings allow. Books come from catalog page 5, which no other suite orders from.
 */
import { expect, it } from 'vitest';
import { addLine, createPayment, orderOf, pay, stockOf, verify } from './checkout.js';
import { booksInStock, createMember, describeEachTarget, type Api, type Member } from './helpers.js';

const signIn = async (api: Api, email: string): Promise<string> =>
  (await api.post('/users/login/', { email, password: 'pustak123' })).body.data.tokens.access;

describeEachTarget('Fulfilment', (api) => {
  let nextBook = 0;
  // Printed books: eBooks and audiobooks are downloaded, delivered when paid (library.test.ts).
  const someBook = async () =>
    (await booksInStock(api, 40, 5, 5, '&format=Paperback&format=Hardcover'))[nextBook++ % 40]!;

  const lalitpur = async (m: Member): Promise<number> =>
    (
      await api.post(
        '/shipping/addresses/',
        {
          address_name: 'Patan flat',
          full_name: 'Sita Sharma',
          address_line1: 'Jhamsikhel Road 21',
          city: 'Lalitpur',
          phone: '9841234567',
          district: 'Lalitpur',
        },
        m.token,
      )
    ).body.data.id;

  /** A member's order of `quantity` copies of a fresh book: cash on delivery unless said otherwise. */
  async function order(m: Member, opts: { quantity?: number; method?: string } = {}) {
    const book = await someBook();
    const line = await addLine(api, m, book.id, opts.quantity ?? 1);
    const method = opts.method ?? 'CASH_ON_DELIVERY';
    const created = await api.post(
      '/order/create-order/',
      {
        item_ids: [line],
        shipping_address_id: await lalitpur(m),
        ...(method !== 'wallet' && { payment_method: method }),
      },
      m.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { id: created.body.order_id as string, bookId: book.id as number };
  }

  const move = (staff: string, action: string, body: unknown) => api.post(`/staff/orders/${action}/`, body, staff);
  const steps = (o: any) => o.timeline.map((t: any) => t.step);

  it('a cash-on-delivery order is packed, shipped and delivered, each step timed, the cash recorded and the member mailed', async () => {
    const staff = await signIn(api, 'staff@pustak.np');
    const m = await createMember(api);
    const { id, bookId } = await order(m, { quantity: 2 });
    const stock = await stockOf(api, bookId);
    expect(await orderOf(api, m, id)).toMatchObject({ step: 'CONFIRMED', courier: null, cash_received: null });

    const packed = await move(staff, 'pack', { order_ids: [id] });
    expect(packed.status, JSON.stringify(packed.body)).toBe(200);
    expect(packed.body.refused).toEqual([]);
    expect(packed.body.orders[0]).toMatchObject({ order_id: id, step: 'PACKED', member: { id: m.id } });
    const shipped = await move(staff, 'ship', {
      shipments: [{ order_id: id, courier: 'Pathao Parcel', tracking_number: ' PTH-20261128-7 ' }],
    });
    expect(shipped.body.orders[0]).toMatchObject({
      step: 'SHIPPED',
      courier: 'Pathao Parcel',
      tracking_number: 'PTH-20261128-7',
    });

    const total = (await orderOf(api, m, id)).total_amount;
    const withoutCash = await move(staff, 'deliver', { deliveries: [{ order_id: id }] });
    expect(withoutCash.body).toEqual({
      success: true,
      orders: [],
      refused: [
        { order_id: id, message: `Order #${id.slice(0, 8)} is paid in cash: record the Rs ${total} received.` },
      ],
    });
    const delivered = await move(staff, 'deliver', { deliveries: [{ order_id: id, cash_received: total }] });
    expect(delivered.body.refused).toEqual([]);

    const after = await orderOf(api, m, id);
    expect(after).toMatchObject({ step: 'DELIVERED', is_completed: true, cash_received: total, status: 'Completed' });
    expect(steps(after)).toEqual(['CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED']);
    const times = after.timeline.map((t: any) => Date.parse(t.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(after.timeline[0].at).toBe(after.created_at);
    // Delivered is not cancelled: the two copies stay sold.
    expect(await stockOf(api, bookId)).toBe(stock);

    const mail = await api.mailTo(m.email, 3);
    expect(mail.map((x) => x.subject)).toEqual([
      `Your order #${id.slice(0, 8)} is packed`,
      `Your order #${id.slice(0, 8)} has shipped`,
      `Your order #${id.slice(0, 8)} was delivered`,
    ]);
    expect(mail[1]!.text).toContain('with Pathao Parcel. Its tracking number is PTH-20261128-7.');
    expect(mail[1]!.text).toContain(`/orders/${id}`);
  });

  it('steps only move forward: each move from the wrong step is refused with where the order is, and changes nothing', async () => {
    const staff = await signIn(api, 'staff@pustak.np');
    const m = await createMember(api);
    const { id } = await order(m);
    const name = `Order #${id.slice(0, 8)}`;
    const ship = { shipments: [{ order_id: id, courier: 'Nepal Post', tracking_number: 'NP1' }] };
    const refusedWith = async (action: string, body: unknown, message: string) => {
      const reply = await move(staff, action, body);
      expect([action, reply.status, reply.body.refused]).toEqual([action, 200, [{ order_id: id, message }]]);
    };

    await refusedWith('ship', ship, `${name} is not packed yet.`);
    await refusedWith(
      'deliver',
      { deliveries: [{ order_id: id, cash_received: '1.00' }] },
      `${name} has not shipped yet.`,
    );
    await move(staff, 'pack', { order_ids: [id] });
    await refusedWith('pack', { order_ids: [id] }, `${name} is packed already.`);
    await move(staff, 'ship', ship);
    await refusedWith('pack', { order_ids: [id] }, `${name} is packed already.`);
    await refusedWith('ship', ship, `${name} has shipped already.`);
    await refusedWith(
      'cancel',
      { order_ids: [id], reason: 'Too late' },
      `${name} has shipped and can no longer be cancelled.`,
    );
    const o = await orderOf(api, m, id);
    expect(steps(o)).toEqual(['CONFIRMED', 'PACKED', 'SHIPPED']);
    await move(staff, 'deliver', { deliveries: [{ order_id: id, cash_received: o.total_amount }] });
    await refusedWith('cancel', { order_ids: [id], reason: 'Too late' }, `${name} is delivered already.`);
    await refusedWith('pack', { order_ids: [id] }, `${name} is delivered already.`);

    // An unpaid wallet order cannot be packed; a malformed or unknown id is simply not found.
    const unpaid = await order(m, { method: 'wallet' });
    const missing = '00000000-0000-4000-8000-000000000000';
    const reply = await move(staff, 'pack', { order_ids: [unpaid.id, missing, 'not-an-order'] });
    expect(reply.body.refused).toEqual([
      { order_id: unpaid.id, message: `Order #${unpaid.id.slice(0, 8)} is not paid yet.` },
      { order_id: missing, message: 'Order not found.' },
      { order_id: 'not-an-order', message: 'Order not found.' },
    ]);
    expect((await orderOf(api, m, unpaid.id)).step).toBe('AWAITING_PAYMENT');
  });

  it('a bulk action moves the orders it can and names the ones it cannot', async () => {
    const staff = await signIn(api, 'staff@pustak.np');
    const m = await createMember(api, {});
    const a = await order(m);
    const b = await order(m);
    await move(staff, 'pack', { order_ids: [a.id] });
    const reply = await move(staff, 'pack', { order_ids: [a.id, b.id] });
    expect(reply.body.orders.map((o: any) => o.order_id)).toEqual([b.id]);
    expect(reply.body.refused).toEqual([{ order_id: a.id, message: `Order #${a.id.slice(0, 8)} is packed already.` }]);

    const queue = await api.get('/staff/orders/?step=PACKED', staff);
    expect(queue.status).toBe(200);
    expect(queue.body.counts.PACKED).toBe(queue.body.count);
    const packedIds = [];
    for (let page = 1; ; page++) {
      const p = await api.get(`/staff/orders/?step=PACKED&page=${page}`, staff);
      packedIds.push(...p.body.results.map((o: any) => o.order_id));
      if (!p.body.next) break;
    }
    expect(packedIds).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(packedIds).toHaveLength(queue.body.count);
    expect(await api.get('/staff/orders/?step=LOST', staff)).toMatchObject({ status: 400 });
  });

  it('two staff cancelling at once cancel once and put the copies back once; the member is told why', async () => {
    const staff = await signIn(api, 'staff@pustak.np');
    const admin = await signIn(api, 'admin@pustak.np');
    const m = await createMember(api);
    const { id, bookId } = await order(m, { quantity: 3 });
    const before = await stockOf(api, bookId);
    const cancel = (token: string) => move(token, 'cancel', { order_ids: [id], reason: 'Damaged in the warehouse' });
    const [x, y] = await Promise.all([cancel(staff), cancel(admin)]);
    expect([x.body.orders.length, y.body.orders.length].sort()).toEqual([0, 1]);
    expect([...x.body.refused, ...y.body.refused]).toEqual([
      { order_id: id, message: `Order #${id.slice(0, 8)} is cancelled.` },
    ]);
    expect(await stockOf(api, bookId)).toBe(before + 3);
    expect(await orderOf(api, m, id)).toMatchObject({
      step: 'CANCELLED',
      cancelled_by: 'staff',
      cancel_reason: 'Damaged in the warehouse',
      refund_due: null,
    });
    const [mail] = await api.mailTo(m.email);
    expect(mail).toMatchObject({ subject: `Your order #${id.slice(0, 8)} was cancelled` });
    expect(mail!.text).toContain('was cancelled: Damaged in the warehouse.');
  });

  it('a member cancels their own order before it is packed, never after, and never another member’s', async () => {
    const staff = await signIn(api, 'staff@pustak.np');
    const m = await createMember(api);
    const other = await createMember(api);
    const mine = await order(m, { quantity: 2 });
    const before = await stockOf(api, mine.bookId);

    expect(await api.post(`/order/${mine.id}/cancel/`, {}, other.token)).toMatchObject({
      status: 404,
      body: { success: false, message: 'Order not found.' },
    });
    expect((await api.post('/order/not-a-uuid/cancel/', {}, m.token)).status).toBe(404);
    const cancelled = await api.post(`/order/${mine.id}/cancel/`, {}, m.token);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.order).toMatchObject({
      step: 'CANCELLED',
      cancelled_by: 'member',
      cancel_reason: 'Cancelled at your request',
    });
    expect(await stockOf(api, mine.bookId)).toBe(before + 2);
    expect(await api.post(`/order/${mine.id}/cancel/`, {}, m.token)).toMatchObject({
      status: 409,
      body: { success: false, message: `Order #${mine.id.slice(0, 8)} is cancelled.` },
    });
    expect(await stockOf(api, mine.bookId)).toBe(before + 2);

    const packed = await order(m);
    await move(staff, 'pack', { order_ids: [packed.id] });
    expect(await api.post(`/order/${packed.id}/cancel/`, { reason: 'Changed my mind' }, m.token)).toMatchObject({
      status: 409,
      body: { success: false, message: 'This order is packed and can no longer be cancelled. Please contact us.' },
    });
    expect((await orderOf(api, m, packed.id)).step).toBe('PACKED');
  });

  it('a paid order cancelled is owed back, and its transaction id still shows', async () => {
    const m = await createMember(api);
    const { id, bookId } = await order(m, { method: 'wallet' });
    const total = (await orderOf(api, m, id)).total_amount;
    const payment = await createPayment(api, m, { id, total });
    const paid = await pay(payment.body.payment_url);
    expect((await verify(api, m, paid.location!)).body.status).toBe('Completed');
    const before = await stockOf(api, bookId);
    const o = await orderOf(api, m, id);
    expect(o).toMatchObject({ step: 'PAID', transaction_id: expect.any(String), paid_with: 'KHALTI' });
    expect(steps(o)).toEqual(['AWAITING_PAYMENT', 'PAID']);

    const cancelled = await api.post(`/order/${id}/cancel/`, { reason: 'Ordered twice' }, m.token);
    expect(cancelled.body.order).toMatchObject({
      step: 'CANCELLED',
      refund_due: total,
      cancel_reason: 'Ordered twice',
      transaction_id: o.transaction_id,
    });
    expect(await stockOf(api, bookId)).toBe(before + 1);
    const [mail] = await api.mailTo(m.email);
    expect(mail!.text).toContain(`The Rs ${total} you paid will be refunded.`);
  });

  it('a wallet payment finished after its order was cancelled does not reopen it: it is owed back', async () => {
    const m = await createMember(api);
    const { id, bookId } = await order(m, { method: 'wallet' });
    const total = (await orderOf(api, m, id)).total_amount;
    const payment = await createPayment(api, m, { id, total });
    expect((await api.post(`/order/${id}/cancel/`, {}, m.token)).status).toBe(200);
    const stock = await stockOf(api, bookId);
    const paid = await pay(payment.body.payment_url);
    const verified = await verify(api, m, paid.location!);
    expect(verified.body).toMatchObject({ status: 'Needs refund' });
    expect(verified.body.message).toContain('the order was cancelled (Cancelled at your request)');
    expect(await orderOf(api, m, id)).toMatchObject({ step: 'CANCELLED', refund_due: total, is_completed: false });
    expect(await stockOf(api, bookId)).toBe(stock);
  });

  it('a member who turned email notifications off is not mailed about their order’s steps', async () => {
    const staff = await signIn(api, 'staff@pustak.np');
    const quiet = await createMember(api);
    const loud = await createMember(api);
    expect((await api.patch('/users/settings/', { email_notifications: false }, quiet.token)).status).toBe(200);
    const q = await order(quiet);
    const l = await order(loud);
    await move(staff, 'pack', { order_ids: [q.id, l.id] });
    await api.mailTo(loud.email);
    expect((await api.outbox()).filter((mail) => mail.to === quiet.email)).toEqual([]);
  });
});
