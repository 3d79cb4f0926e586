/**
 * Every book and author id by cursor (an addition for the sitemap): pages follow `next_after`
 * to the end, each id once and in order, however many there are; bad cursors are 400s.
 */
import { expect, it } from 'vitest';
import { describeEachTarget, type Api } from './helpers.js';

async function walk(api: Api, path: string, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const res: { status: number; body: any } = await api.get(`${path}?after=${after}&limit=${limit}`);
    expect(res.status).toBe(200);
    expect(res.body.data.ids.length).toBeLessThanOrEqual(limit);
    ids.push(...res.body.data.ids);
    after = res.body.data.next_after;
  }
  return ids;
}

describeEachTarget('Every book and author id by cursor', (api) => {
  it('walks every book and every author once, in id order, page by page', async () => {
    const books = await walk(api, '/books/ids/', 97);
    const catalog = await api.get('/books/?page_size=1');
    expect(books.length).toBe(catalog.body.count);
    expect(books).toEqual([...books].sort((a, b) => a - b));
    expect(new Set(books).size).toBe(books.length);
    expect((await api.get('/books/ids/')).body.data).toEqual({ ids: books, next_after: null });

    const authors = await walk(api, '/authors/ids/', 7);
    // Every author, page by page (GET /authors/ answers at most 100 a page).
    const all: number[] = [];
    for (let page = 1; ; page++) {
      const { body } = await api.get(`/authors/?page_size=100&page=${page}`);
      all.push(...body.data.map((a: { id: number }) => a.id));
      if (!body.next) break;
    }
    expect(all.length).toBeGreaterThan(100);
    expect(authors).toEqual([...all].sort((a, b) => a - b));
  });

  it('refuses a cursor or limit out of range with 400', async () => {
    for (const query of ['after=-1', 'after=x', `after=${'9'.repeat(40)}`, 'limit=0', 'limit=10001'])
      expect((await api.get(`/books/ids/?${query}`)).status, query).toBe(400);
  });
});
