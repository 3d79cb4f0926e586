import { expect, it } from 'vitest';
import { booksInStock, createMember, describeEachTarget, outOfStockBook } from './helpers.js';

describeEachTarget('Cart', (api) => {
  it('adds a book, lists it with the book and exact totals, and checks it', async () => {
    const m = await createMember(api);
    const [book] = await booksInStock(api, 1);
    const before = await api.get(`/cart/${book.id}/check`, m.token);
    expect(before.body.data).toEqual({
      exists: false,
      cart_item_id: null,
      purchase_type: null,
      quantity: null,
      rental_period: null,
    });

    const added = await api.post(`/cart/${book.id}/add`, { purchase_type: 'buy', quantity: 2 }, m.token);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ success: true, message: 'Added to cart successfully', cart: { count: 1 } });
    expect(added.body.data).toMatchObject({ book: { id: book.id }, quantity: 2, purchase_type: 'buy' });

    const cart = await api.get('/cart', m.token);
    expect(cart.body.success).toBe(true);
    expect(cart.body.data).toHaveLength(1);
    const line = cart.body.data[0];
    expect(line).toMatchObject({ id: added.body.data.id, quantity: 2, rental_period_id: null, unit_price: book.price });
    expect(line.book).toMatchObject({ id: book.id, title: book.title, price: book.price });
    expect(line.line_total).toBe((Math.round(Number(book.price) * 100 * 2) / 100).toFixed(2));
    expect(cart.body.subtotal).toBe(line.line_total);

    const check = await api.get(`/cart/${book.id}/check`, m.token);
    expect(check.body.data).toMatchObject({ exists: true, cart_item_id: line.id, purchase_type: 'buy', quantity: 2 });
  });

  it('adding a book already in the cart updates its one line', async () => {
    const m = await createMember(api);
    const [book] = await booksInStock(api, 1);
    const first = await api.post(`/cart/${book.id}/add`, undefined, m.token);
    expect(first.status).toBe(201);
    const again = await api.post(`/cart/${book.id}/add`, { quantity: 3 }, m.token);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    const cart = await api.get('/cart/', m.token);
    expect(cart.body.data).toHaveLength(1);
    expect(cart.body.data[0].quantity).toBe(3);
  });

  it('switching to rent forces quantity 1 and 15 days; buy clears the period', async () => {
    const m = await createMember(api);
    const [book] = await booksInStock(api, 1);
    const { body } = await api.post(`/cart/${book.id}/add`, { quantity: 4 }, m.token);
    const id = body.data.id;
    const rent = await api.put(`/cart/${id}/edit`, { purchase_type: 'rent' }, m.token);
    expect(rent.status).toBe(200);
    expect(rent.body.data).toMatchObject({
      purchase_type: 'rent',
      quantity: 1,
      rental_period_id: 1,
      rental_period: { id: 1, days: 15 },
    });
    const period = await api.put(`/cart/${id}/edit`, { rental_period_id: 3 }, m.token);
    expect(period.body.data.rental_period).toEqual({ id: 3, days: 45 });
    const buy = await api.put(`/cart/${id}/edit`, { purchase_type: 'buy', quantity: 2 }, m.token);
    expect(buy.body.data).toMatchObject({ purchase_type: 'buy', quantity: 2, rental_period_id: null });
  });

  it('refuses bad quantities, types and periods with a clear 400 and leaves the line as it was', async () => {
    const m = await createMember(api);
    const [book] = await booksInStock(api, 1);
    const { body } = await api.post(`/cart/${book.id}/add`, { quantity: 2 }, m.token);
    const id = body.data.id;
    const bad = [
      { quantity: 0 },
      { quantity: -1 },
      { quantity: 1.5 },
      { quantity: 'two' },
      { quantity: 100 },
      { purchase_type: 'borrow' },
      { rental_period_id: 4 },
      { purchase_type: 'rent', quantity: 2 },
      {},
    ];
    for (const payload of bad) {
      const reply = await api.put(`/cart/${id}/edit`, payload, m.token);
      expect(reply.status, JSON.stringify(payload)).toBe(400);
      expect(reply.body.success).toBe(false);
      expect(reply.body.message).toEqual(expect.any(String));
    }
    const addBad = await api.post(`/cart/${book.id}/add`, { quantity: 0 }, m.token);
    expect(addBad.status).toBe(400);
    const cart = await api.get('/cart/', m.token);
    expect(cart.body.data).toEqual([expect.objectContaining({ id, quantity: 2, purchase_type: 'buy' })]);
  });

  it('answers 400 "Item is out of stock" for a book with no copies, and adds nothing', async () => {
    const m = await createMember(api);
    const book = await outOfStockBook(api);
    expect(book.stock).toBe(0);
    const reply = await api.post(`/cart/${book.id}/add`, { purchase_type: 'buy' }, m.token);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, message: 'Item is out of stock' });
    expect((await api.get('/cart/', m.token)).body.data).toEqual([]);
  });

  it("another member's line is not found for edit or remove, and stays", async () => {
    const owner = await createMember(api);
    const other = await createMember(api);
    const [book] = await booksInStock(api, 1);
    const { body } = await api.post(`/cart/${book.id}/add`, { quantity: 2 }, owner.token);
    const id = body.data.id;
    expect((await api.put(`/cart/${id}/edit`, { quantity: 5 }, other.token)).status).toBe(404);
    expect((await api.del(`/cart/${id}/remove`, undefined, other.token)).status).toBe(404);
    const cart = await api.get('/cart/', owner.token);
    expect(cart.body.data).toEqual([expect.objectContaining({ id, quantity: 2 })]);
  });

  it('removes a line and reports the new count', async () => {
    const m = await createMember(api);
    const [a, b] = await booksInStock(api, 2);
    const first = await api.post(`/cart/${a.id}/add`, undefined, m.token);
    await api.post(`/cart/${b.id}/add`, undefined, m.token);
    const removed = await api.del(`/cart/${first.body.data.id}/remove`, undefined, m.token);
    expect(removed.body).toMatchObject({
      success: true,
      message: 'Removed from cart successfully',
      cart: { count: 1 },
    });
    expect((await api.get('/cart/', m.token)).body.data.map((l: any) => l.book.id)).toEqual([b.id]);
  });

  it('needs a member, and a real book', async () => {
    expect((await api.get('/cart/')).status).toBe(401);
    expect((await api.post('/cart/1/add', {})).status).toBe(401);
    const m = await createMember(api);
    expect((await api.post('/cart/999999/add', {}, m.token)).status).toBe(404);
    expect((await api.get('/cart/999999/check', m.token)).status).toBe(404);
  });
});
