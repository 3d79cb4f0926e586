/**
 * A member has a bounded number of open unpaid orders (MAX_UNPAID_ORDERS, 3 by default), so one
 * account cannot hold the shelves with orders it never pays (issue 15, finding 4). Paid and
 * cancelled orders do not count.
 */
import { expect, it } from 'vitest';
import { booksInStock, createMember, describeEachTarget, type Api } from './helpers.js';
import {
  addAddress,
  addLine,
  cartIds,
  createOrder,
  createPayment,
  pay,
  placeOrder,
  stockOf,
  verify,
} from './checkout.js';

const LIMIT = 'You already have 3 unpaid orders. Please pay for one, or wait until it expires, before placing another.';

let nextBook = 0;
/** Books from a catalog page no other suite orders from. */
async function someBooks(api: Api, n: number) {
  const found = (await booksInStock(api, 30, 5, 7)).slice(nextBook % 26, (nextBook % 26) + n);
  nextBook += n;
  return found;
}

describeEachTarget('Unpaid orders per member', (api) => {
  it('a fourth unpaid order is refused with a clear 400 that changes nothing; once one is paid, it goes through', async () => {
    const m = await createMember(api);
    const [a, b, c, d] = await someBooks(api, 4);
    const orders = [];
    for (const book of [a, b, c]) orders.push(await placeOrder(api, m, [book!.id]));
    const line = await addLine(api, m, d!.id, 2);
    const address = await addAddress(api, m);
    const stock = await stockOf(api, d!.id);

    const refused = await createOrder(api, m, [line], address);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: LIMIT });
    expect(await cartIds(api, m)).toEqual([line]);
    expect(await stockOf(api, d!.id)).toBe(stock);
    expect((await api.get('/order/', m.token)).body.orders).toHaveLength(3);

    const payment = (await createPayment(api, m, orders[0]!)).body;
    expect((await verify(api, m, (await pay(payment.payment_url)).location!)).body.success).toBe(true);
    expect((await createOrder(api, m, [line], address)).status).toBe(201);
    expect(await stockOf(api, d!.id)).toBe(stock - 2);
  });

  it('orders placed at the same moment cannot slip past the limit together', async () => {
    const m = await createMember(api);
    const books = await someBooks(api, 5);
    for (const book of books.slice(0, 2)) await placeOrder(api, m, [book.id]);
    const address = await addAddress(api, m);
    const lines = [];
    for (const book of books.slice(2)) lines.push(await addLine(api, m, book.id));
    const replies = await Promise.all(lines.map((line) => createOrder(api, m, [line], address)));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    expect((await api.get('/order/', m.token)).body.orders).toHaveLength(3);
  });
});
