/**
 * Idempotency keys on the writes that cost money (issue 15, 'Production'): a client that never
 * got its answer (a timeout) sends the same request with the same Idempotency-Key and gets the
 * first answer again, with no second order or payment. The same key with another request is a
 * 422; keys are per member; a request refused for bad input is not kept.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { booksInStock, createMember, describeEachTarget, type Api } from './helpers.js';
import { addAddress, addLine, cartIds, createOrder, createPayment, placeOrder, stockOf } from './checkout.js';

let nextBook = 0;
/** Books from a catalog page no other suite orders from. */
async function someBooks(api: Api, n: number) {
  const found = (await booksInStock(api, 30, 5, 13)).slice(nextBook % 28, (nextBook % 28) + n);
  nextBook += n;
  return found;
}

describeEachTarget('Idempotency-Key', (api) => {
  it('the same create-order sent twice with one key makes one order: lines leave the cart once, stock is taken once', async () => {
    const m = await createMember(api);
    const [a, b, c] = await someBooks(api, 3);
    const stock = [await stockOf(api, a.id), await stockOf(api, b.id)];
    const lines = [await addLine(api, m, a.id, 2), await addLine(api, m, b.id)];
    const kept = await addLine(api, m, c.id);
    const address = await addAddress(api, m);
    const key = randomUUID();

    const first = await createOrder(api, m, lines, address, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // The client timed out and retries, twice at once for good measure.
    const retries = await Promise.all([
      createOrder(api, m, lines, address, key),
      createOrder(api, m, lines, address, `"${key}"`), // the draft's structured-field form
    ]);
    for (const retry of retries) {
      expect(retry.status).toBe(201);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
    }

    const orders = (await api.get('/order/', m.token)).body.orders;
    expect(orders.map((o: { order_id: string }) => o.order_id)).toEqual([first.body.order_id]);
    expect(await cartIds(api, m)).toEqual([kept]);
    expect([await stockOf(api, a.id), await stockOf(api, b.id)]).toEqual([stock[0]! - 2, stock[1]! - 1]);
  });

  it('two requests racing with one key make one order and both answer it', async () => {
    const m = await createMember(api);
    const [a] = await someBooks(api, 1);
    const stock = await stockOf(api, a.id);
    const line = await addLine(api, m, a.id);
    const address = await addAddress(api, m);
    const key = randomUUID();
    const replies = await Promise.all([1, 2, 3].map(() => createOrder(api, m, [line], address, key)));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((r) => r.body.order_id)).size).toBe(1);
    expect((await api.get('/order/', m.token)).body.orders).toHaveLength(1);
    expect(await stockOf(api, a.id)).toBe(stock - 1);
  });

  it('the same key with a different request is a 422 that changes nothing; another member has keys of their own', async () => {
    const m = await createMember(api);
    const other = await createMember(api);
    const [a, b] = await someBooks(api, 2);
    const lineA = await addLine(api, m, a.id);
    const lineB = await addLine(api, m, b.id);
    const address = await addAddress(api, m);
    const key = randomUUID();
    expect((await createOrder(api, m, [lineA], address, key)).status).toBe(201);
    const stockB = await stockOf(api, b.id);

    const reused = await createOrder(api, m, [lineB], address, key);
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({
      success: false,
      message: 'This Idempotency-Key was already used for a different request. Use a new key.',
    });
    expect(await cartIds(api, m)).toEqual([lineB]);
    expect(await stockOf(api, b.id)).toBe(stockB);
    expect((await api.get('/order/', m.token)).body.orders).toHaveLength(1);

    // The same key string from another member is that member's own key.
    const theirs = await createOrder(api, other, [await addLine(api, other, b.id)], await addAddress(api, other), key);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect((await api.get('/order/', other.token)).body.orders).toHaveLength(1);
  });

  it('a refused request is not kept: the same key tries again; a malformed key is a 400', async () => {
    const m = await createMember(api);
    const [a] = await someBooks(api, 1);
    const line = await addLine(api, m, a.id);
    const key = randomUUID();
    const refused = await createOrder(api, m, [line], 2147483647, key);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: 'Shipping address not found' });
    expect((await createOrder(api, m, [line], 2147483647, key)).body).toEqual(refused.body);

    for (const bad of ['x'.repeat(256), ' ', 'clé']) {
      const reply = await createOrder(api, m, [line], await addAddress(api, m), bad);
      expect(reply.status, bad).toBe(400);
      expect(reply.body).toEqual({
        success: false,
        message: 'Idempotency-Key must be 1 to 255 printable ASCII characters',
      });
    }
    expect(await cartIds(api, m)).toEqual([line]);
    expect((await api.get('/order/', m.token)).body.orders).toEqual([]);
  });

  it('create-payment with one key answers the same payment; with another order under that key, a 422', async () => {
    const m = await createMember(api);
    const [a, b] = await someBooks(api, 2);
    const order = await placeOrder(api, m, [a.id]);
    const otherOrder = await placeOrder(api, m, [b.id]);
    const key = randomUUID();
    const first = await createPayment(api, m, order, key);
    expect(first.status).toBe(200);
    const again = await createPayment(api, m, order, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');

    const misused = await createPayment(api, m, otherOrder, key);
    expect(misused.status).toBe(422);
    expect(misused.body.message).toMatch(/already used for a different request/);
  });
});
