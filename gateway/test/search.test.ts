/**
 * Search suggestions and what to read next, through the graph: suggestions forgive typos and
 * read across scripts in one REST call; 'More by' and 'Readers also enjoyed' come with the book
 * in the same request, and a list of any length costs the same REST calls as a short one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, gql, newMember, ok } from './client.js';
import { gatewayWith } from './gateways.js';

const SUGGEST = `query ($q: String!) { searchSuggestions(query: $q) { kind text highlight { start end } book { id title author { name } } author { id name } } }`;
const marked = (s: any) => (s.highlight ? s.text.slice(s.highlight.start, s.highlight.end) : null);

/** A gateway without the public cache, so every REST call an operation needs is made and counted. */
let uncached = '';
beforeAll(async () => {
  uncached = `${await gatewayWith({ publicCacheTtlMs: 0 })}/graphql`;
});

describe('Search suggestions', () => {
  it('a Roman title finds the Devanagari book, with the matched part marked, in one REST call', async () => {
    const { data, restCalls } = await ok(SUGGEST, { q: 'muna madan' }, undefined, uncached);
    const devanagari = data.searchSuggestions.find((s: any) => s.text === 'मुनामदन');
    expect(devanagari).toMatchObject({
      kind: 'BOOK',
      book: { title: 'मुनामदन', author: { name: 'Laxmi Prasad Devkota' } },
    });
    expect(marked(devanagari)).toBe('मुनामदन');
    expect(data.searchSuggestions.length).toBeLessThanOrEqual(8);
    expect(restCalls.map((c) => c.path)).toEqual(['/search/suggestions/']);
  });

  it('a misspelt or Devanagari author name suggests the author, the name part marked', async () => {
    for (const q of ['dewkota', 'देवकोटा']) {
      const { data } = await ok(SUGGEST, { q });
      const author = data.searchSuggestions.find((s: any) => s.kind === 'AUTHOR');
      expect(author, q).toMatchObject({
        text: 'Laxmi Prasad Devkota',
        book: null,
        author: { name: 'Laxmi Prasad Devkota' },
      });
      expect(marked(author)).toBe('Devkota');
    }
  });

  it('answers at most 8, the exact title first', async () => {
    const { data } = await ok(SUGGEST, { q: 'the' });
    expect(data.searchSuggestions).toHaveLength(8);
    const exact = await ok(SUGGEST, { q: 'Sapiens: A Brief History of Humankind' });
    expect(exact.data.searchSuggestions[0]).toMatchObject({
      kind: 'BOOK',
      text: 'Sapiens: A Brief History of Humankind',
    });
  });

  it('a query too short answers nothing without a REST call; control characters are refused', async () => {
    const short = await ok(SUGGEST, { q: ' a ' }, undefined, uncached);
    expect(short.data.searchSuggestions).toEqual([]);
    expect(short.restCalls).toEqual([]);
    const bad = await gql(SUGGEST, { q: 'mu\u0000na' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });
});

const READ_NEXT = `moreByAuthor { id author { id } } readersAlsoEnjoyed { id }`;

describe('What to read next', () => {
  it("the book page's request brings 'More by' its author, never the book itself", async () => {
    const found = await ok(`{ books(filter: { author: "Devkota" }) { items { id author { id } } } }`);
    const book = found.data.books.items[0];
    const { data, restCalls } = await ok(
      `query ($id: ID!) { book(id: $id) { id title ${READ_NEXT} } }`,
      { id: book.id },
      undefined,
      uncached,
    );
    const more = data.book.moreByAuthor;
    expect(more.length).toBeGreaterThan(0);
    expect(more.length).toBeLessThanOrEqual(6);
    expect(more.every((b: any) => b.author.id === book.author.id && b.id !== book.id)).toBe(true);
    expect(restCalls.map((c) => c.path).sort()).toEqual(['/books/read-next/', `/books/${book.id}/`].sort());
  });

  it('readers who favourited or wishlisted a book lead to the other books they chose', async () => {
    const page = await ok(`{ books(filter: { ordering: TITLE_DESC }, page: 20) { items { id } } }`);
    const [chosen, alsoLiked, alsoWished] = page.data.books.items.map((b: any) => b.id);
    const readers = [await newMember(), await newMember(), await newMember()];
    for (const reader of readers) {
      await ok(`mutation ($id: ID!) { addFavorite(bookId: $id) { id } }`, { id: chosen }, reader.token);
      await ok(`mutation ($id: ID!) { addFavorite(bookId: $id) { id } }`, { id: alsoLiked }, reader.token);
      await ok(`mutation ($id: ID!) { addToWishlist(bookId: $id) { id } }`, { id: alsoWished }, reader.token);
    }
    const { data } = await ok(
      `query ($id: ID!) { book(id: $id) { ${READ_NEXT} } }`,
      { id: chosen },
      undefined,
      uncached,
    );
    const ids = data.book.readersAlsoEnjoyed.map((b: any) => b.id);
    expect(ids).toEqual(expect.arrayContaining([alsoLiked, alsoWished]));
    expect(ids).not.toContain(chosen);
    expect(ids.length).toBeLessThanOrEqual(6);
  });

  it('a list of 5 or of 60 books, each with what to read next, costs the same two REST calls', async () => {
    const calls = async (pageSize: number) => {
      const { data, restCalls } = await ok(
        `query ($n: Int) { books(pageSize: $n) { items { id ${READ_NEXT} } } }`,
        { n: pageSize },
        undefined,
        uncached,
      );
      expect(data.books.items).toHaveLength(pageSize);
      expect(data.books.items.some((b: any) => b.moreByAuthor.length > 0)).toBe(true);
      return restCalls.map((c) => c.path);
    };
    expect(await calls(5)).toEqual(['/books/', '/books/read-next/']);
    expect(await calls(60)).toEqual(['/books/', '/books/read-next/']);
  });
});

describe('One search: books and authors together', () => {
  const SEARCH = `query ($q: String!, $ordering: BookOrdering) {
    books(filter: { query: $q, ordering: $ordering }) {
      totalCount authorsCount authorsFirst didYouMean
      authors { id name }
      items { id title author { name } }
    }
  }`;

  it("'देवकोटा', 'devkota' and 'dewkota' put Devkota first among authors and his books among books, in one REST call", async () => {
    for (const q of ['देवकोटा', 'devkota', 'dewkota']) {
      const { data, restCalls } = await ok(SEARCH, { q }, undefined, uncached);
      expect(data.books.authors[0], q).toMatchObject({ name: 'Laxmi Prasad Devkota' });
      expect(data.books.authorsFirst, q).toBe(true);
      expect(data.books.authorsCount, q).toBeGreaterThanOrEqual(1);
      expect(data.books.items.filter((b: any) => b.author.name === 'Laxmi Prasad Devkota').length, q).toBeGreaterThan(
        2,
      );
      expect(restCalls.map((c) => c.path)).toEqual(['/books/']);
    }
  });

  it("'sapeins' offers 'Did you mean' Sapiens beside the books, sorted as asked", async () => {
    const { data } = await ok(SEARCH, { q: 'sapeins' });
    expect(data.books.didYouMean).toBe('Sapiens: A Brief History of Humankind');
    expect(data.books.items[0].title).toBe('Sapiens: A Brief History of Humankind');
    const newest = await ok(SEARCH, { q: 'kathmandu', ordering: 'NEWEST' });
    expect(newest.data.books.items.length).toBeGreaterThan(1);
  });

  it('the genre list counts every genre', async () => {
    const { data } = await ok(`{ genres { name booksCount } }`);
    expect(data.genres.length).toBeGreaterThanOrEqual(22);
    expect(data.genres.every((g: any) => g.booksCount >= 0)).toBe(true);
    expect(data.genres.find((g: any) => g.name === 'Nepali Literature').booksCount).toBeGreaterThan(0);
  });
});
