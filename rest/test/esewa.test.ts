/**
 * eSewa payments (ePay v2) over HTTP, end to end through the built-in sandbox as a payer's browser
 * takes them: order → initiate-esewa → the signed form posted to the sandbox → Pay → success_url
 * with `?data=` → verify-esewa. Then what must be refused and change nothing: a tampered
 * signature, a wrong amount, data replayed by another member or onto another order, a cancel,
 * another member's order; and a switch from Khalti to eSewa.
 */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { createPayment, orderOf, pay as payKhalti, placeOrder, salesOf, verify as verifyKhalti } from './checkout.js';
import {
  answerOf,
  ESEWA_PRODUCT,
  esewaStatus,
  hmac,
  initiateEsewa,
  payWithEsewa,
  postForm,
  returnWith,
  startEsewa,
  verifyEsewa,
} from './esewa-checkout.js';
import { booksInStock, createMember, describeEachTarget, type Api, type Member } from './helpers.js';

const WEB_URL = readConfig({}).webUrl;

let nextBook = 0;
async function pendingOrder(api: Api, m: Member) {
  const book = (await booksInStock(api, 30, 5, 6))[nextBook++ % 30]!;
  return { ...(await placeOrder(api, m, [book.id])), bookId: book.id as number };
}

const pending = async (api: Api, m: Member, orderId: string) => {
  const order = await orderOf(api, m, orderId);
  return order.is_completed === false && order.status === 'Pending';
};

describeEachTarget('eSewa payments', (api) => {
  it('order → initiate-esewa → signed form → sandbox Pay → ?data= → verify completes the order; verifying again is harmless', async () => {
    const m = await createMember(api);
    const order = await pendingOrder(api, m);
    const salesBefore = await salesOf(api, order.bookId);

    const started = await startEsewa(api, m, order);
    const action = `${api.target.url}/esewa-sandbox/api/epay/main/v2/form`;
    expect(started).toEqual({
      success: true,
      payment_url: action,
      pidx: expect.stringMatching(/^[A-Za-z0-9-]+$/),
      form: {
        action,
        method: 'POST',
        fields: {
          amount: order.total,
          tax_amount: '0',
          total_amount: order.total,
          transaction_uuid: started.pidx,
          product_code: ESEWA_PRODUCT,
          product_service_charge: '0',
          product_delivery_charge: '0',
          success_url: `${WEB_URL}/payments/verify-esewa`,
          failure_url: `${WEB_URL}/payments/verify-esewa?purchase_order_id=${order.id}&transaction_uuid=${started.pidx}`,
          signed_field_names: 'total_amount,transaction_uuid,product_code',
          signature: hmac(`total_amount=${order.total},transaction_uuid=${started.pidx},product_code=${ESEWA_PRODUCT}`),
        },
      },
    });
    // Asked again, the one open payment is handed out again.
    expect((await startEsewa(api, m, order)).form).toEqual(started.form);

    const page = await postForm(action, started.form.fields);
    expect(page.status).toBe(200);
    for (const label of ['>eSewa ID<', '>Password<', '>Token<', '>Pay<', '>Cancel<'])
      expect(page.html).toContain(label);
    expect(page.html).toContain(`Rs ${Number(order.total).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    expect(page.html).not.toMatch(/<script|<link|src=|url\(/i);
    expect((await esewaStatus(api, started.pidx, order.total)).body.status).toBe('PENDING');

    const back = await payWithEsewa(started);
    expect(back.startsWith(`${WEB_URL}/payments/verify-esewa?data=`)).toBe(true);
    const answer = answerOf(back);
    expect(answer).toMatchObject({
      status: 'COMPLETE',
      transaction_uuid: started.pidx,
      product_code: ESEWA_PRODUCT,
      signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    });
    const signedMessage = answer
      .signed_field_names!.split(',')
      .map((f) => `${f}=${answer[f]}`)
      .join(',');
    expect(answer.signature).toBe(hmac(signedMessage));
    expect(await esewaStatus(api, started.pidx, order.total)).toEqual({
      status: 200,
      body: {
        product_code: ESEWA_PRODUCT,
        transaction_uuid: started.pidx,
        total_amount: Number(order.total),
        status: 'COMPLETE',
        ref_id: answer.transaction_code,
      },
    });

    const verified = await verifyEsewa(api, m, back);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toEqual({
      success: true,
      status: 'Completed',
      message: 'Payment verified successfully',
      order_id: order.id,
    });
    expect((await orderOf(api, m, order.id)).is_completed).toBe(true);
    expect(await salesOf(api, order.bookId)).toBe(salesBefore + 1);

    // The same return again: the same answer, nothing counted twice; the order cannot be paid again.
    expect((await verifyEsewa(api, m, back)).body.success).toBe(true);
    expect(await salesOf(api, order.bookId)).toBe(salesBefore + 1);
    expect((await initiateEsewa(api, m, order)).body).toEqual({ success: false, message: 'Order is already paid' });
  });

  it('a tampered, unreadable or foreign answer is refused and changes nothing; the true one still verifies', async () => {
    const m = await createMember(api);
    const order = await pendingOrder(api, m);
    const other = await pendingOrder(api, m);
    const otherPayment = await startEsewa(api, m, other);
    const back = await payWithEsewa(await startEsewa(api, m, order));
    const answer = answerOf(back);

    const tampered: [string, string][] = [
      ['status changed', returnWith(back, { ...answer, status: 'COMPLETE ' })],
      ['onto my other order', returnWith(back, { ...answer, transaction_uuid: otherPayment.pidx })],
      ['amount changed', returnWith(back, { ...answer, total_amount: '1.0' })],
      ['signature of another message', returnWith(back, { ...answer, signature: hmac('total_amount=1') })],
      [
        'signed with another key',
        returnWith(back, { ...answer, signature: hmac(answer.signature!, 'not-the-secret') }),
      ],
      [
        'fewer fields signed',
        returnWith(back, {
          ...answer,
          signed_field_names: 'status',
          signature: hmac('status=COMPLETE', 'guess'),
        }),
      ],
    ];
    for (const [what, url] of tampered) {
      const reply = await verifyEsewa(api, m, url);
      expect(reply.status, what).toBe(400);
      expect(reply.body, what).toEqual({
        success: false,
        status: 'Failed',
        message: 'Payment verification failed: the answer does not carry a valid eSewa signature',
      });
    }
    for (const data of ['not base64!', Buffer.from('[1,2]').toString('base64'), Buffer.from('{').toString('base64')]) {
      const reply = await api.get(`/payments/verify-esewa/?data=${encodeURIComponent(data)}`, m.token);
      expect(reply.status, data).toBe(400);
      expect(reply.body.message, data).toBe('Payment verification failed: the answer from eSewa is not readable');
    }
    expect(await pending(api, m, order.id)).toBe(true);
    expect(await pending(api, m, other.id)).toBe(true);

    expect((await verifyEsewa(api, m, back)).body.success).toBe(true);
    expect(await pending(api, m, other.id)).toBe(true);
  });

  it('a wrong amount is refused: a form re-signed for less (the test secret is public) and paid completes nothing', async () => {
    const m = await createMember(api);
    const order = await pendingOrder(api, m);
    const started = await startEsewa(api, m, order);
    const cheap = '10.00';
    const forged = {
      ...started.form.fields,
      amount: cheap,
      total_amount: cheap,
      signature: hmac(`total_amount=${cheap},transaction_uuid=${started.pidx},product_code=${ESEWA_PRODUCT}`),
    };
    const back = await payWithEsewa({ form: { ...started.form, fields: forged } });
    const reply = await verifyEsewa(api, m, back);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      success: false,
      status: 'Failed',
      message: 'Payment verification failed: the amount paid does not match the order total',
    });
    expect(await pending(api, m, order.id)).toBe(true);
    // eSewa itself finds no payment of the order's amount under this transaction.
    expect((await esewaStatus(api, started.pidx, order.total)).body.status).toBe('NOT_FOUND');
  });

  it('another member replaying my answer completes nothing, nor does my return claiming another order', async () => {
    const m = await createMember(api);
    const thief = await createMember(api);
    const order = await pendingOrder(api, m);
    const started = await startEsewa(api, m, order);
    const back = await payWithEsewa(started);

    const stolen = await verifyEsewa(api, thief, back);
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('Payment verification failed: no payment of yours has this transaction');
    const theirs = await pendingOrder(api, thief);
    const claimed = await api.get(
      `/payments/verify-esewa/?purchase_order_id=${theirs.id}&transaction_uuid=${started.pidx}`,
      thief.token,
    );
    expect(claimed.status).toBe(400);
    const mine = await pendingOrder(api, m);
    const elsewhere = await api.get(
      `/payments/verify-esewa/?purchase_order_id=${mine.id}&transaction_uuid=${started.pidx}`,
      m.token,
    );
    expect(elsewhere.body.message).toBe('Payment verification failed: this payment was made for another order');
    expect(await pending(api, m, order.id)).toBe(true);
    expect(await pending(api, m, mine.id)).toBe(true);
    expect(await pending(api, thief, theirs.id)).toBe(true);

    expect((await verifyEsewa(api, m, back)).body.success).toBe(true);
  });

  it('cancel at eSewa → the failure URL → verify says cancelled; the order stays pending and pays with a new transaction', async () => {
    const m = await createMember(api);
    const order = await pendingOrder(api, m);
    const started = await startEsewa(api, m, order);
    const back = await payWithEsewa(started, 'cancel');
    expect(back).toBe(started.form.fields.failure_url);
    const reply = await verifyEsewa(api, m, back);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      success: false,
      status: 'User canceled',
      message: 'Payment verification failed: the payment was cancelled',
    });
    expect(await pending(api, m, order.id)).toBe(true);

    const again = await startEsewa(api, m, order);
    expect(again.pidx).not.toBe(started.pidx);
    expect((await verifyEsewa(api, m, await payWithEsewa(again))).body.success).toBe(true);
  });

  it("refuses another member's order, a wrong amount and bad returns with 4xx, starting nothing", async () => {
    const m = await createMember(api);
    const stranger = await createMember(api);
    const order = await pendingOrder(api, m);
    expect((await initiateEsewa(api, stranger, order)).body).toEqual({ success: false, message: 'Order not found.' });
    expect((await initiateEsewa(api, stranger, order)).status).toBe(404);
    const wrong = await initiateEsewa(api, m, { id: order.id, total: '1.00' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'Amount does not match the order total' });
    expect((await api.post('/payments/initiate-esewa/', { order: order.id }, m.token)).status).toBe(400);
    expect((await api.post('/payments/initiate-esewa/', { order: order.id, amount: order.total })).status).toBe(401);

    expect((await api.get('/payments/verify-esewa/', m.token)).body.message).toBe(
      'Payment verification failed: the return from eSewa names no transaction',
    );
    expect((await api.get(`/payments/verify-esewa/?data=${'A'.repeat(5000)}`, m.token)).status).toBe(400);
    expect((await api.get('/payments/verify-esewa/?transaction_uuid=x')).status).toBe(401);
    expect(await pending(api, m, order.id)).toBe(true);
  });

  it('switching from Khalti to eSewa supersedes the open Khalti payment; paying both flags the second for refund', async () => {
    const m = await createMember(api);
    const order = await pendingOrder(api, m);
    const khalti = (await createPayment(api, m, order)).body;
    const esewa = await startEsewa(api, m, order);
    expect(esewa.pidx).not.toBe(khalti.pidx);
    expect((await verifyEsewa(api, m, await payWithEsewa(esewa))).body.success).toBe(true);

    // The superseded Khalti link was still paid: it bought nothing and is owed back.
    const late = await verifyKhalti(api, m, (await payKhalti(khalti.payment_url)).location!);
    expect(late.status).toBe(400);
    expect(late.body.status).toBe('Needs refund');
    expect((await orderOf(api, m, order.id)).refund_due).toBe(order.total);
  });

  it("the sandbox refuses unsigned, mis-signed and foreign forms, as eSewa's form URL does", async () => {
    const m = await createMember(api);
    const started = await startEsewa(api, m, await pendingOrder(api, m));
    const { fields, action } = started.form;
    const cases: Record<string, string>[] = [
      { ...fields, signature: hmac('total_amount=1') },
      { ...fields, total_amount: '1.00', amount: '1.00' },
      { ...fields, product_code: 'SOMEONE' },
      { ...fields, success_url: 'https://evil.example/payments/verify-esewa' },
      { ...fields, tax_amount: '5' },
      Object.fromEntries(Object.entries(fields).filter(([k]) => k !== 'signature')),
    ];
    for (const form of cases) {
      const page = await postForm(action, form);
      expect(page.status, JSON.stringify(form)).toBe(400);
      expect(page.html).toMatch(/Invalid payment request/);
    }
    expect((await esewaStatus(api, started.pidx, '1.00')).body.status).toBe('NOT_FOUND');
  });
});

describe('eSewa amounts', () => {
  it('reads rupees exactly, grouped or not, and refuses a third decimal', async () => {
    const { paisaOf } = await import('../src/esewa/signature.js');
    expect(paisaOf('1,250.0')).toBe(125000);
    expect(paisaOf('1250.05')).toBe(125005);
    expect(paisaOf(1250.1)).toBe(125010);
    expect(paisaOf('100')).toBe(10000);
    expect(paisaOf('1.005')).toBeUndefined();
    expect(paisaOf('-5')).toBeUndefined();
  });
});
