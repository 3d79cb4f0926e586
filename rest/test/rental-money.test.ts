/**
 * The rental policy's money on the wire (SPEC §9, issue 35): a rent line of the cart and of an
 * order says its fee, deposit and refund; a book lists them for each period; the store states the
 * terms they come from. A Rs 500 book rented for 30 days: fee Rs 150, deposit Rs 500, Rs 350 back.
 */
import { expect, it } from 'vitest';
import { addAddress, createOrder } from './checkout.js';
import { booksInStock, createMember, describeEachTarget } from './helpers.js';

describeEachTarget('Rental money', (api) => {
  const rs500Book = async () => (await booksInStock(api, 1, 2, 1, '&min_price=500&max_price=500'))[0];

  it('a rent line shows its fee, deposit and refund, and switching 30 to 45 days changes the fee', async () => {
    const m = await createMember(api);
    const book = await rs500Book();
    expect(book.price).toBe('500.00');
    const added = await api.post(`/cart/${book.id}/add`, { purchase_type: 'buy' }, m.token);
    expect(added.body.data.rental).toBeNull();

    const id = added.body.data.id;
    const thirty = await api.put(`/cart/${id}/edit`, { purchase_type: 'rent', rental_period_id: 2 }, m.token);
    expect(thirty.status).toBe(200);
    expect(thirty.body.data).toMatchObject({
      line_total: '500.00',
      rental: { days: 30, fee: '150.00', deposit: '500.00', refund: '350.00' },
    });
    const cart = await api.get('/cart/', m.token);
    expect(cart.body.data[0].rental).toEqual({ days: 30, fee: '150.00', deposit: '500.00', refund: '350.00' });

    const fortyFive = await api.put(`/cart/${id}/edit`, { rental_period_id: 3 }, m.token);
    expect(fortyFive.body.data.rental).toEqual({ days: 45, fee: '250.00', deposit: '500.00', refund: '250.00' });

    const bought = await api.put(`/cart/${id}/edit`, { purchase_type: 'buy' }, m.token);
    expect(bought.body.data.rental).toBeNull();
  });

  it('an ordered rent line keeps its money as rental_money; a bought line has none', async () => {
    const m = await createMember(api);
    const book = await rs500Book();
    const other = (await booksInStock(api, 2)).find((b) => b.id !== book.id);
    const rent = (await api.post(`/cart/${book.id}/add`, { purchase_type: 'rent' }, m.token)).body.data.id;
    await api.put(`/cart/${rent}/edit`, { rental_period_id: 2 }, m.token);
    const buy = (await api.post(`/cart/${other.id}/add`, { purchase_type: 'buy' }, m.token)).body.data.id;
    const created = await createOrder(api, m, [rent, buy], await addAddress(api, m));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = (await api.get(`/order/${created.body.order_id}/`, m.token)).body.order;
    const byBook = new Map(order.items.map((i: any) => [i.book.id, i]));
    expect(byBook.get(book.id)).toMatchObject({
      purchase_type: 'rent',
      rental_period_id: 2,
      price: '500.00',
      rental_money: { days: 30, fee: '150.00', deposit: '500.00', refund: '350.00' },
    });
    expect((byBook.get(other.id) as any).rental_money).toBeNull();
  });

  it('a book lists what renting it costs for 15, 30 and 45 days', async () => {
    const book = await rs500Book();
    const { body } = await api.get(`/books/${book.id}/`);
    expect(body.book.rental_options).toEqual([
      { period_id: 1, days: 15, fee: '75.00', deposit: '500.00', refund: '425.00' },
      { period_id: 2, days: 30, fee: '150.00', deposit: '500.00', refund: '350.00' },
      { period_id: 3, days: 45, fee: '250.00', deposit: '500.00', refund: '250.00' },
    ]);
    // Lists carry the same book shape: a client never computes the policy itself.
    expect(book.rental_options).toEqual(body.book.rental_options);
  });

  it('half-rupee prices round the fee half up to the paisa, and fee + refund is the deposit', async () => {
    const page = await api.get('/books/?ordering=title&page_size=100');
    const odd = page.body.results.books.find((b: any) => b.price.endsWith('.50'));
    expect(odd).toBeDefined();
    for (const o of odd.rental_options) {
      expect(o.deposit).toBe(odd.price);
      expect(Math.round(Number(o.fee) * 100) + Math.round(Number(o.refund) * 100)).toBe(
        Math.round(Number(odd.price) * 100),
      );
    }
  });

  it('the store states the rental terms', async () => {
    const { body } = await api.get('/store/');
    expect(body.data.rental_terms).toEqual({
      periods: [
        { id: 1, days: 15, fee_percent: 15 },
        { id: 2, days: 30, fee_percent: 30 },
        { id: 3, days: 45, fee_percent: 50 },
      ],
      late_fee_percent_per_day: 1,
      rebuy_discount_percent: 5,
      rebuy_window_days: 5,
    });
  });
});
