import { describe, expect, it } from 'vitest';
import { codeOf, gql, newMember, ok } from './client.js';

const BOOK_CARD = `id title coverImage price rating year isBestSeller inStock author { id name } inCart isFavorite inWishlist`;

describe('Catalog through the graph', () => {
  it('serves a filtered, sorted page to a guest, with viewer fields false', async () => {
    const { data } = await ok(
      `query ($filter: BookFilter) { books(filter: $filter, page: 1) { totalCount totalCountIsLowerBound page pageCount hasNextPage hasPreviousPage items { ${BOOK_CARD} genres { id name } } } }`,
      { filter: { language: 'Nepali', ordering: 'PRICE_ASC' } },
    );
    const page = data.books;
    expect(page.page).toBe(1);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(24);
    expect(page.pageCount).toBe(Math.ceil(page.totalCount / 24));
    // Fewer than 10,000 match: REST counted them all.
    expect(page.totalCountIsLowerBound).toBe(false);
    const prices = page.items.map((b: any) => Number(b.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.items[0].price).toMatch(/^\d+\.\d{2}$/);
    expect(page.items.every((b: any) => !b.inCart && !b.isFavorite && !b.inWishlist)).toBe(true);
  });

  it('finds Muna Madan by its Devanagari title, with its author', async () => {
    const { data } = await ok(`{ books(filter: { title: "मुना" }) { items { title author { name biography } } } }`);
    expect(data.books.items[0].author.name).toBe('Laxmi Prasad Devkota');
    expect(data.books.items[0].author.biography).toMatch(/Devkota/);
  });

  it('answers featured and new books, genres, authors, one author with books, one book', async () => {
    const { data } = await ok(`{
      featuredBooks { id salesCount }
      newBooks { id }
      genres { id name }
      authors { items { id name } }
      quoteOfTheDay { text author }
      appConfig { catalogRequiresAuth }
    }`);
    expect(data.featuredBooks.length).toBeGreaterThan(4);
    expect(data.newBooks.length).toBeGreaterThan(4);
    expect(data.genres.length).toBeGreaterThanOrEqual(20);
    expect(data.quoteOfTheDay.text).toBeTruthy();
    expect(data.appConfig.catalogRequiresAuth).toBe(false);
    const authorId = data.authors.items[0].id;
    const detail = await ok(
      `query ($id: ID!) { author(id: $id) { id name coverImage books { items { id title } } } }`,
      {
        id: authorId,
      },
    );
    expect(detail.data.author.books.items.length).toBeGreaterThan(0);
    const bookId = detail.data.author.books.items[0].id;
    const book = await ok(
      `query ($id: ID!) { book(id: $id) { id title description format pages language publicationHouse genres { name } reviews { totalCount items { rating author { username } } } } }`,
      { id: bookId },
    );
    expect(book.data.book).toMatchObject({ id: bookId, title: detail.data.author.books.items[0].title });
  });

  it('answers null for a missing book or author, and BAD_USER_INPUT for a malformed id without calling REST', async () => {
    const missing = await ok(`{ book(id: "999999") { id } author(id: "999999") { id } }`);
    expect(missing.data).toEqual({ book: null, author: null });
    const bad = await gql(`{ book(id: "abc") { id } }`);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.restCalls).toEqual([]);
    const badPage = await gql(`{ books(page: 0) { totalCount } }`);
    expect(codeOf(badPage)).toBe('BAD_USER_INPUT');
  });
});

describe('REST calls per operation (constant, never per book)', () => {
  it('a catalog page with every per-viewer field costs at most 2 calls: the page, and the member’s state of its books', async () => {
    const m = await newMember();
    await ok(`mutation { addToCart(bookId: "1") { id } addToWishlist(bookId: "2") { id } }`, {}, m.token);
    const query = `{ books(page: 1) { items { ${BOOK_CARD} cartItem { id quantity } } } }`;
    const result = await ok(query, {}, m.token);
    expect(result.data.books.items).toHaveLength(24);
    expect(result.restCalls.length).toBeLessThanOrEqual(2);
    // The page itself may come from the public cache; the member's own facts never do, and are one call.
    const facts = result.restCalls.filter((c) => c.path !== '/books/');
    expect(facts.map((c) => c.path)).toEqual(['/users/book-states/']);
    const items = new Map(result.data.books.items.map((b: any) => [b.id, b]));
    const ids = [...items.keys()];
    expect(new URLSearchParams(facts[0]!.query).getAll('id')).toEqual(ids);
    // What the member did shows on the books it was done to, and on no other.
    for (const b of result.data.books.items as any[]) {
      expect(b.inCart, b.id).toBe(b.id === '1');
      expect(b.cartItem === null, b.id).toBe(b.id !== '1');
      expect(b.inWishlist, b.id).toBe(b.id === '2');
      expect(b.isFavorite, b.id).toBe(false);
    }
  });

  it('asks the member’s state of a page’s books once the page is in, and of one book beside the book', async () => {
    const m = await newMember();
    // A search nobody made before, so the books call is not answered by the public cache.
    const query = `{ books(filter: { title: "${m.username}" }) { items { ${BOOK_CARD} } } }`;
    const result = await ok(query, {}, m.token);
    const paths = result.restCalls.map((c) => c.path);
    // No book matches: there is no book to ask about.
    expect(paths).toEqual(['/books/']);
    const one = await ok(`{ book(id: "3") { ${BOOK_CARD} } }`, {}, m.token);
    expect(one.restCalls.map((c) => c.path).sort()).toEqual(['/books/3/', '/users/book-states/']);
    // A guest has no state to ask for.
    expect((await ok(`{ book(id: "3") { ${BOOK_CARD} } }`)).restCalls.map((c) => c.path)).not.toContain(
      '/users/book-states/',
    );
    // A mutation reads it only after its write, so its answer shows the change.
    const added = await ok(
      `mutation { addToCart(bookId: "1", purchaseType: BUY) { book { inCart isFavorite } } }`,
      {},
      m.token,
    );
    expect(added.data.addToCart.book.inCart).toBe(true);
    expect(added.restCalls[0]!.method).toBe('POST');
  });

  it('two pages in one operation cost at most 4 calls', async () => {
    const m = await newMember();
    const query = `{ a: books(page: 1) { items { ${BOOK_CARD} } } b: books(page: 2) { items { ${BOOK_CARD} } } }`;
    const result = await ok(query, {}, m.token);
    expect(result.data.a.items).toHaveLength(24);
    expect(result.data.b.items).toHaveLength(24);
    expect(result.restCalls.length).toBeLessThanOrEqual(4);
  });

  it('a book detail with reviews and viewer state costs at most 4 calls', async () => {
    const m = await newMember();
    const query = `query ($id: ID!) { book(id: $id) { ${BOOK_CARD} description genres { name } author { id name }
      reviews(page: 1) { totalCount items { id rating title author { username } } } myReview { id } cartItem { id } } }`;
    const result = await ok(query, { id: '1' }, m.token);
    expect(result.data.book.reviews.items.length).toBeGreaterThan(0);
    expect(result.restCalls.length).toBeLessThanOrEqual(4);
  });

  it('never repeats a REST read within an operation, however the same things are asked', async () => {
    const m = await newMember();
    const query = `{
      a: book(id: "1") { ${BOOK_CARD} myReview { id } reviews { totalCount } author { biography books { items { id } } } }
      b: book(id: "1") { id title myReview { id } reviews { totalCount } author { biography books { items { id title } } } }
      books(page: 1) { items { ${BOOK_CARD} } }
      featuredBooks { ${BOOK_CARD} }
      cart { count items { book { inCart } } }
      favorites { isFavorite }
      me { id friendship { status } }
    }`;
    const result = await ok(query, {}, m.token);
    const keys = result.restCalls.map((c) => `${c.method} ${c.path}?${c.query}`);
    expect(keys).toEqual([...new Set(keys)]);
    expect(keys.filter((k) => k.startsWith('GET /cart/'))).toHaveLength(1);
  });

  it("reads a mutation's answer after the write: two writes in one operation each see their own change", async () => {
    const m = await newMember();
    const result = await ok(
      `mutation {
        a: addFavorite(bookId: "5") { id isFavorite }
        b: removeFavorite(bookId: "5") { id isFavorite }
        c: addToWishlist(bookId: "5") { id inWishlist isFavorite }
      }`,
      {},
      m.token,
    );
    expect(result.data).toEqual({
      a: { id: '5', isFavorite: true },
      b: { id: '5', isFavorite: false },
      c: { id: '5', inWishlist: true, isFavorite: false },
    });
  });
});
