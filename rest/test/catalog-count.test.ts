/**
 * The catalog at scale (issue 19): a count stops at CATALOG_COUNT_LIMIT matches and says it is a
 * lower bound, while a narrower filter, or a search ranked by relevance, is counted exactly; the best-selling order follows each
 * purchase at once. These suites boot a REST service of their own with a limit of 100, below the
 * seeded catalog's 1,000 books, so the bound shows without seeding 10,000. A broad search whose
 * page is found among the best sellers without ranking every match counts apart too, up to the
 * limit; a suite with a limit of 30 shows it on the seeded titles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootRest, type OwnRest } from './boot.js';
import { createPayment, pay, placeOrder, verify } from './checkout.js';
import { createMember, type Api } from './helpers.js';

const LIMIT = 100;

interface Listed {
  id: number;
  sales_count: number;
  stock: number;
}

/** Best selling first, the lower id first among equals: the catalog's default order. */
const inBestSellingOrder = (a: Listed, b: Listed) => b.sales_count - a.sales_count || a.id - b.id;

for (const name of ['pglite', 'postgres'] as const) {
  const reachable = name === 'pglite' || Boolean(process.env.TEST_DATABASE_URL);
  (reachable ? describe : describe.skip)(`Catalog counts and order at scale [${name}]`, () => {
    let own: OwnRest;
    let api: Api;

    beforeAll(async () => {
      own = await bootRest(name, { CATALOG_COUNT_LIMIT: String(LIMIT) });
      api = own.api;
    }, 120_000);
    afterAll(async () => own?.close());

    it('a broad listing counts up to the limit and says so; its next pages still lead on', async () => {
      const first = await api.get('/books/');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ count: LIMIT, count_is_lower_bound: true });
      expect(first.body.next).toBe(`${api.target.url}/api/books/?page=2`);

      // Past the limit, the count reaches beyond the page asked: its next link is a real page.
      const deep = await api.get('/books/?page=10');
      expect(deep.status).toBe(200);
      expect(deep.body.count_is_lower_bound).toBe(true);
      expect(deep.body.count).toBeGreaterThan(10 * 24);
      expect(deep.body.next).toBe(`${api.target.url}/api/books/?page=11`);
      expect((await api.get('/books/?page=11')).body.results.books).toHaveLength(24);
    });

    it('a filter with fewer matches than the limit is counted exactly, and its last page has no next', async () => {
      const one = await api.get('/books/?title=muna');
      expect(one.body).toMatchObject({ count: one.body.results.books.length, count_is_lower_bound: false });
      expect(one.body.count).toBeGreaterThan(0);

      const byAuthor = await api.get('/books/?author=devkota&page_size=2');
      expect(byAuthor.body.count_is_lower_bound).toBe(false);
      const last = Math.ceil(byAuthor.body.count / 2);
      expect(last).toBeGreaterThan(1);
      const seen = new Set<number>();
      for (let page = 1; page <= last; page++) {
        const reply = await api.get(`/books/?author=devkota&page_size=2&page=${page}`);
        for (const b of reply.body.results.books) seen.add(b.id);
        expect(reply.body.next === null).toBe(page === last);
      }
      expect(seen.size).toBe(byAuthor.body.count);
      expect((await api.get(`/books/?author=devkota&page_size=2&page=${last + 1}`)).status).toBe(404);
    });

    it('a search ranked by relevance scores every match, so counts them all exactly, even past the limit', async () => {
      const first = await api.get('/books/?title=the&page_size=100');
      expect(first.body.count).toBeGreaterThan(LIMIT);
      expect(first.body.count_is_lower_bound).toBe(false);
      const last = Math.ceil(first.body.count / 100);
      const end = await api.get(`/books/?title=the&page_size=100&page=${last}`);
      expect(end.body.results.books).toHaveLength(first.body.count - (last - 1) * 100);
      expect(end.body.next).toBeNull();
      // The same books in another order are not ranked: counted apart, up to the limit.
      const sorted = await api.get('/books/?title=the&ordering=title');
      expect(sorted.body).toMatchObject({ count: LIMIT, count_is_lower_bound: true });
    });

    it('best selling first follows a purchase at once: a bought book passes the one just above it', async () => {
      // The tail of the order, where copies sold are few and neighbours close.
      const tail: Listed[] = (await api.get('/books/?page_size=100&page=8')).body.results.books;
      expect(tail).toEqual([...tail].sort(inBestSellingOrder));
      const at = tail.findIndex((above, k) => {
        const below = tail[k + 1];
        const gap = below ? above.sales_count - below.sales_count : Infinity;
        return gap <= 3 && below!.stock > gap + 1;
      });
      expect(at).toBeGreaterThanOrEqual(0);
      const [above, below] = [tail[at]!, tail[at + 1]!];
      const copies = above.sales_count - below.sales_count + 1;

      const m = await createMember(api);
      const order = await placeOrder(api, m, [below.id], copies);
      const payment = (await createPayment(api, m, order)).body;
      const paid = await verify(api, m, (await pay(payment.payment_url)).location!);
      expect(paid.body).toMatchObject({ success: true, status: 'Completed' });

      // Pages 7 and 8: a book that passes the top of page 8 lands on page 7.
      const after: Listed[] = [];
      for (const page of [7, 8])
        after.push(...(await api.get(`/books/?page_size=100&page=${page}`)).body.results.books);
      expect(after).toEqual([...after].sort(inBestSellingOrder));
      const position = (id: number) => after.findIndex((b) => b.id === id);
      expect(position(below.id)).toBeGreaterThanOrEqual(0);
      expect(position(below.id)).toBeLessThan(position(above.id));
      expect(after[position(below.id)]!.sales_count).toBe(below.sales_count + copies);
    });
  });
}

/** A word no seeded title starts with, held whole by some 60 titles: the broad search of a small catalog. */
const BROAD = 'and';
const BROAD_LIMIT = 30;
const holdsWhole = (title: string, word: string) =>
  ` ${title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `.includes(` ${word} `);

for (const name of ['pglite', 'postgres'] as const) {
  const reachable = name === 'pglite' || Boolean(process.env.TEST_DATABASE_URL);
  (reachable ? describe : describe.skip)(`Broad searches at scale [${name}]`, () => {
    let own: OwnRest;
    let api: Api;

    beforeAll(async () => {
      own = await bootRest(name, { CATALOG_COUNT_LIMIT: String(BROAD_LIMIT) });
      api = own.api;
    }, 120_000);
    afterAll(async () => own?.close());

    it('a broad search counts up to the limit and says so, its pages ranked and leading on to an exact end', async () => {
      const first = await api.get(`/books/?title=${BROAD}`);
      expect(first.body).toMatchObject({ count: BROAD_LIMIT, count_is_lower_bound: true });
      expect(first.body.next).toBe(`${api.target.url}/api/books/?title=${BROAD}&page=2`);
      // Ranked as before: the whole word first (no title starts with it), the most bought first among those.
      const page: (Listed & { title: string })[] = first.body.results.books;
      expect(page).toHaveLength(24);
      expect(page.every((b) => holdsWhole(b.title, BROAD))).toBe(true);
      expect(page).toEqual([...page].sort(inBestSellingOrder));

      const seen: { id: number; title: string }[] = [...page];
      let reply = first;
      for (let n = 2; reply.body.next; n++) {
        reply = await api.get(`/books/?title=${BROAD}&page=${n}`);
        expect(reply.status).toBe(200);
        seen.push(...reply.body.results.books);
      }
      // The last page knows the end: an exact count, every match listed once.
      expect(reply.body.count_is_lower_bound).toBe(false);
      expect(new Set(seen.map((b) => b.id)).size).toBe(seen.length);
      expect(seen).toHaveLength(reply.body.count);
      expect(reply.body.count).toBeGreaterThan(BROAD_LIMIT);
      // The whole-word titles come before those that only contain the word.
      const lastWhole = seen.map((b) => holdsWhole(b.title, BROAD)).lastIndexOf(true);
      expect(seen.slice(0, lastWhole).every((b) => holdsWhole(b.title, BROAD))).toBe(true);
    });

    it('a typo alike to many titles counts up to the limit too, its next page leading on', async () => {
      const typo = await api.get(`/books/?title=${BROAD}d`);
      expect(typo.body).toMatchObject({ count: BROAD_LIMIT, count_is_lower_bound: true });
      // As alike as can be, every one (the whole word a letter short), so the most bought first.
      const found: Listed[] = typo.body.results.books;
      expect(found).toHaveLength(24);
      expect(found).toEqual([...found].sort(inBestSellingOrder));
      const next = await api.get(`/books/?title=${BROAD}d&page=2`);
      expect(next.body.results.books).toHaveLength(24);
      expect(next.body.results.books.map((b: Listed) => b.id)).not.toContain(found[0]!.id);
    });
  });
}
