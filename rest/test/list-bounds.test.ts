/**
 * A member's own lists are answered whole, so each has a documented maximum: an add past it is a
 * 400 that says what to do and changes nothing, also among adds sent at once, while an add that
 * changes nothing (the book is there already) still succeeds.
 */
import { expect, it } from 'vitest';
import { createMember, describeEachTarget, type Api } from './helpers.js';

/** `n` distinct book ids in stock, page by page. */
async function bookIds(api: Api, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < n; page++) {
    const reply = await api.get(`/books/?ordering=title&page_size=100&page=${page}`);
    ids.push(...reply.body.results.books.filter((b: any) => b.stock >= 1).map((b: any) => b.id));
  }
  return ids.slice(0, n);
}

describeEachTarget("A member's own lists", (api) => {
  it('keep at most 500 favourites and 500 wishlist books', async () => {
    const m = await createMember(api);
    const ids = await bookIds(api, 501);
    // A few at a time: 1,000 adds one after another would take minutes on a busy machine.
    for (let i = 0; i < 490; i += 20) {
      const adds = ids
        .slice(i, Math.min(i + 20, 490))
        .flatMap((id) => [
          api.post('/users/favorites/add/', { book_id: id }, m.token),
          api.post(`/wishlist/books/${id}/add`, undefined, m.token),
        ]);
      for (const reply of await Promise.all(adds)) expect(reply.status).toBeLessThan(300);
    }
    // The last 11 of each list sent at once, one more than there is room for: exactly one is refused.
    const last = ids.slice(490, 501);
    const [favourites, wishes] = await Promise.all([
      Promise.all(last.map((id) => api.post('/users/favorites/add/', { book_id: id }, m.token))),
      Promise.all(last.map((id) => api.post(`/wishlist/books/${id}/add`, undefined, m.token))),
    ]);
    expect(favourites.map((reply) => reply.status).sort()).toEqual([...Array(10).fill(200), 400]);
    expect(wishes.map((reply) => reply.status < 300).filter(Boolean)).toHaveLength(10);
    const spare = last[favourites.findIndex((reply) => reply.status === 400)]!;
    const spareWish = last[wishes.findIndex((reply) => reply.status === 400)]!;
    expect((await api.get('/users/favorites/', m.token)).body.data.favorite_books).toHaveLength(500);
    expect((await api.get('/wishlist/', m.token)).body.data.items).toHaveLength(500);
    const favourite = await api.post('/users/favorites/add/', { book_id: spare }, m.token);
    expect(favourite.status).toBe(400);
    expect(favourite.body).toEqual({
      success: false,
      message: 'You can keep at most 500 favorite books: remove one first',
    });
    const wished = await api.post(`/wishlist/books/${spareWish}/add`, undefined, m.token);
    expect(wished.status).toBe(400);
    expect(wished.body.message).toBe('Your wishlist holds at most 500 books: remove one first');
    // Adding what is there already changes nothing, so it is never refused.
    expect((await api.post('/users/favorites/add/', { book_id: ids[0] }, m.token)).status).toBe(200);
    expect((await api.post(`/wishlist/books/${ids[0]}/add`, undefined, m.token)).status).toBeLessThan(300);
    expect((await api.get('/users/favorites/', m.token)).body.data.favorite_books).toHaveLength(500);
    expect((await api.get('/wishlist/', m.token)).body.data.items).toHaveLength(500);
    // Room again once one goes.
    await api.del('/users/favorites/remove/', { book_id: ids[0] }, m.token);
    expect((await api.post('/users/favorites/add/', { book_id: spare }, m.token)).status).toBe(200);
  }, 300_000);

  it('keep at most 100 cart lines (one order’s worth) and 20 shipping addresses', async () => {
    const m = await createMember(api);
    const ids = await bookIds(api, 101);
    for (const id of ids.slice(0, 96)) {
      expect((await api.post(`/cart/${id}/add`, { purchase_type: 'buy', quantity: 1 }, m.token)).status).toBe(201);
    }
    // The last five sent at once, for four places: exactly one is refused.
    const last = ids.slice(96, 101);
    const adds = await Promise.all(
      last.map((id) => api.post(`/cart/${id}/add`, { purchase_type: 'buy', quantity: 1 }, m.token)),
    );
    expect(adds.map((reply) => reply.status).sort()).toEqual([201, 201, 201, 201, 400]);
    const line = adds.find((reply) => reply.status === 400)!;
    expect(line.status).toBe(400);
    expect(line.body.message).toBe('Your cart holds at most 100 books: order or remove some first');
    // Changing a line already there is no new line.
    expect((await api.post(`/cart/${ids[0]}/add`, { purchase_type: 'buy', quantity: 1 }, m.token)).status).toBe(200);
    expect((await api.get('/cart/', m.token)).body.data).toHaveLength(100);

    const address = (i: number) => ({
      address_name: `Home ${i}`,
      full_name: 'Sita Sharma',
      address_line1: 'Lakeside',
      city: 'Pokhara',
      phone: '9841234567',
      district: 'Kaski',
    });
    for (let i = 0; i < 20; i++) expect((await api.post('/shipping/addresses/', address(i), m.token)).status).toBe(201);
    const refused = await api.post('/shipping/addresses/', address(20), m.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('You can save at most 20 shipping addresses: delete one first');
    expect((await api.get('/shipping/addresses/', m.token)).body.data).toHaveLength(20);
  }, 120_000);
});
