/**
 * eSewa through the graph: createPayment(provider: ESEWA) answers the signed form the browser
 * posts; the built-in eSewa sandbox takes it; verifyPayment(provider: ESEWA) with the return's
 * query string completes the order. Tampered, underpaid, replayed and cancelled returns complete
 * nothing, and another member's order cannot be paid.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeOf, gql, newMember, ok, type Member } from './client.js';

const CREATE = `mutation ($id: ID!) { createPayment(orderId: $id, provider: ESEWA) {
  provider paymentUrl pidx form { action method fields { name value } } } }`;
const VERIFY = `mutation ($q: String!) { verifyPayment(provider: ESEWA, returnQuery: $q) {
  success status message order { id status isCompleted } } }`;
const LOGIN = { esewa_id: '9806800002', password: 'Nepal@123', token: '123456' };
const hmac = (message: string) => createHmac('sha256', '8gBm/:&EnhH.1/q').update(message).digest('base64');

interface Form {
  action: string;
  method: string;
  fields: { name: string; value: string }[];
}

let nextBook = 0;
async function pendingOrder(m: Member) {
  const { data } = await ok(`{ books(page: 5, filter: { ordering: PRICE_ASC }) { items { id stock } } }`);
  const books = data.books.items.filter((b: { stock: number }) => b.stock >= 5);
  const book = books[nextBook++ % books.length];
  const line = (await ok(`mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: book.id }, m.token)).data
    .addToCart.id;
  const home = (
    await ok(
      `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Sita Sharma", addressLine1: "Thamel 3", city: "Kathmandu", phone: "9841234567", district: "Kathmandu" }) { id } }`,
      {},
      m.token,
    )
  ).data.createShippingAddress.id;
  return (
    await ok(
      `mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a) { id totalAmount } }`,
      { i: [line], a: home },
      m.token,
    )
  ).data.createOrder as { id: string; totalAmount: string };
}

/** Submits the form as the browser does, then Pays (or Cancels) on the sandbox page: where the payer lands. */
async function payAtEsewa(form: Form, action: 'pay' | 'cancel' = 'pay', fields = form.fields) {
  const body = new URLSearchParams(fields.map((f): [string, string] => [f.name, f.value]));
  const page = await fetch(form.action, { method: form.method, body });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('eSewa ID');
  const uuid = body.get('transaction_uuid')!;
  const done = await fetch(new URL('pay', form.action), {
    method: 'POST',
    body: new URLSearchParams({ transaction_uuid: uuid, ...(action === 'pay' ? LOGIN : {}), action }),
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
  return new URL(done.headers.get('location')!);
}

const statusOf = async (m: Member, id: string) =>
  (await ok(`query ($id: ID!) { order(id: $id) { status } }`, { id }, m.token)).data.order.status;

describe('eSewa through the graph', () => {
  it('createPayment(ESEWA) answers a signed form; posting it, paying and verifying completes the order', async () => {
    const m = await newMember();
    const order = await pendingOrder(m);
    const payment = (await ok(CREATE, { id: order.id }, m.token)).data.createPayment;
    expect(payment.provider).toBe('ESEWA');
    expect(payment.form.action).toBe(payment.paymentUrl);
    expect(payment.form.method).toBe('POST');
    const fields = Object.fromEntries(
      payment.form.fields.map((f: { name: string; value: string }) => [f.name, f.value]),
    );
    expect(payment.form.fields.map((f: { name: string }) => f.name)).toEqual([
      'amount',
      'tax_amount',
      'total_amount',
      'transaction_uuid',
      'product_code',
      'product_service_charge',
      'product_delivery_charge',
      'success_url',
      'failure_url',
      'signed_field_names',
      'signature',
    ]);
    expect(fields).toMatchObject({ total_amount: order.totalAmount, transaction_uuid: payment.pidx });
    expect(fields.signature).toBe(
      hmac(`total_amount=${order.totalAmount},transaction_uuid=${payment.pidx},product_code=EPAYTEST`),
    );
    // Khalti's payments carry no form.
    const khalti = await newMember();
    const khaltiOrder = await pendingOrder(khalti);
    expect(
      (
        await ok(
          `mutation ($id: ID!) { createPayment(orderId: $id) { form { action } } }`,
          { id: khaltiOrder.id },
          khalti.token,
        )
      ).data.createPayment,
    ).toEqual({ form: null });

    const back = await payAtEsewa(payment.form);
    expect(back.pathname).toBe('/payments/verify-esewa');
    const verified = await ok(VERIFY, { q: back.search }, m.token);
    expect(verified.data.verifyPayment).toEqual({
      success: true,
      status: 'Completed',
      message: 'Payment verified successfully',
      order: { id: order.id, status: 'COMPLETED', isCompleted: true },
    });
  });

  it('a tampered signature, a smaller amount and a replay by another member complete nothing', async () => {
    const m = await newMember();
    const order = await pendingOrder(m);
    const payment = (await ok(CREATE, { id: order.id }, m.token)).data.createPayment;
    const back = await payAtEsewa(payment.form);
    const answer = JSON.parse(Buffer.from(back.searchParams.get('data')!, 'base64').toString());

    const tampered = new URLSearchParams({
      data: Buffer.from(JSON.stringify({ ...answer, total_amount: '1.0' })).toString('base64'),
    });
    const refused = (await ok(VERIFY, { q: `?${tampered}` }, m.token)).data.verifyPayment;
    expect(refused).toEqual({
      success: false,
      status: 'Failed',
      message: 'Payment verification failed: the answer does not carry a valid eSewa signature',
      order: null,
    });
    const thief = await newMember();
    const replayed = (await ok(VERIFY, { q: back.search }, thief.token)).data.verifyPayment;
    expect(replayed).toMatchObject({ success: false, order: null });
    expect(await statusOf(m, order.id)).toBe('PENDING');
    expect((await ok(VERIFY, { q: back.search }, m.token)).data.verifyPayment.success).toBe(true);

    // Underpaid: a form re-signed for Rs 10 with the (public) test secret, and paid.
    const cheap = await pendingOrder(m);
    const started = (await ok(CREATE, { id: cheap.id }, m.token)).data.createPayment;
    const forged = started.form.fields.map((f: { name: string; value: string }) => {
      if (f.name === 'amount' || f.name === 'total_amount') return { ...f, value: '10.00' };
      if (f.name === 'signature')
        return { ...f, value: hmac(`total_amount=10.00,transaction_uuid=${started.pidx},product_code=EPAYTEST`) };
      return f;
    });
    const underpaid = await payAtEsewa(started.form, 'pay', forged);
    expect((await ok(VERIFY, { q: underpaid.search }, m.token)).data.verifyPayment).toMatchObject({
      success: false,
      message: 'Payment verification failed: the amount paid does not match the order total',
    });
    expect(await statusOf(m, cheap.id)).toBe('PENDING');
  });

  it('cancel at eSewa verifies as cancelled and the order stays pending; another member cannot pay my order', async () => {
    const m = await newMember();
    const order = await pendingOrder(m);
    const payment = (await ok(CREATE, { id: order.id }, m.token)).data.createPayment;
    const back = await payAtEsewa(payment.form, 'cancel');
    expect(back.searchParams.get('purchase_order_id')).toBe(order.id);
    expect((await ok(VERIFY, { q: back.search }, m.token)).data.verifyPayment).toMatchObject({
      success: false,
      status: 'User canceled',
      order: null,
    });
    expect(await statusOf(m, order.id)).toBe('PENDING');

    const stranger = await newMember();
    const refused = await gql(CREATE, { id: order.id }, stranger.token);
    expect(codeOf(refused)).toBe('NOT_FOUND');
    expect(codeOf(await gql(VERIFY, { q: '?status=COMPLETE' }, m.token))).toBe('BAD_USER_INPUT');
  });
});
