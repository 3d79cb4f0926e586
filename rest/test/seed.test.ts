import { expect, it } from 'vitest';
import { DEMO_MEMBERS, DEMO_PASSWORD, OUT_OF_STOCK_TITLE } from '../src/seed/index.js';
import { describeEachTarget } from './helpers.js';

const isBestSeller = (b: { sales_count: number; rating: number }) => b.sales_count > 1000 || b.rating >= 4.5;

describeEachTarget('seed data', (api) => {
  it('holds the 1000+ books the site claims, about 150 authors and twenty-odd genres', async () => {
    expect((await api.get('/books/')).body.count).toBeGreaterThanOrEqual(1000);
    const authors = (await api.get('/authors/')).body.count;
    expect(authors).toBeGreaterThanOrEqual(140);
    expect(authors).toBeLessThanOrEqual(160);
    expect((await api.get('/books/genres/')).body.results.length).toBeGreaterThanOrEqual(18);
  });

  it('carries every language of the catalog filter and several formats', async () => {
    for (const language of ['English', 'Japanese', 'Nepali', 'French']) {
      expect((await api.get(`/books/?language=${language}`)).body.count, language).toBeGreaterThan(20);
    }
    for (const format of ['Paperback', 'Hardcover', 'eBook', 'Audiobook']) {
      expect((await api.get(`/books/?format=${format}`)).body.count, format).toBeGreaterThan(20);
    }
  });

  it('includes real Nepali literature in Devanagari and in English', async () => {
    for (const title of ['शिरीषको फूल', 'Blue Mimosa', 'सेतो बाघ', 'Palpasa Café', 'कर्नाली ब्लुज']) {
      const { body } = await api.get(`/books/?title=${encodeURIComponent(title)}`);
      expect(
        body.results.books.map((b: { title: string }) => b.title),
        title,
      ).toContain(title);
    }
    expect((await api.get('/books/?author=Parijat')).body.count).toBeGreaterThanOrEqual(3);
  });

  it('makes roughly one book in ten a best seller', async () => {
    let best = 0;
    let total = 0;
    for (let page = 1; page <= 13; page++) {
      const { body } = await api.get(`/books/?page_size=100&page=${page}&ordering=title`);
      total += body.results.books.length;
      best += body.results.books.filter(isBestSeller).length;
    }
    expect(total).toBeGreaterThanOrEqual(1000);
    expect(best / total).toBeGreaterThan(0.05);
    expect(best / total).toBeLessThan(0.2);
  });

  it('leaves a few books out of stock, among them the one tests rely on', async () => {
    const { body } = await api.get(`/books/?title=${encodeURIComponent(OUT_OF_STOCK_TITLE)}`);
    expect(body.results.books[0]).toMatchObject({ title: OUT_OF_STOCK_TITLE, stock: 0 });
  });

  it('lets every demo member sign in, with a social life to show', async () => {
    for (const member of DEMO_MEMBERS) {
      const login = await api.post('/users/login/', { email: member.email, password: DEMO_PASSWORD });
      expect(login.status, member.email).toBe(200);
    }
    const aarati = await api.post('/users/login/', { email: 'aarati@pustak.np', password: DEMO_PASSWORD });
    const token = aarati.body.data.tokens.access;
    const profile = (await api.get('/users/profile/', token)).body.data;
    expect(profile.favorite_books.length).toBeGreaterThan(2);
    expect(profile.favorite_genres.length).toBeGreaterThan(2);
    expect(profile.wishlist_items.length).toBeGreaterThan(1);
    expect(profile.currently_reading).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
  });

  it('gives the home page a best-sellers-first list and books with reviews', async () => {
    const { body } = await api.get('/books/');
    expect(body.results.books[0].sales_count).toBeGreaterThan(1000);
    const muna = (await api.get(`/books/?title=${encodeURIComponent('मुनामदन')}`)).body.results.books[0];
    expect(muna.reviews_count).toBeGreaterThanOrEqual(10);
  });
});
