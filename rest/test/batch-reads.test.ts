/**
 * Batch reads (additions, docs/rest.md): several books' reviews, the member's own reviews of several
 * books, the member's cart, favourite and wishlist state of several books, and several authors'
 * books, each in one call. Each answer agrees with the per-item call
 * it replaces; ids are validated and bounded; another member's review is never 'yours'.
 */
import { expect, it } from 'vitest';
import { createMember, describeEachTarget, type Api } from './helpers.js';

const ids = (list: (number | string)[]) => list.map((id) => `id=${id}`).join('&');

/** Seeded books that already have reviews, most reviewed first (writing more changes no unrated book). */
async function reviewedBooks(api: Api): Promise<any[]> {
  const reply = await api.get('/books/?page_size=100');
  return reply.body.results.books
    .filter((b: any) => b.reviews_count > 0)
    .sort((a: any, b: any) => b.reviews_count - a.reviews_count);
}

const review = { rating: 4, title: 'A fine read', content: 'Stayed with me for days.' };

describeEachTarget('Batch reads', (api) => {
  it("answers several books' review counts and first pages in one call, as the per-book call does", async () => {
    const books = (await reviewedBooks(api)).slice(0, 3);
    expect(books.length).toBe(3);
    const { status, body } = await api.get(`/books/reviews/?${ids([...books.map((b) => b.id), 999999, books[0].id])}`);
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    // In the order asked, each book once, the unknown one left out.
    expect(body.results.map((r: any) => r.book_id)).toEqual(books.map((b) => b.id));
    for (const entry of body.results) {
      const single = (await api.get(`/books/${entry.book_id}/reviews/`)).body;
      expect(entry.count).toBe(single.count);
      expect(entry.reviews).toEqual(single.results);
      expect(entry.average_rating).toBeGreaterThan(0);
      expect(entry.average_rating).toBeLessThanOrEqual(5);
    }
  });

  it('answers the same later page for every book, and an empty one past a book’s last page', async () => {
    const [most] = await reviewedBooks(api);
    const pages = Math.ceil(most.reviews_count / 10);
    const last = (await api.get(`/books/reviews/?${ids([most.id])}&page=${pages}`)).body.results[0];
    expect(last.reviews).toEqual((await api.get(`/books/${most.id}/reviews/?page=${pages}`)).body.results);
    const past = (await api.get(`/books/reviews/?${ids([most.id])}&page=${pages + 1}`)).body.results[0];
    expect(past).toMatchObject({ book_id: most.id, count: last.count, reviews: [] });
  });

  it('answers a member only their own reviews of several books; another member’s never appear', async () => {
    const [mine, theirs, none] = (await reviewedBooks(api)).slice(3, 6);
    const me = await createMember(api);
    const other = await createMember(api);
    expect((await api.post(`/books/${mine.id}/review/`, review, me.token)).status).toBe(201);
    for (const book of [mine, theirs]) {
      expect((await api.post(`/books/${book.id}/review/`, review, other.token)).status).toBe(201);
    }
    const { status, body } = await api.get(`/books/has-reviewed/?${ids([mine.id, theirs.id, none.id])}`, me.token);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.results).toEqual([
      {
        book_id: mine.id,
        has_review: true,
        review: (await api.get(`/books/${mine.id}/has-reviewed/`, me.token)).body.review,
      },
      { book_id: theirs.id, has_review: false, review: null },
      { book_id: none.id, has_review: false, review: null },
    ]);
    expect(body.results[0].review.user.id).toBe(me.id);
    expect((await api.get(`/books/has-reviewed/?${ids([mine.id])}`)).status).toBe(401);
  });

  it("answers several authors' books in one call, as the per-author call does", async () => {
    const authors = (await api.get('/authors/')).body.data.slice(0, 4);
    const { status, body } = await api.get(`/authors/books/?${ids([...authors.map((a: any) => a.id), 999999])}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((d: any) => d.author_id)).toEqual(authors.map((a: any) => a.id));
    for (const entry of body.data) {
      expect(entry.books).toEqual((await api.get(`/authors/${entry.author_id}/books/`)).body.data);
      expect(entry.books.length).toBeGreaterThan(0);
    }
  });

  it("answers a member's cart line, favourite and wishlist state of several books in one call, as their lists say", async () => {
    const [inCart, favourite, wished, untouched] = (await api.get('/books/?page_size=4')).body.results.books;
    const me = await createMember(api);
    const other = await createMember(api);
    expect((await api.post(`/cart/${inCart.id}/add`, { quantity: 2 }, me.token)).status).toBe(201);
    expect((await api.post('/users/favorites/add/', { book_id: favourite.id }, me.token)).status).toBe(200);
    expect((await api.post(`/wishlist/books/${wished.id}/add`, undefined, me.token)).status).toBe(200);
    // Another member's lists never show through.
    expect((await api.post(`/cart/${untouched.id}/add`, undefined, other.token)).status).toBe(201);
    expect((await api.post('/users/favorites/add/', { book_id: untouched.id }, other.token)).status).toBe(200);
    const asked = [inCart.id, favourite.id, 999999, wished.id, untouched.id, inCart.id];
    const { status, body } = await api.get(`/users/book-states/?${ids(asked)}`, me.token);
    expect(status).toBe(200);
    const cartLine = (await api.get('/cart/', me.token)).body.data[0];
    expect(body).toEqual({
      success: true,
      results: [
        { book_id: inCart.id, cart_item: cartLine, is_favorite: false, in_wishlist: false },
        { book_id: favourite.id, cart_item: null, is_favorite: true, in_wishlist: false },
        { book_id: wished.id, cart_item: null, is_favorite: false, in_wishlist: true },
        { book_id: untouched.id, cart_item: null, is_favorite: false, in_wishlist: false },
      ],
    });
    expect(cartLine).toMatchObject({ book: { id: inCart.id }, quantity: 2 });
    expect((await api.get(`/users/book-states/?${ids([inCart.id])}`)).status).toBe(401);
  });

  it('takes 1 to 100 valid ids and refuses anything else with a clear 400', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    const member = await createMember(api);
    for (const path of ['/books/reviews/', '/books/has-reviewed/', '/users/book-states/', '/authors/books/']) {
      const get = (query: string) => api.get(`${path}?${query}`, member.token);
      expect((await get(ids(hundred))).status, path).toBe(200);
      const tooMany = await get(ids([...hundred, 101]));
      expect(tooMany.status, path).toBe(400);
      expect(tooMany.body).toEqual({ success: false, message: 'id must NOT have more than 100 items' });
      for (const bad of ['id=abc', 'id=0', 'id=-3', 'id=1.5', 'id=2147483648', 'id=']) {
        const reply = await get(bad);
        expect(reply.status, `${path}?${bad}`).toBe(400);
        expect(reply.body.message, `${path}?${bad}`).toMatch(/^id/);
      }
      expect((await get('')).body).toEqual({ success: false, message: 'id is required' });
    }
    expect((await api.get(`/books/reviews/?id=1&page=0`)).status).toBe(400);
  });
});
