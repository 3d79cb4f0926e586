import { expect, it } from 'vitest';
import { booksInStock, createMember, describeEachTarget, type Api } from './helpers.js';

const review = (rating: unknown, extra: Record<string, unknown> = {}) => ({
  rating,
  title: 'Worth the journey',
  content: 'A story of Kathmandu I will not forget.',
  contains_spoiler: false,
  ...extra,
});

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);

/** BOOK_REVIEW of the contract, every key. */
const bookReview = (fields: Record<string, unknown>, user: { id: number; username: string }) => ({
  id: expect.any(Number),
  book_id: expect.any(Number),
  rating: expect.any(String),
  title: expect.any(String),
  content: expect.any(String),
  contains_spoiler: expect.any(Boolean),
  created_at: ISO,
  updated_at: ISO,
  user: {
    id: user.id,
    first_name: 'Sita',
    last_name: 'Sharma',
    username: user.username,
    profile_picture_url: null,
  },
  ...fields,
});

/**
 * Seeded books nobody has rated yet (rating 0): on them the aggregates can be checked exactly.
 * Only this file writes reviews and each test takes its own indices, so they stay unrated until used.
 */
const unratedCache = new Map<string, Promise<any[]>>();
function unratedBooks(api: Api): Promise<any[]> {
  let found = unratedCache.get(api.target.name);
  if (!found) {
    found = (async () => {
      const books: any[] = [];
      for (let page = 1; books.length < 10; page++) {
        const reply = await api.get(`/books/?ordering=-title&page_size=100&page=${page}`);
        if (reply.status !== 200) throw new Error('not enough unrated books in the seed');
        books.push(...reply.body.results.books.filter((b: any) => b.total_ratings === 0 && b.reviews_count === 0));
      }
      return books;
    })();
    unratedCache.set(api.target.name, found);
  }
  return found;
}

describeEachTarget('Reviews', (api) => {
  const aggregates = async (bookId: number) => {
    const { book } = (await api.get(`/books/${bookId}/`)).body;
    return { rating: book.rating, total_ratings: book.total_ratings, reviews_count: book.reviews_count };
  };
  /** The book's ratings of 1 to 5 stars, as its page draws them. */
  const stars = async (bookId: number) => (await api.get(`/books/${bookId}/`)).body.book.rating_counts as number[];

  it("keeps the book's rating, total_ratings, reviews_count and stars exact through create, update and delete", async () => {
    const book = (await unratedBooks(api))[0];
    const [a, b, c] = await Promise.all([createMember(api), createMember(api), createMember(api)]);
    expect(await aggregates(book.id)).toEqual({ rating: 0, total_ratings: 0, reviews_count: 0 });

    expect((await api.get(`/books/${book.id}/has-reviewed/`, a.token)).body).toEqual({
      success: true,
      has_review: false,
      review: null,
    });
    const created = await api.post(`/books/${book.id}/review/`, review('4', { contains_spoiler: true }), a.token);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      message: 'Review submitted successfully',
      data: bookReview(
        {
          book_id: book.id,
          rating: '4',
          title: 'Worth the journey',
          content: 'A story of Kathmandu I will not forget.',
          contains_spoiler: true,
        },
        a,
      ),
      // Added beside SPEC's fields: the book with its new rating, and the review as the member's
      // activity for their friends' feeds (none yet: no friends).
      book: expect.objectContaining({ id: book.id, rating: 4, total_ratings: 1, reviews_count: 1 }),
      live: {
        activities: [expect.objectContaining({ kind: 'reviewed', book: expect.objectContaining({ id: book.id }) })],
        audience: [],
      },
    });
    expect(await aggregates(book.id)).toEqual({ rating: 4, total_ratings: 1, reviews_count: 1 });
    const has = await api.get(`/books/${book.id}/has-reviewed/`, a.token);
    expect(has.body).toEqual({ success: true, has_review: true, review: created.body.data });
    expect((await api.get(`/books/${book.id}/has-reviewed/`, b.token)).body.has_review).toBe(false);

    // A number rating is accepted too; text is stored trimmed.
    const second = await api.post(`/books/${book.id}/review/`, review(5, { title: '  Superb  ' }), b.token);
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ rating: '5', title: 'Superb', contains_spoiler: false });
    expect(await aggregates(book.id)).toEqual({ rating: 4.5, total_ratings: 2, reviews_count: 2 });
    const third = await api.post(`/books/${book.id}/review/`, review('4'), c.token);
    expect(await aggregates(book.id)).toEqual({ rating: 4.33, total_ratings: 3, reviews_count: 3 });
    expect(await stars(book.id)).toEqual([0, 0, 0, 2, 1]);

    const edited = await api.put(
      `/reviews/${created.body.data.id}/`,
      review('1', { title: 'On reflection', content: 'It fades.', contains_spoiler: false }),
      a.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      success: true,
      message: 'Review updated successfully',
      data: bookReview(
        {
          id: created.body.data.id,
          book_id: book.id,
          rating: '1',
          title: 'On reflection',
          content: 'It fades.',
          contains_spoiler: false,
          created_at: created.body.data.created_at,
        },
        a,
      ),
      // Added beside SPEC's fields: the book with its new rating.
      book: expect.objectContaining({ id: book.id, rating: 3.33, total_ratings: 3, reviews_count: 3 }),
    });
    expect(edited.body.data.updated_at).not.toBe(created.body.data.updated_at);
    expect(await aggregates(book.id)).toEqual({ rating: 3.33, total_ratings: 3, reviews_count: 3 });
    // The edit moved a's rating from 4 stars to 1.
    expect(await stars(book.id)).toEqual([1, 0, 0, 1, 1]);
    expect((await api.get(`/books/${book.id}/has-reviewed/`, a.token)).body.review).toEqual(edited.body.data);

    const deleted = await api.del(`/reviews/${second.body.data.id}/`, undefined, b.token);
    expect(deleted.status).toBe(200);
    // SPEC's fields unchanged; `book` (added) is the book with its new rating.
    expect(deleted.body).toMatchObject({ success: true, message: 'Review deleted successfully' });
    expect(await aggregates(book.id)).toEqual({ rating: 2.5, total_ratings: 2, reviews_count: 2 });
    expect(deleted.body.book).toMatchObject({ id: book.id, rating: 2.5, total_ratings: 2, reviews_count: 2 });
    expect((await api.get(`/books/${book.id}/has-reviewed/`, b.token)).body).toEqual({
      success: true,
      has_review: false,
      review: null,
    });
    // Deleting twice is a 404 and moves nothing.
    expect((await api.del(`/reviews/${second.body.data.id}/`, undefined, b.token)).body).toEqual({
      success: false,
      message: 'Review not found.',
    });
    expect(await aggregates(book.id)).toEqual({ rating: 2.5, total_ratings: 2, reviews_count: 2 });
    expect(await stars(book.id)).toEqual([1, 0, 0, 1, 0]);

    await api.del(`/reviews/${created.body.data.id}/`, undefined, a.token);
    await api.del(`/reviews/${third.body.data.id}/`, undefined, c.token);
    expect(await aggregates(book.id)).toEqual({ rating: 0, total_ratings: 0, reviews_count: 0 });
    expect(await stars(book.id)).toEqual([0, 0, 0, 0, 0]);
  });

  it('moves an already rated book by exactly one review', async () => {
    const m = await createMember(api);
    const [book] = await booksInStock(api, 1, 0, 3);
    const before = await aggregates(book.id);
    const starsBefore = await stars(book.id);
    const { body } = await api.post(`/books/${book.id}/review/`, review('5'), m.token);
    const after = await aggregates(book.id);
    expect([after.total_ratings, after.reviews_count]).toEqual([before.total_ratings + 1, before.reviews_count + 1]);
    expect(await stars(book.id)).toEqual([...starsBefore.slice(0, 4), starsBefore[4]! + 1]);
    await api.del(`/reviews/${body.data.id}/`, undefined, m.token);
    expect(await aggregates(book.id)).toEqual(before);
    expect(await stars(book.id)).toEqual(starsBefore);
  });

  it('allows one review per member per book', async () => {
    const m = await createMember(api);
    const [book, other] = (await unratedBooks(api)).slice(1, 3);
    const first = await api.post(`/books/${book.id}/review/`, review('5'), m.token);
    expect(first.status).toBe(201);
    const second = await api.post(`/books/${book.id}/review/`, review('3', { title: 'Again' }), m.token);
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ success: false, message: 'You have already reviewed this book.' });
    expect(await aggregates(book.id)).toEqual({ rating: 5, total_ratings: 1, reviews_count: 1 });
    const list = (await api.get(`/books/${book.id}/reviews/`)).body;
    expect(list.count).toBe(1);
    expect(list.results[0]).toEqual(first.body.data);
    // Another book is fine.
    expect((await api.post(`/books/${other.id}/review/`, review('3'), m.token)).status).toBe(201);
  });

  it('only the author edits or deletes a review; others get 403 and nothing changes', async () => {
    const author = await createMember(api);
    const other = await createMember(api);
    const book = (await unratedBooks(api))[3];
    const { body } = await api.post(`/books/${book.id}/review/`, review('5'), author.token);
    const put = await api.put(`/reviews/${body.data.id}/`, review('1', { title: 'Hijacked' }), other.token);
    expect(put.status).toBe(403);
    expect(put.body).toEqual({ success: false, message: 'You can only edit your own reviews.' });
    const del = await api.del(`/reviews/${body.data.id}/`, undefined, other.token);
    expect(del.status).toBe(403);
    expect(del.body).toEqual({ success: false, message: 'You can only delete your own reviews.' });
    expect((await api.get(`/books/${book.id}/has-reviewed/`, author.token)).body.review).toEqual(body.data);
    expect(await aggregates(book.id)).toEqual({ rating: 5, total_ratings: 1, reviews_count: 1 });

    for (const reply of [
      await api.put('/reviews/99999999/', review('1'), other.token),
      await api.del('/reviews/99999999/', undefined, other.token),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ success: false, message: 'Review not found.' });
    }
  });

  it('refuses bad ratings and missing or blank text with 400, storing and changing nothing', async () => {
    const m = await createMember(api);
    const [book, edited] = (await unratedBooks(api)).slice(4, 6);
    const bad: Record<string, unknown>[] = [
      review('0'),
      review('6'),
      review(0),
      review(7),
      review(3.5),
      review('3.5'),
      review('abc'),
      review(''),
      review(null),
      { title: 'No rating', content: 'Text' },
      { rating: '4', content: 'No title' },
      review('4', { title: '   ' }),
      review('4', { title: 'x'.repeat(201) }),
      { rating: '4', title: 'No content' },
      review('4', { content: '' }),
      review('4', { content: ' \n\t ' }),
      review('4', { contains_spoiler: 'maybe' }),
    ];
    for (const body of bad) {
      const reply = await api.post(`/books/${book.id}/review/`, body, m.token);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toEqual({ success: false, message: expect.any(String) });
    }
    expect((await api.get(`/books/${book.id}/has-reviewed/`, m.token)).body.has_review).toBe(false);
    expect((await api.get(`/books/${book.id}/reviews/`)).body.count).toBe(0);
    expect(await aggregates(book.id)).toEqual({ rating: 0, total_ratings: 0, reviews_count: 0 });

    // The same rules on edit: the review and the book stay as they were.
    const { body } = await api.post(`/books/${edited.id}/review/`, review('4'), m.token);
    for (const change of bad) {
      const reply = await api.put(`/reviews/${body.data.id}/`, change, m.token);
      expect(reply.status, JSON.stringify(change)).toBe(400);
    }
    expect((await api.get(`/books/${edited.id}/has-reviewed/`, m.token)).body.review).toEqual(body.data);
    expect(await aggregates(edited.id)).toEqual({ rating: 4, total_ratings: 1, reviews_count: 1 });

    const unknown = await api.post('/books/99999999/review/', review('4'), m.token);
    expect(unknown.status).toBe(404);
    expect((await api.get('/books/99999999/has-reviewed/', m.token)).status).toBe(404);
  });

  it('asks guests to sign in for has-reviewed, write, edit and delete', async () => {
    const m = await createMember(api);
    const book = (await unratedBooks(api))[6];
    const { body } = await api.post(`/books/${book.id}/review/`, review('3'), m.token);
    for (const reply of [
      await api.get(`/books/${book.id}/has-reviewed/`),
      await api.post(`/books/${book.id}/review/`, review('4')),
      await api.put(`/reviews/${body.data.id}/`, review('1')),
      await api.del(`/reviews/${body.data.id}/`),
      await api.put(`/reviews/${body.data.id}/`, review('1'), 'not-a-token'),
    ]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ success: false, message: expect.any(String) });
    }
    expect((await api.get(`/books/${book.id}/reviews/`)).body.results).toEqual([body.data]);
    expect(await aggregates(book.id)).toEqual({ rating: 3, total_ratings: 1, reviews_count: 1 });
  });

  it("pages a book's reviews 10 at a time, newest first, with absolute links", async () => {
    const book = (await unratedBooks(api))[7];
    const members = await Promise.all(Array.from({ length: 11 }, () => createMember(api)));
    const ids: number[] = [];
    for (const m of members) ids.push((await api.post(`/books/${book.id}/review/`, review('3'), m.token)).body.data.id);
    const newestFirst = [...ids].reverse();

    const first = await api.get(`/books/${book.id}/reviews/`);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['count', 'next', 'previous', 'results', 'status']);
    expect(first.body).toMatchObject({
      status: 'success',
      count: 11,
      next: `${api.target.url}/api/books/${book.id}/reviews/?page=2`,
      previous: null,
    });
    expect(first.body.results.map((r: any) => r.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.body.results[0]).toEqual(bookReview({ book_id: book.id, rating: '3' }, members[10]!));

    const second = await api.get(first.body.next);
    expect(second.body).toMatchObject({
      status: 'success',
      count: 11,
      next: null,
      previous: `${api.target.url}/api/books/${book.id}/reviews/`,
    });
    expect(second.body.results.map((r: any) => r.id)).toEqual(newestFirst.slice(10));
    expect(await aggregates(book.id)).toEqual({ rating: 3, total_ratings: 11, reviews_count: 11 });

    expect((await api.get(`/books/${book.id}/reviews/?page=3`)).status).toBe(404);
    expect((await api.get(`/books/${book.id}/reviews/?page=0`)).status).toBe(400);
    expect((await api.get(`/books/${book.id}/reviews/?page=abc`)).status).toBe(400);
    const unknown = await api.get('/books/99999999/reviews/');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Book not found.' });
  });

  it("lists a member's reviews for their profile with the average, 10 a page", async () => {
    const m = await createMember(api);
    const empty = await api.get(`/users/${m.id}/reviews/`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      status: 'success',
      count: 0,
      next: null,
      previous: null,
      average_rating: 0,
      results: [],
    });

    const books = await booksInStock(api, 11, 0, 8);
    const ratings = [5, 4, 4, 5, 4, 4, 5, 4, 4, 5, 4]; // 48 / 11 = 4.36…
    for (const [i, book] of books.entries()) {
      await api.post(`/books/${book.id}/review/`, review(String(ratings[i]), { title: `Review ${i}` }), m.token);
    }
    const list = await api.get(`/users/${m.id}/reviews/`);
    expect(list.status).toBe(200);
    expect(Object.keys(list.body).sort()).toEqual(['average_rating', 'count', 'next', 'previous', 'results', 'status']);
    expect(list.body).toMatchObject({
      status: 'success',
      count: 11,
      average_rating: 4.4,
      next: `${api.target.url}/api/users/${m.id}/reviews/?page=2`,
      previous: null,
    });
    expect(list.body.results).toHaveLength(10);
    const newest = books[10]!;
    expect(list.body.results[0]).toEqual({
      id: expect.any(Number),
      book: {
        id: newest.id,
        title: newest.title,
        cover_image: newest.cover_image,
        author: { id: newest.author.id, name: newest.author.name },
      },
      rating: 4,
      title: 'Review 10',
      content: 'A story of Kathmandu I will not forget.',
      contains_spoiler: false,
      created_at: ISO,
      updated_at: ISO,
    });
    const second = (await api.get(list.body.next)).body;
    expect(second).toMatchObject({
      count: 11,
      average_rating: 4.4,
      next: null,
      previous: `${api.target.url}/api/users/${m.id}/reviews/`,
    });
    expect(second.results.map((r: any) => r.book.id)).toEqual([books[0]!.id]);

    // The profile route itself is untouched by the nested one.
    expect((await api.get(`/users/${m.id}/`, m.token)).status).toBe(200);
    const unknown = await api.get('/users/99999999/reviews/');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'User not found.' });
  });
});
