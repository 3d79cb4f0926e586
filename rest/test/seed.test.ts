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

  it('gives the first demo member a paid order and a delivered one whose 15-day rental is running, due five days on', async () => {
    const login = await api.post('/users/login/', { email: DEMO_MEMBERS[0]!.email, password: DEMO_PASSWORD });
    const token = login.body.data.tokens.access;
    expect((await api.get('/order/', token)).body.orders).toHaveLength(2);
    const rentals = (await api.get('/rentals/', token)).body;
    expect(rentals.count).toBe(1);
    const [rental] = rentals.results;
    expect(rental).toMatchObject({ state: 'active', digital: false, period_days: 15, overdue: false });
    const daysLeft = (new Date(rental.due_at).getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(daysLeft).toBeGreaterThan(4);
    expect(daysLeft).toBeLessThanOrEqual(6);
  });

  it('gives the home page a best-sellers-first list and books with reviews', async () => {
    const { body } = await api.get('/books/');
    expect(body.results.books[0].sales_count).toBeGreaterThan(1000);
    const muna = (await api.get(`/books/?title=${encodeURIComponent('मुनामदन')}`)).body.results.books[0];
    expect(muna.reviews_count).toBeGreaterThanOrEqual(10);
  });

  /** The best sellers (the books members review most), five catalog pages of them, and मुनामदन. */
  const bestSellers = async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => api.get(`/books/?page=${page}`)));
    const muna = (await api.get(`/books/?title=${encodeURIComponent('मुनामदन')}`)).body.results.books[0];
    return [muna, ...pages.flatMap((p) => p.body.results.books)] as {
      id: number;
      category: string;
      rating: number;
      total_ratings: number;
      reviews_count: number;
      rating_counts: number[];
    }[];
  };
  /**
   * The seed's reviews of a book: other test files write reviews too (an import, a member's first
   * review), on the same database, so only the demo members' are the seed's.
   */
  const demo = new Set(DEMO_MEMBERS.map((m) => m.username));
  const seededReviews = async (bookId: number) => {
    const reviews: { title: string; content: string; user: { username: string } }[] = [];
    for (let url: string | null = `/books/${bookId}/reviews/`; url;) {
      const { body }: { body: { results: typeof reviews; next: string | null } } = await api.get(url);
      reviews.push(...body.results);
      url = body.next;
    }
    return reviews.filter((r) => demo.has(r.user.username));
  };

  it("writes each book's reviews in its own words: no text twice on one book, no people or plot in a non-fiction review", async () => {
    const reviewed = (await bestSellers()).filter((b) => b.reviews_count > 0);
    expect(reviewed.length).toBeGreaterThan(20);
    let nonFiction = 0;
    let seen = 0;
    for (const book of reviewed) {
      const reviews = await seededReviews(book.id);
      seen += reviews.length;
      expect(new Set(reviews.map((r) => r.title)).size, `titles of book ${book.id}`).toBe(reviews.length);
      expect(new Set(reviews.map((r) => r.content)).size, `reviews of book ${book.id}`).toBe(reviews.length);
      if (book.category === 'Non-fiction' && reviews.length > 0) {
        nonFiction++;
        for (const r of reviews)
          expect(`${r.title} ${r.content}`).not.toMatch(/\b(characters?|hero|plot|novel|poems?|lovers)\b/i);
      }
    }
    expect(nonFiction).toBeGreaterThan(0);
    expect(seen).toBeGreaterThan(50);
  });

  it("breaks every book's ratings down by star, adding up to its count and its average", async () => {
    const books = await bestSellers();
    expect(books.some((b) => b.rating_counts.filter((n) => n > 0).length >= 3)).toBe(true);
    for (const b of books) {
      expect(b.rating_counts).toHaveLength(5);
      expect(b.rating_counts.reduce((sum, n) => sum + n, 0)).toBe(b.total_ratings);
      const stars = b.rating_counts.reduce((sum, n, i) => sum + n * (i + 1), 0);
      expect(b.total_ratings ? Math.round((stars / b.total_ratings) * 100) / 100 : 0).toBe(b.rating);
    }
  });
});
