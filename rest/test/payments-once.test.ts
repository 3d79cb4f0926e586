/**
 * One order, one charge (issue 15, finding 2): an order has at most one open payment, however
 * many tabs ask to pay it and however they race; paying it twice is refused by the wallet, and
 * verifications racing each other complete the order once (copies sold counted once).
 */
import { expect, it } from 'vitest';
import { booksInStock, createMember, describeEachTarget, type Api } from './helpers.js';
import { createPayment, orderOf, pay, placeOrder, salesOf, verify, walletLookup } from './checkout.js';

let nextBook = 0;
/** Books from a catalog page no other suite orders from. */
async function someBooks(api: Api, n: number) {
  const found = (await booksInStock(api, 30, 5, 12)).slice(nextBook % 28, (nextBook % 28) + n);
  nextBook += n;
  return found;
}

describeEachTarget('One payment per order', (api) => {
  it('paying one order from two tabs: both get the one open payment, the wallet takes one charge, the order completes once', async () => {
    const m = await createMember(api);
    const [a, b] = await someBooks(api, 2);
    const salesBefore = [await salesOf(api, a.id), await salesOf(api, b.id)];
    const order = await placeOrder(api, m, [a.id, b.id]);

    // Two tabs press 'Proceed to Payment' at once, a third later: one payment, handed out three times.
    const tabs = await Promise.all([createPayment(api, m, order), createPayment(api, m, order)]);
    tabs.push(await createPayment(api, m, order));
    for (const tab of tabs) expect(tab.status, JSON.stringify(tab.body)).toBe(200);
    const [first] = tabs;
    for (const tab of tabs) expect(tab.body).toEqual(first!.body);

    // Both tabs pay: the wallet takes the money once.
    const paid = await Promise.all(tabs.slice(0, 2).map((tab) => pay(tab.body.payment_url)));
    expect(paid.map((p) => p.status).sort()).toEqual([303, 409]);
    expect(await walletLookup(api, first!.body.pidx)).toMatchObject({ status: 'Completed' });

    // Both tabs come back and verify at the same moment: the same payment, one completion.
    const back = paid.find((p) => p.status === 303)!.location!;
    const verified = await Promise.all([verify(api, m, back), verify(api, m, back), verify(api, m, back)]);
    for (const reply of verified) {
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ success: true, status: 'Completed', order_id: order.id });
    }
    expect(await orderOf(api, m, order.id)).toMatchObject({
      status: 'Completed',
      is_completed: true,
      refund_due: null,
    });
    expect([await salesOf(api, a.id), await salesOf(api, b.id)]).toEqual([salesBefore[0]! + 1, salesBefore[1]! + 1]);
  });

  it('six create-payments racing for one order record one payment and all answer it', async () => {
    const m = await createMember(api);
    const order = await placeOrder(api, m, [(await someBooks(api, 1))[0]!.id]);
    const replies = await Promise.all(Array.from({ length: 6 }, () => createPayment(api, m, order)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body.pidx)).size).toBe(1);
    expect(new Set(replies.map((r) => r.body.payment_url)).size).toBe(1);
    const paid = await pay(replies[0]!.body.payment_url);
    expect((await verify(api, m, paid.location!)).body.success).toBe(true);
  });

  it('asking to pay an order whose payment was paid but not yet verified completes it instead of charging again', async () => {
    const m = await createMember(api);
    const [book] = await someBooks(api, 1);
    const sales = await salesOf(api, book!.id);
    const order = await placeOrder(api, m, [book!.id], 2);
    const payment = (await createPayment(api, m, order)).body;
    const paid = await pay(payment.payment_url);
    expect(paid.status).toBe(303);

    // The payer closed the tab before the return; another tab asks to pay.
    const again = await createPayment(api, m, order);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: 'Order is already paid' });
    expect(await orderOf(api, m, order.id)).toMatchObject({ status: 'Completed' });
    expect(await salesOf(api, book!.id)).toBe(sales + 2);

    // The late return still verifies (the same payment), and counts nothing twice.
    expect((await verify(api, m, paid.location!)).body).toMatchObject({ success: true, order_id: order.id });
    expect(await salesOf(api, book!.id)).toBe(sales + 2);
  });
});
