import { expect, it } from 'vitest';
import { booksInStock, createMember, describeEachTarget } from './helpers.js';

const review = (rating: string | number, extra: Record<string, unknown> = {}) => ({
  rating,
  title: 'Worth the journey',
  content: 'A story of Kathmandu I will not forget.',
  contains_spoiler: false,
  ...extra,
});

describeEachTarget('Reviews', (api) => {
  it("writes, edits and deletes a review, and the book's rating follows", async () => {
    const m = await createMember(api);
    const [book] = await booksInStock(api, 1, 0, 3);
    const before = (await api.get(`/books/${book.id}/`)).body.book;
    const none = await api.get(`/books/${book.id}/has-reviewed/`, m.token);
    expect(none.body).toEqual({ success: true, has_review: false, review: null });

    const created = await api.post(`/books/${book.id}/review/`, review('4', { contains_spoiler: true }), m.token);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      rating: '4',
      title: 'Worth the journey',
      contains_spoiler: true,
      user: { id: m.id, username: m.username, first_name: 'Sita' },
    });
    const after = (await api.get(`/books/${book.id}/`)).body.book;
    expect(after.reviews_count).toBe(before.reviews_count + 1);
    expect(after.total_ratings).toBe(before.total_ratings + 1);

    const has = await api.get(`/books/${book.id}/has-reviewed/`, m.token);
    expect(has.body).toMatchObject({ has_review: true, review: { id: created.body.data.id } });

    const edited = await api.put(`/reviews/${created.body.data.id}/`, review(2, { title: 'On reflection' }), m.token);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ rating: '2', title: 'On reflection' });
    expect(edited.body.data.updated_at).not.toBe(created.body.data.updated_at);
    const reRated = (await api.get(`/books/${book.id}/`)).body.book;
    expect(reRated.total_ratings).toBe(after.total_ratings);
    expect(reRated.rating).toBeLessThanOrEqual(after.rating);

    const deleted = await api.del(`/reviews/${created.body.data.id}/`, undefined, m.token);
    expect(deleted.body).toEqual({ success: true, message: 'Review deleted successfully' });
    const gone = (await api.get(`/books/${book.id}/`)).body.book;
    expect([gone.reviews_count, gone.total_ratings, gone.rating]).toEqual([
      before.reviews_count,
      before.total_ratings,
      before.rating,
    ]);
  });

  it('allows one review per member per book', async () => {
    const m = await createMember(api);
    const [book] = await booksInStock(api, 1, 0, 4);
    expect((await api.post(`/books/${book.id}/review/`, review('5'), m.token)).status).toBe(201);
    const second = await api.post(`/books/${book.id}/review/`, review('3'), m.token);
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('You have already reviewed this book.');
  });

  it('only the author edits or deletes a review', async () => {
    const author = await createMember(api);
    const other = await createMember(api);
    const [book] = await booksInStock(api, 1, 0, 5);
    const { body } = await api.post(`/books/${book.id}/review/`, review('5'), author.token);
    const put = await api.put(`/reviews/${body.data.id}/`, review('1'), other.token);
    expect(put.status).toBe(403);
    const del = await api.del(`/reviews/${body.data.id}/`, undefined, other.token);
    expect(del.status).toBe(403);
    const has = await api.get(`/books/${book.id}/has-reviewed/`, author.token);
    expect(has.body.review).toMatchObject({ rating: '5', title: 'Worth the journey' });
    expect((await api.put('/reviews/99999999/', review('1'), other.token)).status).toBe(404);
  });

  it('refuses ratings outside 1-5 and blank text with 400, storing nothing', async () => {
    const m = await createMember(api);
    const [book] = await booksInStock(api, 1, 0, 6);
    const before = (await api.get(`/books/${book.id}/`)).body.book;
    for (const bad of [
      review('0'),
      review('6'),
      review(7),
      review(3.5),
      review('abc'),
      review('4', { title: '   ' }),
      review('4', { content: '' }),
      { rating: '4', title: 'No content' },
    ]) {
      const reply = await api.post(`/books/${book.id}/review/`, bad, m.token);
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(reply.body.success).toBe(false);
    }
    expect((await api.get(`/books/${book.id}/has-reviewed/`, m.token)).body.has_review).toBe(false);
    expect((await api.get(`/books/${book.id}/`)).body.book.reviews_count).toBe(before.reviews_count);
    expect((await api.post(`/books/${book.id}/review/`, review('4'))).status).toBe(401);
  });

  it("pages a book's reviews 10 at a time, newest first, with absolute links", async () => {
    const [book] = await booksInStock(api, 1, 0, 7);
    const members = await Promise.all(Array.from({ length: 11 }, () => createMember(api)));
    for (const m of members) await api.post(`/books/${book.id}/review/`, review('3'), m.token);
    const first = await api.get(`/books/${book.id}/reviews/`);
    expect(first.body.status).toBe('success');
    expect(first.body.count).toBeGreaterThanOrEqual(11);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.results[0].user.id).toBe(members[10]!.id);
    expect(first.body.next).toMatch(/^http:\/\/.+\/api\/books\/\d+\/reviews\/\?page=2$/);
    expect(first.body.previous).toBeNull();
    const second = await api.get(first.body.next);
    expect(second.body.previous).toMatch(/reviews\/$/);
    expect((await api.get(`/books/${book.id}/reviews/?page=0`)).status).toBe(400);
    expect((await api.get('/books/999999/reviews/')).status).toBe(404);
  });

  it("lists a member's reviews for their profile with the average", async () => {
    const m = await createMember(api);
    const [a, b] = await booksInStock(api, 2, 0, 8);
    await api.post(`/books/${a.id}/review/`, review('5'), m.token);
    await api.post(`/books/${b.id}/review/`, review('2'), m.token);
    const list = await api.get(`/users/${m.id}/reviews/`);
    expect(list.body).toMatchObject({ status: 'success', count: 2, average_rating: 3.5, next: null });
    expect(list.body.results[0]).toMatchObject({ book: { id: b.id, title: b.title }, rating: 2 });
    expect((await api.get('/users/99999999/reviews/')).status).toBe(404);
  });
});
