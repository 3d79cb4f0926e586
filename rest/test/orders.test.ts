/**
 * Orders over HTTP: the total is the server's (every line at full price × quantity, rent lines
 * too, plus Rs 100 shipping), ordered lines leave the cart and reserve stock, refusals change
 * nothing, and a member only ever sees their own orders. Setup goes through the cart and
 * shipping endpoints, as a client's would. Books come from catalog pages no other suite orders
 * from, so stock can be asserted exactly.
 */
import { describe, expect, it } from 'vitest';
import { booksInStock, createMember, describeEachTarget, type Api, type Member } from './helpers.js';

const paisa = (amount: string) => {
  const [rupees, cents = ''] = amount.split('.');
  return Number(rupees) * 100 + Number(cents.padEnd(2, '0'));
};
const rupees = (p: number) => `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;

/** `n` books with at least `minStock` copies, from this suite's own catalog page, skipping `skip`. */
/** Printed books (a download ships free, and these tests count the shipping fee). */
async function books(api: Api, n: number, skip = 0, minStock = 5) {
  return (await booksInStock(api, skip + n, minStock, 4, '&format=Paperback&format=Hardcover')).slice(skip);
}

async function addLine(api: Api, m: Member, bookId: number, body: Record<string, unknown> = {}): Promise<number> {
  const reply = await api.post(`/cart/${bookId}/add`, body, m.token);
  if (reply.status !== 201 && reply.status !== 200) throw new Error(`add to cart: ${JSON.stringify(reply.body)}`);
  return reply.body.data.id;
}

async function addAddress(api: Api, m: Member, name = 'Home'): Promise<number> {
  const reply = await api.post(
    '/shipping/addresses/',
    {
      address_name: name,
      full_name: 'Sita Sharma',
      address_line1: 'Baluwatar 4',
      city: 'Kathmandu',
      phone: '9841234567',
      district: 'Kathmandu',
    },
    m.token,
  );
  if (reply.status !== 201) throw new Error(`add address: ${JSON.stringify(reply.body)}`);
  return reply.body.data.id;
}

const order = (api: Api, m: Member, itemIds: unknown, shippingAddressId: unknown) =>
  api.post('/order/create-order/', { item_ids: itemIds, shipping_address_id: shippingAddressId }, m.token);

const stockOf = async (api: Api, bookId: number): Promise<number> =>
  (await api.get(`/books/${bookId}/`)).body.book.stock;
const cartIds = async (api: Api, m: Member): Promise<number[]> =>
  (await api.get('/cart/', m.token)).body.data.map((line: { id: number }) => line.id);

describeEachTarget('Orders', (api) => {
  describe('POST /order/create-order/', () => {
    it('totals every line at full price × quantity, rent lines too, plus Rs 100.00 shipping', async () => {
      const m = await createMember(api);
      const [a, b, c, d] = await books(api, 4, 0);
      const lineA = await addLine(api, m, a.id, { quantity: 3 });
      const lineB = await addLine(api, m, b.id, { purchase_type: 'rent', rental_period_id: 3 });
      const lineC = await addLine(api, m, c.id, { purchase_type: 'rent' });
      await addLine(api, m, d.id, { quantity: 2 }); // stays in the cart
      const addressId = await addAddress(api, m);

      const created = await order(api, m, [lineA, lineB, lineC], addressId);
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        success: true,
        message: 'Order created successfully',
        order_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      });

      const subtotal = paisa(a.price) * 3 + paisa(b.price) + paisa(c.price);
      const { status, body } = await api.get(`/order/${created.body.order_id}/`, m.token);
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.order).toMatchObject({
        order_id: created.body.order_id,
        subtotal: rupees(subtotal),
        shipping_fee: '100.00',
        total_amount: rupees(subtotal + 100_00),
        is_completed: false,
        status: 'Pending',
        completed_at: null,
        cancelled_at: null,
        cancel_reason: null,
        cancelled_by: null,
        refund_due: null,
        step: 'AWAITING_PAYMENT',
        timeline: [{ step: 'AWAITING_PAYMENT', at: body.order.created_at }],
        courier: null,
        tracking_number: null,
        transaction_id: null,
        paid_with: null,
        cash_received: null,
        shipping_address: {
          id: addressId,
          full_name: 'Sita Sharma',
          address_name: 'Home',
          address_line1: 'Baluwatar 4',
          city: 'Kathmandu',
        },
      });
      expect(new Date(body.order.created_at).toISOString()).toBe(body.order.created_at);
      // Lines in any order (SPEC gives none): compared by book.
      const byBook = (rows: any[][]) => [...rows].sort((x, y) => x[0] - y[0]);
      expect(
        byBook(
          body.order.items.map((i: any) => [
            i.book.id,
            i.quantity,
            i.purchase_type,
            i.rental_period_id,
            i.price,
            i.line_total,
          ]),
        ),
      ).toEqual(
        byBook([
          [a.id, 3, 'buy', null, a.price, rupees(paisa(a.price) * 3)],
          [b.id, 1, 'rent', 3, b.price, b.price],
          [c.id, 1, 'rent', 1, c.price, c.price],
        ]),
      );
    });

    it('charges no shipping for an order of only eBooks and audiobooks (downloads), and Rs 100 once a printed book is in it', async () => {
      const m = await createMember(api);
      const digital = (
        await api.get('/books/?format=eBook&format=Audiobook&ordering=-title&page_size=100')
      ).body.results.books
        .filter((b: any) => b.stock >= 5)
        .slice(0, 2);
      expect(digital.map((b: any) => b.format).every((f: string) => f === 'eBook' || f === 'Audiobook')).toBe(true);
      const printed = (await api.get('/books/?format=Hardcover&ordering=-title&page_size=100')).body.results.books.find(
        (b: any) => b.stock >= 5,
      );
      const addressId = await addAddress(api, m);
      const lines = [];
      for (const b of digital) lines.push(await addLine(api, m, b.id));
      const free = await order(api, m, lines, addressId);
      expect(free.status).toBe(201);
      const subtotal = digital.reduce((sum: number, b: any) => sum + paisa(b.price), 0);
      const freeOrder = (await api.get(`/order/${free.body.order_id}/`, m.token)).body.order;
      expect(freeOrder).toMatchObject({ shipping_fee: '0.00', total_amount: rupees(subtotal) });

      const mixed = await order(api, m, [await addLine(api, m, printed.id)], addressId);
      const mixedOrder = (await api.get(`/order/${mixed.body.order_id}/`, m.token)).body.order;
      expect(mixedOrder).toMatchObject({ shipping_fee: '100.00', total_amount: rupees(paisa(printed.price) + 100_00) });
    });
    it('ordered lines leave the cart and their stock is reserved; the other lines stay', async () => {
      const m = await createMember(api);
      const [a, b, c] = await books(api, 3, 4);
      const before = { a: await stockOf(api, a.id), b: await stockOf(api, b.id), c: await stockOf(api, c.id) };
      const lineA = await addLine(api, m, a.id, { quantity: 2 });
      const lineB = await addLine(api, m, b.id, { purchase_type: 'rent' });
      const lineC = await addLine(api, m, c.id);

      expect((await order(api, m, [lineA, lineB], await addAddress(api, m))).status).toBe(201);
      expect(await cartIds(api, m)).toEqual([lineC]);
      expect(await stockOf(api, a.id)).toBe(before.a - 2);
      expect(await stockOf(api, b.id)).toBe(before.b - 1);
      expect(await stockOf(api, c.id)).toBe(before.c);
      // The same lines cannot be ordered twice.
      const again = await order(api, m, [lineA], (await api.get('/shipping/addresses/', m.token)).body.data[0].id);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ success: false, message: 'Some items are not in your cart' });
    });

    it("refuses another member's cart lines or address with a clear 400, changing nothing", async () => {
      const m = await createMember(api);
      const other = await createMember(api);
      const [a, b] = await books(api, 2, 7);
      const mine = await addLine(api, m, a.id, { quantity: 2 });
      const theirs = await addLine(api, other, b.id);
      const myAddress = await addAddress(api, m);
      const theirAddress = await addAddress(api, other);
      const stock = { a: await stockOf(api, a.id), b: await stockOf(api, b.id) };

      const refusals: [unknown, unknown, string][] = [
        [[theirs], myAddress, 'Some items are not in your cart'],
        [[mine, theirs], myAddress, 'Some items are not in your cart'],
        [[mine, 2147483647], myAddress, 'Some items are not in your cart'],
        [[mine], theirAddress, 'Shipping address not found'],
        [[mine], 2147483647, 'Shipping address not found'],
      ];
      for (const [itemIds, addressId, message] of refusals) {
        const reply = await order(api, m, itemIds, addressId);
        expect(reply.status, JSON.stringify([itemIds, addressId])).toBe(400);
        expect(reply.body).toEqual({ success: false, message });
      }

      expect(await cartIds(api, m)).toEqual([mine]);
      expect(await cartIds(api, other)).toEqual([theirs]);
      expect(await stockOf(api, a.id)).toBe(stock.a);
      expect(await stockOf(api, b.id)).toBe(stock.b);
      expect((await api.get('/order/', m.token)).body.orders).toEqual([]);
      expect((await api.get('/order/', other.token)).body.orders).toEqual([]);
    });

    it('refuses malformed bodies with a 400 naming the problem, changing nothing', async () => {
      const m = await createMember(api);
      const [a] = await books(api, 1, 9);
      const line = await addLine(api, m, a.id);
      const addressId = await addAddress(api, m);
      const stock = await stockOf(api, a.id);
      const bodies: unknown[] = [
        {},
        { item_ids: [line] },
        { shipping_address_id: addressId },
        { item_ids: [], shipping_address_id: addressId },
        { item_ids: [line, line], shipping_address_id: addressId },
        { item_ids: [0], shipping_address_id: addressId },
        { item_ids: [-1], shipping_address_id: addressId },
        { item_ids: [1.5], shipping_address_id: addressId },
        { item_ids: ['first'], shipping_address_id: addressId },
        { item_ids: [line], shipping_address_id: 'home' },
        { item_ids: Array.from({ length: 101 }, (_, i) => i + 1), shipping_address_id: addressId },
      ];
      for (const body of bodies) {
        const reply = await api.post('/order/create-order/', body, m.token);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.success).toBe(false);
        expect(reply.body.message).toEqual(expect.any(String));
      }
      expect(await cartIds(api, m)).toEqual([line]);
      expect(await stockOf(api, a.id)).toBe(stock);
      expect((await api.get('/order/', m.token)).body.orders).toEqual([]);
    });

    it("answers 'Item is out of stock' when copies ran out since the line was added, changing nothing", async () => {
      const late = await createMember(api);
      const early = await createMember(api);
      const [scarce, plenty] = await books(api, 2, 10);
      const copies = await stockOf(api, scarce.id);
      const plentyStock = await stockOf(api, plenty.id);
      // Both fit when added; the other member's order then takes a copy.
      const lateScarce = await addLine(api, late, scarce.id, { quantity: copies });
      const latePlenty = await addLine(api, late, plenty.id);
      const earlyLine = await addLine(api, early, scarce.id);
      expect((await order(api, early, [earlyLine], await addAddress(api, early))).status).toBe(201);

      const reply = await order(api, late, [latePlenty, lateScarce], await addAddress(api, late));
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ success: false, message: 'Item is out of stock' });
      expect(await cartIds(api, late)).toEqual([lateScarce, latePlenty]);
      expect(await stockOf(api, scarce.id)).toBe(copies - 1);
      expect(await stockOf(api, plenty.id)).toBe(plentyStock);
      expect((await api.get('/order/', late.token)).body.orders).toEqual([]);
    });

    it('keeps the order notes as written (several lines, up to 500 characters); refuses longer ones or control characters, changing nothing', async () => {
      const m = await createMember(api);
      const [a, b] = await books(api, 2, 18);
      const addressId = await addAddress(api, m);
      const lineA = await addLine(api, m, a.id);
      const stock = await stockOf(api, a.id);
      const refused: [string, string][] = [
        ['x'.repeat(501), 'notes'],
        ['Ring the bell\u0007 twice', 'notes must not contain control characters'],
        ['Leave it with the guard\u0000', 'notes must not contain control characters'],
      ];
      for (const [notes, message] of refused) {
        const reply = await api.post(
          '/order/create-order/',
          { item_ids: [lineA], shipping_address_id: addressId, notes },
          m.token,
        );
        expect(reply.status, JSON.stringify(notes)).toBe(400);
        expect(reply.body.message).toContain(message);
      }
      expect(await cartIds(api, m)).toEqual([lineA]);
      expect(await stockOf(api, a.id)).toBe(stock);
      expect((await api.get('/order/', m.token)).body.orders).toEqual([]);

      const notes = 'Please call before coming.\nThe gate is blue.'.padEnd(500, ' ');
      expect(notes).toHaveLength(500);
      const placed = await api.post(
        '/order/create-order/',
        { item_ids: [lineA], shipping_address_id: addressId, notes },
        m.token,
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect((await api.get(`/order/${placed.body.order_id}/`, m.token)).body.order.notes).toBe(
        'Please call before coming.\nThe gate is blue.',
      );
      // Blank notes, or none, are no notes.
      const blank = await api.post(
        '/order/create-order/',
        { item_ids: [await addLine(api, m, b.id)], shipping_address_id: addressId, notes: '   ' },
        m.token,
      );
      expect(blank.status).toBe(201);
      expect((await api.get(`/order/${blank.body.order_id}/`, m.token)).body.order.notes).toBeNull();
    });

    it('needs a signed-in member', async () => {
      const reply = await api.post('/order/create-order/', { item_ids: [1], shipping_address_id: 1 });
      expect(reply.status).toBe(401);
      expect(reply.body.success).toBe(false);
    });
  });

  describe('GET /order/{id}/ and GET /order/', () => {
    it("shows an order's items with the catalog's book shape", async () => {
      const m = await createMember(api);
      const [a] = await books(api, 1, 12);
      const line = await addLine(api, m, a.id, { quantity: 2 });
      const { order_id } = (await order(api, m, [line], await addAddress(api, m))).body;
      const { body } = await api.get(`/order/${order_id}/`, m.token);
      expect(Object.keys(body.order).sort()).toEqual(
        [
          'order_id',
          'total_amount',
          'subtotal',
          'shipping_fee',
          'is_completed',
          'status',
          'payment_method',
          'notes',
          'created_at',
          'completed_at',
          'cancelled_at',
          'cancel_reason',
          'cancelled_by',
          'refund_due',
          'refunds',
          'step',
          'timeline',
          'courier',
          'tracking_number',
          'transaction_id',
          'paid_with',
          'cash_received',
          'shipping_address',
          'items',
        ].sort(),
      );
      expect(body.order.refunds).toEqual([]);
      const [item] = body.order.items;
      expect(Object.keys(item).sort()).toEqual(
        [
          'id',
          'book',
          'quantity',
          'purchase_type',
          'rental_period_id',
          'price',
          'line_total',
          'rental',
          'rental_money',
        ].sort(),
      );
      expect(item.id).toEqual(expect.any(Number));
      expect(item.book).toEqual((await api.get(`/books/${a.id}/`)).body.book);
    });

    it("another member's order is 404 'Order not found.'; malformed or unknown ids are 404, never 500", async () => {
      const m = await createMember(api);
      const other = await createMember(api);
      const [a] = await books(api, 1, 13);
      const { order_id } = (await order(api, m, [await addLine(api, m, a.id)], await addAddress(api, m))).body;

      const foreign = await api.get(`/order/${order_id}/`, other.token);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ success: false, message: 'Order not found.' });
      for (const id of [
        '00000000-0000-4000-8000-000000000000',
        'not-a-uuid',
        '12345',
        `urn:uuid:${order_id}`,
        `${order_id}x`,
        "1' or '1'='1",
      ]) {
        const reply = await api.get(`/order/${encodeURIComponent(id)}/`, m.token);
        expect(reply.status, id).toBe(404);
        expect(reply.body).toEqual({ success: false, message: 'Order not found.' });
      }
      expect((await api.get(`/order/${order_id.toUpperCase()}/`, m.token)).body.order.order_id).toBe(order_id);
      expect((await api.get(`/order/${order_id}/`)).status).toBe(401);
      expect((await api.get('/order/', other.token)).body).toEqual({
        success: true,
        count: 0,
        next: null,
        previous: null,
        orders: [],
      });
    });

    it('lists only my orders, newest first, each in the same shape as GET /order/{id}/', async () => {
      const m = await createMember(api);
      const other = await createMember(api);
      const picked = await books(api, 3, 14);
      const addressId = await addAddress(api, m);
      const ids: string[] = [];
      for (const book of picked)
        ids.push((await order(api, m, [await addLine(api, m, book.id)], addressId)).body.order_id);
      const [theirBook] = await books(api, 1, 17);
      await order(api, other, [await addLine(api, other, theirBook.id)], await addAddress(api, other));

      const list = await api.get('/order/', m.token);
      expect(list.status).toBe(200);
      expect(list.body.success).toBe(true);
      expect(list.body.orders.map((o: any) => o.order_id)).toEqual([...ids].reverse());
      expect(list.body.orders[0]).toEqual((await api.get(`/order/${ids[2]}/`, m.token)).body.order);
      expect((await api.get('/order/')).status).toBe(401);
    });
  });
});
