/**
 * Cash on delivery: an order paid at the door is Confirmed at once, unpaid; the unpaid-order hold
 * never cancels it (its copies stay taken), no wallet payment can be started for it, and a member
 * has at most MAX_OPEN_COD_ORDERS of them open, also when two are placed at once. A retried
 * create with the same Idempotency-Key answers the first order. These suites boot a REST service
 * of their own with a 3-second hold (ORDER_HOLD_MINUTES=0.05: the hold reads the database's own
 * clock, so time is moved by waiting) and a limit of 2.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootRest, type OwnRest } from './boot.js';
import { addLine, createPayment, orderOf, stockOf } from './checkout.js';
import { booksInStock, createMember, type Api, type Member } from './helpers.js';

const LIMIT = 2;
const ENV = { ORDER_HOLD_MINUTES: '0.05', MAX_OPEN_COD_ORDERS: String(LIMIT) };
const LIMIT_MESSAGE =
  'You already have 2 open cash-on-delivery orders. Please wait until one is delivered, or pay with Khalti or eSewa.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const name of ['pglite', 'postgres'] as const) {
  const reachable = name === 'pglite' || Boolean(process.env.TEST_DATABASE_URL);
  (reachable ? describe : describe.skip)(`Cash on delivery [${name}]`, () => {
    let own: OwnRest;
    let api: Api;
    let next = 0;
    // Printed books: eBooks and audiobooks are never paid in cash (library.test.ts).
    const someBook = async () => (await booksInStock(api, 30, 5, 1, '&format=Paperback&format=Hardcover'))[next++]!;

    beforeAll(async () => {
      own = await bootRest(name, ENV);
      api = own.api;
    }, 120_000);
    afterAll(async () => own?.close());

    const lalitpurAddress = async (m: Member): Promise<number> => {
      const reply = await api.post(
        '/shipping/addresses/',
        {
          address_name: 'Patan flat',
          full_name: 'Sita Sharma',
          address_line1: 'Jhamsikhel Road 21',
          city: 'Lalitpur',
          phone: '+977 9841234567',
          district: 'Lalitpur',
        },
        m.token,
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return reply.body.data.id;
    };

    const order = (m: Member, lines: number[], addressId: number, method?: string, key?: string) =>
      api.request('POST', '/order/create-order/', {
        token: m.token,
        json: { item_ids: lines, shipping_address_id: addressId, ...(method && { payment_method: method }) },
        headers: key === undefined ? {} : { 'idempotency-key': key },
      });

    it('is Confirmed unpaid, cannot be paid by wallet, and outlives the unpaid-order hold', async () => {
      const m = await createMember(api);
      const address = await lalitpurAddress(m);
      const [codBook, walletBook] = [await someBook(), await someBook()];
      const [codStock, walletStock] = [await stockOf(api, codBook.id), await stockOf(api, walletBook.id)];

      const cod = await order(m, [await addLine(api, m, codBook.id, 2)], address, 'CASH_ON_DELIVERY');
      expect(cod.status, JSON.stringify(cod.body)).toBe(201);
      const wallet = await order(m, [await addLine(api, m, walletBook.id)], address);
      expect(wallet.status).toBe(201);
      expect(await orderOf(api, m, cod.body.order_id)).toMatchObject({
        status: 'Confirmed',
        payment_method: 'CASH_ON_DELIVERY',
        is_completed: false,
        cancelled_at: null,
        shipping_address: { district: 'Lalitpur', phone: '9841234567' },
      });
      expect(await stockOf(api, codBook.id)).toBe(codStock - 2);

      const codOrder = await orderOf(api, m, cod.body.order_id);
      const payment = await createPayment(api, m, { id: codOrder.order_id, total: codOrder.total_amount });
      expect(payment.status).toBe(400);
      expect(payment.body).toEqual({ success: false, message: 'This order is paid in cash on delivery' });

      await sleep(3500);
      // The wallet order placed at the same moment is past its hold and cancelled; the COD one is not.
      expect(await orderOf(api, m, wallet.body.order_id)).toMatchObject({ status: 'Cancelled' });
      expect(await stockOf(api, walletBook.id)).toBe(walletStock);
      expect(await orderOf(api, m, cod.body.order_id)).toMatchObject({
        status: 'Confirmed',
        cancelled_at: null,
        cancel_reason: null,
      });
      expect(await stockOf(api, codBook.id)).toBe(codStock - 2);
    });

    it(`takes ${LIMIT} open cash-on-delivery orders and refuses the next, changing nothing`, async () => {
      const m = await createMember(api);
      const address = await lalitpurAddress(m);
      for (let i = 0; i < LIMIT; i++) {
        const placed = await order(m, [await addLine(api, m, (await someBook()).id)], address, 'CASH_ON_DELIVERY');
        expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      }
      const book = await someBook();
      const stock = await stockOf(api, book.id);
      const line = await addLine(api, m, book.id);
      const refused = await order(m, [line], address, 'CASH_ON_DELIVERY');
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, message: LIMIT_MESSAGE });
      expect((await api.get('/order/', m.token)).body.count).toBe(LIMIT);
      expect((await api.get('/cart/', m.token)).body.data.map((l: any) => l.id)).toEqual([line]);
      expect(await stockOf(api, book.id)).toBe(stock);
      // The limit is for cash on delivery alone: the same line can still be paid by wallet.
      expect((await order(m, [line], address, 'KHALTI')).status).toBe(201);
    });

    it('two orders placed at once at the limit: one is taken, the other refused', async () => {
      const m = await createMember(api);
      const address = await lalitpurAddress(m);
      for (let i = 0; i < LIMIT - 1; i++)
        expect(
          (await order(m, [await addLine(api, m, (await someBook()).id)], address, 'CASH_ON_DELIVERY')).status,
        ).toBe(201);
      const lines = [await addLine(api, m, (await someBook()).id), await addLine(api, m, (await someBook()).id)];
      const racing = await Promise.all(lines.map((line) => order(m, [line], address, 'CASH_ON_DELIVERY')));
      expect(racing.map((r) => r.status).sort()).toEqual([201, 400]);
      expect(racing.find((r) => r.status === 400)!.body.message).toBe(LIMIT_MESSAGE);
      const { orders } = (await api.get('/order/', m.token)).body;
      expect(orders.filter((o: any) => o.status === 'Confirmed')).toHaveLength(LIMIT);
    });

    it('a retried create with the same key answers the first order and places no second', async () => {
      const m = await createMember(api);
      const address = await lalitpurAddress(m);
      const book = await someBook();
      const stock = await stockOf(api, book.id);
      const line = await addLine(api, m, book.id);
      const key = randomUUID();
      const first = await order(m, [line], address, 'CASH_ON_DELIVERY', key);
      const again = await order(m, [line], address, 'CASH_ON_DELIVERY', key);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const otherMethod = await order(m, [line], address, 'KHALTI', key);
      expect(otherMethod.status).toBe(422);
      const { orders } = (await api.get('/order/', m.token)).body;
      expect(orders.map((o: any) => [o.order_id, o.status])).toEqual([[first.body.order_id, 'Confirmed']]);
      expect(await stockOf(api, book.id)).toBe(stock - 1);
    });

    it('refuses a payment method it does not know', async () => {
      const m = await createMember(api);
      const address = await lalitpurAddress(m);
      const line = await addLine(api, m, (await someBook()).id);
      const refused = await order(m, [line], address, 'CHEQUE');
      expect(refused.status).toBe(400);
      expect((await api.get('/order/', m.token)).body.count).toBe(0);
    });
  });
}
