import { expect, it } from 'vitest';
import { booksInStock, createMember, describeEachTarget } from './helpers.js';

describeEachTarget('Favourites, wishlist and newsletter', (api) => {
  it('adds and removes favourites idempotently, newest first', async () => {
    const m = await createMember(api);
    const [a, b] = await booksInStock(api, 2, 0);
    expect((await api.get('/users/favorites/', m.token)).body).toEqual({ success: true, data: { favorite_books: [] } });
    await api.post('/users/favorites/add/', { book_id: a.id }, m.token);
    const twice = await api.post('/users/favorites/add/', { book_id: a.id }, m.token);
    expect(twice.status).toBe(200);
    await api.post('/users/favorites/add/', { book_id: b.id }, m.token);
    const list = await api.get('/users/favorites/', m.token);
    expect(list.body.data.favorite_books.map((x: any) => x.id)).toEqual([b.id, a.id]);
    expect(list.body.data.favorite_books[0]).toMatchObject({ title: b.title, price: b.price });

    await api.del('/users/favorites/remove/', { book_id: b.id }, m.token);
    const again = await api.del('/users/favorites/remove/', { book_id: b.id }, m.token);
    expect(again.status).toBe(200);
    expect(again.body.data.favorite_books.map((x: any) => x.id)).toEqual([a.id]);
    const profile = await api.get('/users/profile/', m.token);
    expect(profile.body.data.favorite_books.map((x: any) => x.id ?? x)).toContain(a.id);
  });

  it('refuses unknown books and missing ids', async () => {
    const m = await createMember(api);
    expect((await api.post('/users/favorites/add/', { book_id: 999999 }, m.token)).status).toBe(404);
    expect((await api.post('/users/favorites/add/', {}, m.token)).status).toBe(400);
    expect((await api.post('/users/favorites/add/', { book_id: 'x' }, m.token)).status).toBe(400);
    expect((await api.get('/users/favorites/', m.token)).body.data.favorite_books).toEqual([]);
    expect((await api.get('/users/favorites/')).status).toBe(401);
  });

  it('keeps a wishlist of books, idempotently', async () => {
    const m = await createMember(api);
    const [a, b] = await booksInStock(api, 2, 0);
    const added = await api.post(`/wishlist/books/${a.id}/add`, undefined, m.token);
    expect(added.body).toMatchObject({ success: true, data: { book: { id: a.id } } });
    await api.post(`/wishlist/books/${a.id}/add`, undefined, m.token);
    await api.post(`/wishlist/books/${b.id}/add`, undefined, m.token);
    const list = await api.get('/wishlist/', m.token);
    expect(list.body.data.items.map((i: any) => i.book.id)).toEqual([b.id, a.id]);
    expect(list.body.data.count).toBe(2);
    await api.del(`/wishlist/books/${b.id}/remove`, undefined, m.token);
    expect((await api.del(`/wishlist/books/${b.id}/remove`, undefined, m.token)).status).toBe(200);
    expect((await api.get('/wishlist/', m.token)).body.data.items.map((i: any) => i.book.id)).toEqual([a.id]);
    expect((await api.post('/wishlist/books/999999/add', undefined, m.token)).status).toBe(404);
    expect((await api.get('/wishlist/')).status).toBe(401);
  });

  it('subscribes an address to the newsletter once, whatever its case, answering the same either way', async () => {
    const email = `news_${Date.now()}_${Math.random().toString(36).slice(2)}@example.com`;
    const first = await api.post('/newsletter/subscribe', { email });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: 'Successfully subscribed to newsletter!' });
    // Subscribed already (in any case): the same status and body, so the answer tells nobody who subscribed.
    for (const known of [email, email.toUpperCase()]) {
      const again = await api.post('/newsletter/subscribe', { email: known });
      expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
    }
    for (const bad of [{ email: '' }, { email: 'not-an-email' }, {}]) {
      const reply = await api.post('/newsletter/subscribe', bad);
      expect(reply.status).toBe(400);
      expect(reply.body.success).toBe(false);
    }
  });
});
