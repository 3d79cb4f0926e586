/**
 * Stock holds (issue 15, finding 4): an unpaid order holds its copies for ORDER_HOLD_MINUTES, then
 * is cancelled with its reason and its copies return, exactly once. These suites boot a REST
 * service of their own with a 3-second hold (ORDER_HOLD_MINUTES=0.05), so expiry takes seconds.
 * A payment that arrives after the hold: the copies are taken again when they are still there;
 * when they are gone the payment is not a success, and it is flagged for refund.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootRest, type OwnRest } from './boot.js';
import { booksInStock, createMember, type Api } from './helpers.js';
import { createPayment, orderOf, pay, placeOrder, salesOf, stockOf, verify, walletLookup } from './checkout.js';

const HOLD = { ORDER_HOLD_MINUTES: '0.05' };
const REASON = 'Not paid within 3 seconds';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers true (or the time is up); answers the last answer. */
async function eventually(probe: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await probe()) return true;
    if (Date.now() > deadline) return false;
    await sleep(200);
  }
}

for (const name of ['pglite', 'postgres'] as const) {
  const reachable = name === 'pglite' || Boolean(process.env.TEST_DATABASE_URL);
  (reachable ? describe : describe.skip)(`Stock holds of unpaid orders [${name}]`, () => {
    let own: OwnRest;
    let api: Api;
    let next = 0;
    const someBook = async () => (await booksInStock(api, 20, 5, 1))[next++]!;

    beforeAll(async () => {
      own = await bootRest(name, HOLD);
      api = own.api;
    }, 120_000);
    afterAll(async () => own?.close());

    it('an unpaid order is cancelled when its hold runs out: its copies return once, and it can no longer be paid', async () => {
      const m = await createMember(api);
      const book = await someBook();
      const stock = await stockOf(api, book.id);
      const order = await placeOrder(api, m, [book.id], 2);
      expect(await stockOf(api, book.id)).toBe(stock - 2);
      expect(await orderOf(api, m, order.id)).toMatchObject({ status: 'Pending', cancel_reason: null });

      await sleep(3200);
      // Reads racing each other and the timer, each sweeping first: one cancellation, copies back once.
      const reads = await Promise.all([
        api.get(`/order/${order.id}/`, m.token),
        api.get('/order/', m.token),
        api.get(`/order/${order.id}/`, m.token),
        api.get('/order/', m.token),
      ]);
      for (const reply of reads) {
        const seen = reply.body.order ?? reply.body.orders[0];
        expect(seen).toMatchObject({
          order_id: order.id,
          status: 'Cancelled',
          is_completed: false,
          cancel_reason: REASON,
          cancelled_at: expect.any(String),
        });
      }
      expect(await stockOf(api, book.id)).toBe(stock);

      const payment = await createPayment(api, m, order);
      expect(payment.status).toBe(400);
      expect(payment.body).toEqual({ success: false, message: `This order was cancelled: ${REASON}` });
      await sleep(1000); // more sweeps find nothing more to return
      expect(await stockOf(api, book.id)).toBe(stock);
    });

    it('the copies come back on the timer, with nobody reading orders', async () => {
      const m = await createMember(api);
      const book = await someBook();
      const stock = await stockOf(api, book.id);
      await placeOrder(api, m, [book.id], 3);
      expect(await stockOf(api, book.id)).toBe(stock - 3);
      // GET /books/{id}/ never sweeps: only the REST process's own timer can give the copies back.
      expect(await eventually(async () => (await stockOf(api, book.id)) === stock, 8000)).toBe(true);
    });

    it('paid after its hold ran out, with the copies still in stock: they are taken again and the order completes', async () => {
      const m = await createMember(api);
      const book = await someBook();
      const [stock, sales] = [await stockOf(api, book.id), await salesOf(api, book.id)];
      const order = await placeOrder(api, m, [book.id]);
      const payment = (await createPayment(api, m, order)).body;
      expect(await eventually(async () => (await orderOf(api, m, order.id)).status === 'Cancelled', 8000)).toBe(true);
      expect(await stockOf(api, book.id)).toBe(stock);

      const paid = await pay(payment.payment_url);
      const reply = await verify(api, m, paid.location!);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ success: true, status: 'Completed', order_id: order.id });
      expect(await orderOf(api, m, order.id)).toMatchObject({
        status: 'Completed',
        cancel_reason: null,
        refund_due: null,
      });
      expect(await stockOf(api, book.id)).toBe(stock - 1);
      expect(await salesOf(api, book.id)).toBe(sales + 1);
    });

    it('paid after its hold ran out and its copies sold meanwhile: not a success, flagged for refund', async () => {
      const late = await createMember(api);
      const quick = await createMember(api);
      const book = await someBook();
      const order = await placeOrder(api, late, [book.id], 2);
      const payment = (await createPayment(api, late, order)).body;
      expect(await eventually(async () => (await orderOf(api, late, order.id)).status === 'Cancelled', 8000)).toBe(
        true,
      );

      // Another member buys every copy and pays at once.
      const copies = await stockOf(api, book.id);
      const theirs = await placeOrder(api, quick, [book.id], copies);
      const theirPayment = (await createPayment(api, quick, theirs)).body;
      expect((await verify(api, quick, (await pay(theirPayment.payment_url)).location!)).body.success).toBe(true);
      expect(await stockOf(api, book.id)).toBe(0);

      // Now the late payer pays: the wallet takes the money, but it buys nothing.
      const paid = await pay(payment.payment_url);
      expect(await walletLookup(api, payment.pidx)).toMatchObject({ status: 'Completed' });
      for (let attempt = 0; attempt < 2; attempt++) {
        const reply = await verify(api, late, paid.location!);
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({
          success: false,
          status: 'Needs refund',
          message:
            `Payment verification failed: the order was cancelled (${REASON}) and its books are no longer in ` +
            'stock; this payment will be refunded',
        });
      }
      expect(await orderOf(api, late, order.id)).toMatchObject({
        status: 'Cancelled',
        is_completed: false,
        cancel_reason: REASON,
        refund_due: order.total,
      });
      expect(await stockOf(api, book.id)).toBe(0);
    });
  });
}
