/**
 * The public-data cache: catalog answers that are the same for every reader are kept across
 * requests (short TTL, bounded size, keyed without the token), and a member's own facts never
 * are. Each test runs its own gateway, so its cache starts empty. Replicas sharing a Redis see a
 * write through any of them at their next read.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newMember, ok } from './client.js';
import { gatewayWith } from './gateways.js';

const CATALOG = `{
  books(page: 2, filter: { ordering: PRICE_DESC }) { totalCount items { id title price author { name } } }
  featuredBooks { id } newBooks { id } genres { id name } authors { items { id name } }
  author(id: "2") { name books { items { id } } }
  book(id: "3") { id title description genres { name } }
}`;

const paths = (result: { restCalls: { path: string }[] }) => result.restCalls.map((c) => c.path).sort();

describe('The public-data cache', () => {
  it('answers a second identical guest catalog query with no REST call', async () => {
    const url = `${await gatewayWith()}/graphql`;
    const first = await ok(CATALOG, {}, undefined, url);
    expect(first.restCalls.length).toBeGreaterThan(0);
    const second = await ok(CATALOG, {}, undefined, url);
    expect(second.restCalls).toEqual([]);
    expect(second.data).toEqual(first.data);
  });

  it('shares public answers between members, but never a member’s inCart or isFavorite', async () => {
    const url = `${await gatewayWith()}/graphql`;
    const [a, b] = [await newMember(), await newMember()];
    await ok(`mutation { addToCart(bookId: "7") { id } addFavorite(bookId: "7") { id } }`, {}, a.token, url);
    const query = `{ book(id: "7") { id title inCart isFavorite inWishlist cartItem { id } }
      books(page: 1) { items { id inCart isFavorite } } }`;

    const ofA = await ok(query, {}, a.token, url);
    expect(ofA.data.book).toMatchObject({ inCart: true, isFavorite: true, inWishlist: false });
    expect(ofA.data.book.cartItem).not.toBeNull();

    const ofB = await ok(query, {}, b.token, url);
    expect(ofB.data.book).toMatchObject({ title: ofA.data.book.title, inCart: false, isFavorite: false });
    expect(ofB.data.book.cartItem).toBeNull();
    expect(ofB.data.books.items.every((i: any) => !i.inCart && !i.isFavorite)).toBe(true);
    // The book and the page came from the cache; B's own facts were asked with B's token.
    expect(new Set(paths(ofB))).toEqual(new Set(['/users/book-states/']));

    const ofAAgain = await ok(query, {}, a.token, url);
    expect(ofAAgain.data.book).toMatchObject({ inCart: true, isFavorite: true });
    const guest = await ok(query, {}, undefined, url);
    expect(guest.data.book).toMatchObject({ inCart: false, isFavorite: false, cartItem: null });
    expect(guest.restCalls).toEqual([]);
  });

  it('never keeps reviews, and forgets books when a review changes their rating', async () => {
    const url = `${await gatewayWith()}/graphql`;
    const m = await newMember();
    const query = `{ book(id: "9") { reviewsCount reviews { totalCount } } }`;
    const before = await ok(query, {}, m.token, url);
    const cached = await ok(query, {}, m.token, url);
    expect(paths(cached)).toEqual(['/books/9/reviews/']);
    await ok(
      `mutation { createReview(bookId: "9", input: { rating: 5, title: "Ek dam", content: "Ramro" }) { id } }`,
      {},
      m.token,
      url,
    );
    const after = await ok(query, {}, m.token, url);
    expect(after.data.book.reviewsCount).toBe(before.data.book.reviewsCount + 1);
    expect(after.data.book.reviews.totalCount).toBe(before.data.book.reviews.totalCount + 1);
  });

  it('keeps answers only for its TTL', async () => {
    const url = `${await gatewayWith({ publicCacheTtlMs: 200 })}/graphql`;
    await ok(`{ genres { id } }`, {}, undefined, url);
    expect((await ok(`{ genres { id } }`, {}, undefined, url)).restCalls).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(paths(await ok(`{ genres { id } }`, {}, undefined, url))).toEqual(['/books/genres/']);
  });

  it('keeps at most PUBLIC_CACHE_MAX_ENTRIES answers, the least recently used leaving first', async () => {
    const url = `${await gatewayWith({ publicCacheMaxEntries: 2 })}/graphql`;
    const book = (id: string) => ok(`{ book(id: "${id}") { id } }`, {}, undefined, url);
    await book('1');
    await book('2');
    await book('3');
    expect((await book('3')).restCalls).toEqual([]);
    expect(paths(await book('1'))).toEqual(['/books/1/']);
  });

  it('is off when the catalog is for members only: REST checks every token', async () => {
    const url = `${await gatewayWith({ catalogRequiresAuth: true })}/graphql`;
    const m = await newMember();
    await ok(`{ genres { id } }`, {}, m.token, url);
    expect(paths(await ok(`{ genres { id } }`, {}, m.token, url))).toEqual(['/books/genres/']);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('The public-data cache of replicas sharing a Redis', () => {
  const replicas = async () => {
    // A key prefix of this test's own: other runs sharing the Redis keep their generations.
    const settings = {
      redisUrl: process.env.TEST_REDIS_URL,
      redisChannelPrefix: `pustak-test-${randomBytes(6).toString('hex')}:`,
    };
    return [`${await gatewayWith(settings)}/graphql`, `${await gatewayWith(settings)}/graphql`] as const;
  };
  const BOOK = `query ($id: ID!) { book(id: $id) { stock reviewsCount } }`;

  it('shows a stock or review count changed through one replica at the next read through the other', async () => {
    const [one, two] = await replicas();
    const m = await newMember();
    const { items } = (await ok(`{ books(page: 3) { items { id stock } } }`, {}, undefined, two)).data.books;
    const book = items.find((b: { stock: number }) => b.stock >= 2);
    const read = (url: string) => ok(BOOK, { id: book.id }, undefined, url);

    const before = (await read(two)).data.book;
    const cached = await read(two);
    expect(cached.restCalls).toEqual([]); // replica two keeps the book
    expect(cached.data.book).toEqual(before);

    const line = (await ok(`mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: book.id }, m.token, one)).data
      .addToCart.id;
    const home = (
      await ok(
        `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Sita Sharma", addressLine1: "Baluwatar 4", city: "Kathmandu", phone: "9841234567", district: "Kathmandu" }) { id } }`,
        {},
        m.token,
        one,
      )
    ).data.createShippingAddress.id;
    await ok(
      `mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a) { id } }`,
      { i: [line], a: home },
      m.token,
      one,
    );
    expect((await read(two)).data.book).toEqual({ ...before, stock: before.stock - 1 });

    await ok(
      `mutation ($id: ID!) { createReview(bookId: $id, input: { rating: 4, title: "Ramro", content: "Padhna layak" }) { id } }`,
      { id: book.id },
      m.token,
      one,
    );
    expect((await read(two)).data.book).toEqual({ stock: before.stock - 1, reviewsCount: before.reviewsCount + 1 });
    // And the replicas still keep what did not change since.
    expect((await read(two)).restCalls).toEqual([]);
    expect((await read(one)).data.book).toEqual({ stock: before.stock - 1, reviewsCount: before.reviewsCount + 1 });
    expect((await read(one)).restCalls).toEqual([]);
  });

  it('cart, favourite and wishlist writes keep the public answers', async () => {
    const [one, two] = await replicas();
    const m = await newMember();
    await ok(`{ book(id: "5") { id stock } }`, {}, undefined, two);
    await ok(`mutation { addToCart(bookId: "5") { id } addFavorite(bookId: "5") { id } }`, {}, m.token, one);
    expect((await ok(`{ book(id: "5") { id stock } }`, {}, undefined, two)).restCalls).toEqual([]);
  });
});
