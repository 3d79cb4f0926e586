/**
 * Lists that grow with the catalog or a member's history come a page at a time, and the cost
 * limit prices each page by the page size asked: a member with many orders pages through all of
 * them exactly once; every author's books is a bounded page of pages, refused when the sizes asked
 * multiply past the limit; a page size out of bounds is BAD_USER_INPUT before any REST call.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../rest/src/config.js';
import { startRest, type RunningRest } from '../../rest/src/server.js';
import { operationCost, withListSizes } from '../src/cost.js';
import { typeDefs } from '../src/schema.js';
import { codeOf, gql, newMember, ok } from './client.js';
import { gatewayWith } from './gateways.js';

async function post(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** A gateway without the public cache, so every REST call an operation needs is made and counted. */
let uncached = '';
beforeAll(async () => {
  uncached = `${await gatewayWith({ publicCacheTtlMs: 0 })}/graphql`;
});

describe("A member's orders, a page at a time", () => {
  const ORDERS = 60;
  let rest: RunningRest | undefined;
  let dataDir = '';
  let graphql = '';
  let token = '';
  const placed: string[] = [];

  beforeAll(async () => {
    // A REST service of its own, letting one member hold 60 unpaid orders (3 by default).
    dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-pages-'));
    rest = await startRest(
      { ...readConfig({ MAX_UNPAID_ORDERS: String(ORDERS) }), port: 0, dataDir, logLevel: 'warn' },
      { logger: false, publicUrlFromPort: true, mailer: { send: async () => {} } },
    );
    graphql = `${await gatewayWith({ restUrl: `${rest.url}/api`, publicCacheTtlMs: 0 })}/graphql`;
    const name = `pages_${randomUUID().slice(0, 8)}`;
    const { data } = await ok(
      `mutation ($input: RegisterInput!) { register(input: $input) { token } }`,
      {
        input: {
          firstName: 'Asha',
          lastName: 'Gurung',
          username: name,
          email: `${name}@example.com`,
          dateOfBirth: '1998-04-14',
          password: 'correct horse battery',
          hasAcceptedTerms: true,
          hasAcceptedRentalPolicy: true,
          termsAcceptanceDate: new Date().toISOString(),
        },
      },
      undefined,
      graphql,
    );
    token = data.register.token;
    // The orders are made straight through REST: a cart line and an order each.
    const call = async (method: string, route: string, body?: unknown) => {
      const res = await fetch(`${rest!.url}/api${route}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.status, `${method} ${route}`).toBeLessThan(300);
      return (await res.json()) as any;
    };
    const address = await call('POST', '/shipping/addresses/', {
      address_name: 'Home',
      full_name: 'Asha Gurung',
      address_line1: 'Lakeside 4',
      city: 'Pokhara',
      phone: '9841234567',
      district: 'Kaski',
    });
    const catalog = await call('GET', '/books/?page_size=100');
    const books = catalog.results.books.filter((b: any) => b.stock > 0).slice(0, ORDERS);
    expect(books).toHaveLength(ORDERS);
    for (const book of books) {
      const line = await call('POST', `/cart/${book.id}/add`, { purchase_type: 'buy', quantity: 1 });
      const order = await call('POST', '/order/create-order/', {
        item_ids: [line.data.id],
        shipping_address_id: address.data.id,
      });
      placed.push(order.order_id);
    }
  }, 120_000);

  afterAll(async () => {
    await rest?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const PAGE = `query ($page: Int, $size: Int) {
    orders(page: $page, pageSize: $size) { totalCount page pageCount hasNextPage hasPreviousPage items { id } }
  }`;

  it('answers the first 20, newest first, with one REST call for that page alone', async () => {
    const first = await ok(PAGE, {}, token, graphql);
    expect(first.data.orders).toMatchObject({
      totalCount: ORDERS,
      page: 1,
      pageCount: 3,
      hasNextPage: true,
      hasPreviousPage: false,
    });
    expect(first.data.orders.items.map((o: any) => o.id)).toEqual([...placed].reverse().slice(0, 20));
    expect(first.restCalls.map((c) => [c.path, c.query])).toEqual([['/order/', 'page=1&page_size=20']]);
  });

  it('pages through every order exactly once, and past the last page is empty', async () => {
    const seen: string[] = [];
    let page = 1;
    for (;;) {
      const { data } = await ok(PAGE, { page, size: 25 }, token, graphql);
      seen.push(...data.orders.items.map((o: any) => o.id));
      if (!data.orders.hasNextPage) break;
      page += 1;
    }
    expect(page).toBe(3);
    expect(seen).toHaveLength(ORDERS);
    expect(new Set(seen).size).toBe(ORDERS);
    expect(seen).toEqual([...placed].reverse());
    const past = await ok(PAGE, { page: 4, size: 25 }, token, graphql);
    expect(past.data.orders.items).toEqual([]);
  });

  it('REST pages its orders list in the style of its catalog: count, next and previous', async () => {
    const res = await fetch(`${rest!.url}/api/order/?page=2&page_size=25`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as any;
    expect(res.status).toBe(200);
    expect(body.count).toBe(ORDERS);
    expect(body.orders).toHaveLength(25);
    expect(body.next).toBe(`${rest!.url}/api/order/?page=3&page_size=25`);
    expect(body.previous).toBe(`${rest!.url}/api/order/?page_size=25`);
    expect(body.orders.map((o: any) => o.order_id)).toEqual([...placed].reverse().slice(25, 50));
    const whole = await fetch(`${rest!.url}/api/order/?page_size=101`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(whole.status).toBe(400);
  });
});

describe('Every author’s books', () => {
  it('is a page of authors with a page of books each: 2 REST calls, at most 24 × 24 books', async () => {
    const { data, restCalls } = await ok(
      `{ authors { totalCount items { id name books { totalCount items { id title } } } } }`,
      {},
      undefined,
      uncached,
    );
    expect(restCalls.map((c) => c.path)).toEqual(['/authors/', '/authors/books/']);
    expect(data.authors.totalCount).toBe(150);
    expect(data.authors.items).toHaveLength(24);
    for (const author of data.authors.items) {
      expect(author.books.items.length).toBe(Math.min(24, author.books.totalCount));
    }
    // The next page holds the next authors by name, none of the first page's.
    const next = await ok(`{ authors(page: 2) { items { id } } }`, {}, undefined, uncached);
    const first = new Set(data.authors.items.map((a: any) => a.id));
    expect(next.data.authors.items).toHaveLength(24);
    expect(next.data.authors.items.filter((a: any) => first.has(a.id))).toEqual([]);
  });

  it('is refused when the page sizes asked multiply past the cost limit, before any REST call', async () => {
    const nested = `query ($a: Int, $b: Int) { authors(pageSize: $a) { items { id books(pageSize: $b) { items { id title } } } } }`;
    const small = await post(uncached, nested, { a: 10, b: 10 });
    expect(small.status).toBe(200);
    expect(small.body.data.authors.items).toHaveLength(10);
    const large = await post(uncached, nested, { a: 100, b: 100 });
    expect(large.status).toBe(400);
    expect(large.body.errors[0]).toMatchObject({
      message: 'Query Cost limit of 5000 exceeded, found 30301.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(large.body.extensions.restCalls).toEqual([]);
  });
});

describe('The cost counts the page sizes asked', () => {
  const schema = withListSizes(buildSchema(typeDefs));
  const cost = (query: string, variables: Record<string, unknown> = {}) => {
    const document = parse(query);
    return operationCost(schema, document, document.definitions[0] as OperationDefinitionNode, variables)!;
  };

  it('rises with each paginated list’s pageSize, and a default counts its default', () => {
    for (const [field, selection] of [
      ['authors', 'items { id name }'],
      ['orders', 'items { id totalAmount }'],
      ['books', 'items { id title }'],
    ] as const) {
      const asked = (size?: number) =>
        cost(`query ($n: Int) { ${field}(pageSize: $n) { ${selection} } }`, size ? { n: size } : {});
      expect(asked(10), field).toBeLessThan(asked(50));
      expect(asked(50), field).toBeLessThan(asked(100));
    }
    expect(cost(`{ authors { items { id } } }`)).toBe(cost(`{ authors(pageSize: 24) { items { id } } }`));
    expect(cost(`{ orders { items { id } } }`)).toBe(cost(`{ orders(pageSize: 20) { items { id } } }`));
    const nested = (a: number, b: number) =>
      cost(`{ authors(pageSize: ${a}) { items { books(pageSize: ${b}) { items { id } } } } }`);
    // Each author's page of books is counted once per author on the page.
    expect(nested(100, 100) - 1).toBe(100 * (nested(1, 100) - 1));
  });

  it('refuses a page size out of bounds with BAD_USER_INPUT, before any REST call', async () => {
    const member = await newMember();
    for (const query of [
      '{ authors(pageSize: 0) { items { id } } }',
      '{ authors(pageSize: 101) { items { id } } }',
      '{ author(id: "1") { books(pageSize: 101) { items { id } } } }',
      '{ orders(pageSize: 0) { items { id } } }',
      '{ books(pageSize: 101) { items { id } } }',
      '{ authors(page: 0) { items { id } } }',
    ]) {
      const result = await gql(query, {}, member.token, uncached);
      expect(codeOf(result), query).toBe('BAD_USER_INPUT');
      const lists = result.restCalls.filter((c) => /^\/(authors|order|books)\/((\d+\/)?books\/)?$/.test(c.path));
      expect(lists, query).toEqual([]);
    }
  });
});
