/**
 * The home page's picks for one member (issue 36 item 5) over real HTTP: a member with nothing gets
 * the store's best-selling authors marked as a sample and no 'Because you read'; once they shelve,
 * favourite and rate, their own authors lead, and the book they finished last brings books like it
 * that are not on their shelves. Newest is the store's own order (GET /books/new/).
 */
import { expect, it } from 'vitest';
import { createMember, describeEachTarget, type Api } from './helpers.js';

async function catalog(api: Api, query: string): Promise<any[]> {
  return (await api.get(`/books/?${query}`)).body.results.books;
}

describeEachTarget("A member's home picks", (api) => {
  it('gives a member with nothing the labelled sample and no because-you-read', async () => {
    const m = await createMember(api);
    const res = await api.get('/reading/home/', m.token);
    expect(res.status).toBe(200);
    expect(res.body.data.favourite_authors.sample).toBe(true);
    expect(res.body.data.favourite_authors.authors.length).toBeGreaterThan(0);
    expect(res.body.data.favourite_authors.authors.length).toBeLessThanOrEqual(8);
    expect(res.body.data.because_you_read).toBeNull();
    expect((await api.get('/reading/home/')).status).toBe(401);
  });

  it('follows what the member shelved, favourited and rated', async () => {
    const m = await createMember(api);
    const books = await catalog(api, 'ordering=title&page_size=100');
    const byAuthor = new Map<number, any[]>();
    for (const b of books) byAuthor.set(b.author.id, [...(byAuthor.get(b.author.id) ?? []), b]);
    // An author with at least two books: the read one and one it should suggest.
    const [read] = [...byAuthor.values()].find((list) => list.length >= 2)!;
    const favourite = books.find((b) => b.author.id !== read.author.id)!;
    const rated = books.find((b) => ![read.author.id, favourite.author.id].includes(b.author.id))!;

    expect((await api.post('/reading/shelves/', { book_id: read.id, shelf: 'read' }, m.token)).status).toBe(200);
    await api.post('/users/favorites/add/', { book_id: favourite.id }, m.token);
    const review = { rating: 5, title: 'Loved it', content: 'A book I will read again.' };
    expect((await api.post(`/books/${rated.id}/review/`, review, m.token)).status).toBeLessThan(300);

    const home = (await api.get('/reading/home/', m.token)).body.data;
    expect(home.favourite_authors.sample).toBe(false);
    const authorIds = home.favourite_authors.authors.map((a: any) => a.id);
    expect(authorIds.sort()).toEqual([read.author.id, favourite.author.id, rated.author.id].sort());
    expect(home.because_you_read.book.id).toBe(read.id);
    const suggested = home.because_you_read.books.map((b: any) => b.id);
    // The same author's books come first.
    expect(home.because_you_read.books[0].author.id).toBe(read.author.id);
    expect(suggested).not.toContain(read.id);

    // A suggestion once shelved is no longer suggested.
    await api.post('/reading/shelves/', { book_id: suggested[0], shelf: 'want_to_read' }, m.token);
    const after = (await api.get('/reading/home/', m.token)).body.data;
    expect(after.because_you_read.books.map((b: any) => b.id)).not.toContain(suggested[0]);
    // Another member's picks are their own.
    const other = await createMember(api);
    expect((await api.get('/reading/home/', other.token)).body.data.favourite_authors.sample).toBe(true);
  });

  it('lists the newest books the store added first', async () => {
    const ids = (await api.get('/books/new')).body.results.books.map((b: any) => b.id);
    const byDate = await catalog(api, `ordering=-created_at&page_size=${ids.length}`);
    expect(ids).toEqual(byDate.map((b) => b.id));
  });
});
