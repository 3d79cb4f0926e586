import { expect, it } from 'vitest';
import { describeEachTarget } from './helpers.js';

const isBestSeller = (b: { sales_count: number; rating: number }) => b.sales_count > 1000 || b.rating >= 4.5;

describeEachTarget('catalog', (api) => {
  it('GET /books/ answers the home list and the first catalog page with DRF links', async () => {
    const { status, body } = await api.get('/books/');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.count).toBeGreaterThanOrEqual(1000);
    expect(body.results.books).toHaveLength(24);
    expect(body.previous).toBeNull();
    expect(body.next).toBe(`${api.target.url}/api/books/?page=2`);
    const book = body.results.books[0];
    expect(Object.keys(book)).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'author',
        'cover_image',
        'price',
        'rating',
        'total_ratings',
        'reviews_count',
        'year',
        'date_published',
        'format',
        'pages',
        'dimensions',
        'publication_house',
        'imprint',
        'publication_city',
        'language',
        'category',
        'subcategory',
        'description',
        'genres',
        'sales_count',
      ]),
    );
    expect(book.price).toMatch(/^\d+\.\d{2}$/);
    expect(book.cover_image).toBe(`${api.target.url}/media/covers/books/${book.id}.svg`);
    expect(book.author).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('pages link both ways and the last page has no next', async () => {
    const first = await api.get('/books/?page=2&ordering=title');
    expect(first.body.previous).toBe(`${api.target.url}/api/books/?ordering=title`);
    expect(first.body.next).toBe(`${api.target.url}/api/books/?page=3&ordering=title`);
    const last = Math.ceil(first.body.count / 24);
    const end = await api.get(`/books/?page=${last}&ordering=title`);
    expect(end.body.next).toBeNull();
    expect(end.body.results.books.length).toBeGreaterThan(0);
    const beyond = await api.get(`/books/?page=${last + 1}`);
    expect(beyond.status).toBe(404);
    expect(beyond.body.message).toBe('Invalid page.');
  });

  it('orders by price and title both ways', async () => {
    const prices = (await api.get('/books/?ordering=price')).body.results.books.map((b: any) => Number(b.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await api.get('/books/?ordering=-price')).body.results.books.map((b: any) => Number(b.price));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(prices[0]);
    const titles = (await api.get('/books/?ordering=title')).body.results.books.map((b: any) => b.title);
    const titlesDesc = (await api.get('/books/?ordering=-title')).body.results.books.map((b: any) => b.title);
    expect(titles[0]).not.toBe(titlesDesc[0]);
    // In the database's collation, C on both backends here: code point order, as JavaScript's sort.
    expect(titles).toEqual([...titles].sort());
    expect(titlesDesc).toEqual([...titlesDesc].sort().reverse());
  });

  it('filters by title, author, language, repeated genre and format, and price range', async () => {
    const byTitle = await api.get('/books/?title=muna');
    expect(byTitle.body.count).toBeGreaterThan(0);
    // The Devanagari title matches too, through its Roman form 'munamadan' (search.test.ts).
    for (const b of byTitle.body.results.books) expect(['muna madan', 'मुनामदन']).toContain(b.title.toLowerCase());

    const byAuthor = await api.get('/books/?author=devkota');
    expect(byAuthor.body.count).toBeGreaterThan(0);
    for (const b of byAuthor.body.results.books) expect(b.author.name.toLowerCase()).toContain('devkota');

    const nepali = await api.get('/books/?language=Nepali');
    expect(nepali.body.count).toBeGreaterThan(0);
    for (const b of nepali.body.results.books) expect(b.language).toBe('Nepali');

    const genres = (await api.get('/books/genres/')).body.results as { id: number; name: string }[];
    const [g1, g2] = genres;
    const one = await api.get(`/books/?genre=${g1!.id}`);
    const both = await api.get(`/books/?genre=${g1!.id}&genre=${encodeURIComponent(g2!.name)}`);
    expect(one.body.count).toBeGreaterThan(0);
    expect(both.body.count).toBeGreaterThan(one.body.count);
    for (const b of both.body.results.books) {
      expect(b.genres.some((g: any) => g.id === g1!.id || g.id === g2!.id)).toBe(true);
    }

    const formats = await api.get('/books/?format=Paperback&format=Hardcover&page_size=100');
    const seen = new Set(formats.body.results.books.map((b: any) => b.format));
    expect([...seen].sort()).toEqual(['Hardcover', 'Paperback']);

    const ranged = await api.get('/books/?min_price=500&max_price=800.50&ordering=price');
    expect(ranged.body.count).toBeGreaterThan(0);
    for (const b of ranged.body.results.books) {
      expect(Number(b.price)).toBeGreaterThanOrEqual(500);
      expect(Number(b.price)).toBeLessThanOrEqual(800.5);
    }
    const combined = await api.get(`/books/?language=English&genre=${g1!.id}&ordering=-price`);
    for (const b of combined.body.results.books) expect(b.language).toBe('English');
  });

  it('searches in Devanagari', async () => {
    const { body } = await api.get(`/books/?title=${encodeURIComponent('मुनामदन')}`);
    expect(body.count).toBeGreaterThan(0);
    expect(body.results.books[0].title).toContain('मुनामदन');
  });

  it('treats SQL-looking and wildcard text as plain text', async () => {
    const before = (await api.get('/books/')).body.count;
    for (const text of ["' OR 1=1 --", "'; DROP TABLE books; --", '%', '_', '\\']) {
      const { status, body } = await api.get(`/books/?title=${encodeURIComponent(text)}`);
      expect(status).toBe(200);
      expect(body.count).toBe(0);
    }
    expect((await api.get('/books/')).body.count).toBe(before);
  });

  it('refuses bad query values with a clear 400', async () => {
    const cases: [string, RegExp][] = [
      ['/books/?page=0', /page/],
      ['/books/?page=abc', /page/],
      ['/books/?ordering=rating', /ordering/],
      ['/books/?min_price=cheap', /min_price/],
      ['/books/?max_price=-5', /max_price/],
      ['/books/?page_size=1000', /page_size/],
    ];
    for (const [path, message] of cases) {
      const { status, body } = await api.get(path);
      expect(status, path).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(message);
    }
  });

  it('lists the newest books and every genre', async () => {
    const newest = await api.get('/books/new');
    expect(newest.status).toBe(200);
    const books = newest.body.results.books;
    expect(books.length).toBeGreaterThan(0);
    const dates = books.map((b: any) => b.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const genres = await api.get('/books/genres/');
    expect(genres.body.status).toBe('success');
    expect(genres.body.results.length).toBeGreaterThanOrEqual(15);
    expect(genres.body.results[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      books_count: expect.any(Number),
    });
  });

  it('shows one book, 404 for an unknown one and 400 for a malformed id', async () => {
    const list = (await api.get('/books/')).body.results.books;
    const { status, body } = await api.get(`/books/${list[0].id}/`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.book).toEqual(list[0]);
    expect((await api.get(`/books/${list[0].id}`)).status).toBe(200);
    const missing = await api.get('/books/99999999/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Book not found' });
    expect((await api.get('/books/abc/')).status).toBe(400);
  });

  it('has some best sellers, but they are a minority', async () => {
    const { body } = await api.get('/books/?page_size=100&ordering=title');
    const best = body.results.books.filter(isBestSeller).length;
    expect(best).toBeGreaterThan(0);
    expect(best).toBeLessThan(50);
  });

  it('serves generated covers as SVG', async () => {
    const book = (await api.get('/books/')).body.results.books[0];
    const res = await fetch(book.cover_image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain('<svg');
    expect(svg).toContain(book.author.name.split(' ')[0]);
    expect((await fetch(`${api.target.url}/media/covers/books/99999999.svg`)).status).toBe(404);
  });

  it("draws each kind of book's cover its own way, in a typeface with the title's script", async () => {
    const firstOf = async (genre: string) => {
      return (await api.get(`/books/?genre=${encodeURIComponent(genre)}`)).body.results.books[0] as {
        cover_image: string;
        title: string;
      };
    };
    const designs = new Map<string, string>();
    // A book of poems that is also a children's book is drawn as poems: these five are each of one kind.
    for (const genre of ['Poetry', 'Drama', 'Mystery & Thriller', "Children's Books", 'History']) {
      const book = await firstOf(genre);
      const svg = await (await fetch(book.cover_image)).text();
      designs.set(genre, /data-design="(\w+)"/.exec(svg)![1]!);
      // The title is on the cover, whole or wrapped into lines.
      expect(svg).toContain(book.title.split(' ')[0]!.replace(/&/g, '&#38;'));
      if (/[\u0900-\u097F]/.test(book.title)) expect(svg).toContain('Devanagari');
    }
    expect(new Set(designs.values()).size).toBe(5);
  });
});

describeEachTarget('authors', (api) => {
  it('lists authors, shows one with its books, and 404s unknown ones', async () => {
    const list = await api.get('/authors/');
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    expect(list.body.data.length).toBe(100);
    const rest = await api.get('/authors/?page=2');
    expect(rest.body.data.length).toBe(list.body.count - 100);
    const devkota = [...list.body.data, ...rest.body.data].find((a: any) => a.name === 'Laxmi Prasad Devkota');
    expect(devkota).toBeDefined();
    expect(devkota.cover_image).toBe(`${api.target.url}/media/covers/authors/${devkota.id}.svg`);

    const one = await api.get(`/authors/${devkota.id}/`);
    expect(one.body.data).toMatchObject({
      id: devkota.id,
      name: 'Laxmi Prasad Devkota',
      biography: expect.any(String),
    });
    expect(one.body.data).toHaveProperty('birth_date');
    expect(one.body.data).toHaveProperty('email');

    const books = await api.get(`/authors/${devkota.id}/books/`);
    expect(books.body.success).toBe(true);
    expect(books.body.data.length).toBeGreaterThan(0);
    for (const b of books.body.data) expect(b.author.id).toBe(devkota.id);
    // Each author's count is of their own books, in the list and alone.
    expect(devkota.books_count).toBe(books.body.data.length);
    expect(one.body.data.books_count).toBe(books.body.data.length);
    const counted = await api.get(
      `/authors/books/?${list.body.data
        .slice(0, 5)
        .map((a: any) => `id=${a.id}`)
        .join('&')}`,
    );
    for (const entry of counted.body.data) {
      const author = list.body.data.find((a: any) => a.id === entry.author_id);
      expect(author.books_count, author.name).toBe(entry.books.length);
    }

    const missing = await api.get('/authors/99999999/');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Author not found');
    expect((await api.get('/authors/99999999/books/')).status).toBe(404);
    const portrait = await fetch(devkota.cover_image);
    expect(portrait.headers.get('content-type')).toContain('image/svg+xml');
  });
});
