/**
 * Bounded cost: an operation's cost multiplies by list sizes and is refused over GRAPHQL_MAX_COST
 * before any REST call; per-item fields of lists are batched, so lists cost a constant number of
 * REST calls; no request makes more than REST_MAX_CALLS_PER_OPERATION calls; and one heavy
 * operation cut short by its own deadline does not open the breaker for everyone else.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  Kind,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readGatewayConfig } from '../src/config.js';
import { operationCost, withListSizes } from '../src/cost.js';
import { typeDefs } from '../src/schema.js';
import { codeOf, gql, newMember, ok, type Member } from './client.js';
import { gatewayWith } from './gateways.js';
import { closeClients, liveClient, subscribe } from './live.js';

const ATTACK = `{ authors { items { id books { items { id reviews { totalCount } } } } } }`;

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

describe('The cost limit multiplies by list sizes', () => {
  it('refuses every author’s books’ reviews, for a guest and a member, naming the limit, before any REST call', async () => {
    const guest = await post(uncached, ATTACK);
    expect(guest.status).toBe(400);
    expect(guest.body.errors).toHaveLength(1);
    expect(guest.body.errors[0]).toMatchObject({
      message: 'Query Cost limit of 5000 exceeded, found 7561.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(guest.body.extensions.restCalls).toEqual([]);
    // A member's viewer fields would start their lists early (prefetch.ts): not for a refused operation.
    const m = await newMember();
    const member = await post(
      uncached,
      `{ authors { items { id books { items { id inCart isFavorite reviews { totalCount } } } } } }`,
      {},
      m.token,
    );
    expect(member.status).toBe(400);
    expect(member.body.errors[0].message).toMatch(/^Query Cost limit of 5000 exceeded, found \d+\.$/);
    expect(member.body.extensions.restCalls).toEqual([]);
  });

  it('refuses a subscription over WebSocket by the same cost', async () => {
    const m = await newMember();
    const heavy = `subscription { cartChanged { item { book { author { books(pageSize: 100) { items {
      genres { id name } myReview { id } reviews { items { id title content } } } } } } } } }`;
    const errors = await subscribe(liveClient(inject('gatewayUrl'), m.token), heavy).nextErrors();
    expect(errors[0]?.message).toMatch(/^Query Cost limit of 5000 exceeded, found \d+\.$/);
    await closeClients();
  });

  it('counts the catalog page size from the variables', async () => {
    const strict = `${await gatewayWith({ limits: { ...readGatewayConfig({}).limits, cost: 1000 } })}/graphql`;
    const query = `query ($n: Int) { books(pageSize: $n) { items { id title author { name } genres { name } reviews { totalCount } } } }`;
    const small = await post(strict, query, { n: 10 });
    expect(small.status).toBe(200);
    expect(small.body.data.books.items).toHaveLength(10);
    const large = await post(strict, query, { n: 100 });
    expect(large.status).toBe(400);
    expect(large.body.errors[0].message).toBe('Query Cost limit of 1000 exceeded, found 2001.');
    expect(large.body.extensions.restCalls).toEqual([]);
  });

  it('lets every operation the web app sends through, the heaviest with room to spare', async () => {
    const schema = withListSizes(buildSchema(typeDefs));
    const sample = (type: GraphQLInputType): unknown => {
      if (isNonNullType(type)) return sample(type.ofType);
      if (isListType(type)) return [];
      const named = getNamedType(type);
      if (isEnumType(named)) return named.getValues()[0]!.value;
      if (isInputObjectType(named))
        return Object.fromEntries(
          Object.values(named.getFields())
            .filter((f) => isNonNullType(f.type))
            .map((f) => [f.name, sample(f.type)]),
        );
      const scalars: Record<string, unknown> = { Int: 1, Float: 1, Boolean: true, Date: '2000-01-01' };
      return scalars[named.name] ?? (named.name === 'DateTime' ? '2000-01-01T00:00:00Z' : '1');
    };
    const generated = path.resolve(import.meta.dirname, '../../web/src/gql/graphql.ts');
    const documents = Object.entries((await import(generated)) as Record<string, unknown>).filter(
      ([name, value]) => name.endsWith('Document') && typeof value === 'object' && value !== null && 'kind' in value,
    ) as [string, DocumentNode][];
    expect(documents.length).toBeGreaterThan(10);
    const limit = readGatewayConfig({}).limits.cost;
    const costs = documents.map(([name, document]) => {
      const operation = document.definitions.find(
        (d) => d.kind === Kind.OPERATION_DEFINITION,
      ) as OperationDefinitionNode;
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? [])
          .filter((v) => v.type.kind === Kind.NON_NULL_TYPE)
          .map((v) => [v.variable.name.value, sample(typeFromAST(schema, v.type) as GraphQLInputType)]),
      );
      return [name, operationCost(schema, document, operation, variables)] as const;
    });
    for (const [name, cost] of costs) {
      expect(cost, name).toBeTypeOf('number');
      expect(cost!, name).toBeLessThanOrEqual(limit / 4);
    }
    // The bench's heaviest: two pages of 96 books with every viewer field.
    const BOOK = 'id title price rating isBestSeller author { id name } inCart cartItem { id } isFavorite inWishlist';
    const bench = parse(
      `{ a: books(page: 1, pageSize: 96) { items { ${BOOK} } } b: books(page: 2, pageSize: 96) { items { ${BOOK} } } }`,
    );
    expect(operationCost(schema, bench, bench.definitions[0] as OperationDefinitionNode)).toBeLessThanOrEqual(limit);
  });
});

describe('Lists cost a constant number of REST calls', () => {
  it('lists a page of 100 authors with the first books of each and their review totals in 2 calls', async () => {
    const query = `{ authors(pageSize: 100) { totalCount items { id name books(pageSize: 5) { totalCount items { id title reviewsCount } } } } }`;
    const { data, restCalls } = await ok(query, {}, undefined, uncached);
    expect(data.authors.items).toHaveLength(100);
    expect(data.authors.totalCount).toBe(150);
    for (const a of data.authors.items) {
      expect(a.books.items.length).toBe(Math.min(5, a.books.totalCount));
    }
    // GET /authors/, then the first page of books of the page's 100 authors in one batch read.
    expect(restCalls.map((c) => c.path)).toEqual(['/authors/', '/authors/books/']);
    const batch = new URLSearchParams(restCalls[1]!.query);
    expect(batch.getAll('id')).toHaveLength(100);
    expect(batch.get('page_size')).toBe('5');
    const one = data.authors.items[7];
    const single = await ok(
      `query ($id: ID!) { author(id: $id) { books(pageSize: 5) { totalCount items { id title reviewsCount } } } }`,
      { id: one.id },
    );
    expect(single.data.author.books).toEqual(one.books);
  });

  it("answers a page of 100 books with each one's reviews and the member's own review in 3 calls", async () => {
    const me = await newMember();
    const other = await newMember();
    const page = await ok(`{ books(pageSize: 100) { items { id } } }`);
    const [mine, theirs] = [page.data.books.items[3].id, page.data.books.items[4].id];
    const write = `mutation ($id: ID!) { createReview(bookId: $id, input: { rating: 5, title: "Loved it", content: "Read it twice." }) { id } }`;
    const written = await ok(write, { id: mine }, me.token);
    await ok(write, { id: theirs }, other.token);

    const query = `{ books(pageSize: 100) { items { id reviews { totalCount items { id } } myReview { id rating } } } }`;
    const { data, restCalls } = await ok(query, {}, me.token, uncached);
    expect(restCalls.map((c) => c.path)).toEqual(['/books/', '/books/reviews/', '/books/has-reviewed/']);
    const items = data.books.items;
    expect(items).toHaveLength(100);
    const byId = new Map(items.map((b: any) => [b.id, b]));
    expect((byId.get(mine) as any).myReview).toEqual({ id: written.data.createReview.id, rating: 5 });
    // Another member's review is theirs alone.
    expect((byId.get(theirs) as any).myReview).toBeNull();
    expect(items.filter((b: any) => b.myReview !== null)).toHaveLength(1);
    // Each book's reviews as its own detail page shows them.
    for (const book of [items[0], byId.get(mine), byId.get(theirs)] as any[]) {
      const single = await ok(`query ($id: ID!) { book(id: $id) { reviews { totalCount items { id } } } }`, {
        id: book.id,
      });
      expect(book.reviews).toEqual(single.data.book.reviews);
    }
  });
});

describe('At most 50 REST calls a request', () => {
  let viewer: Member;
  const others: Member[] = [];
  beforeAll(async () => {
    viewer = await newMember();
    // One at a time: sign-ups hash passwords, and this machine's two cores are shared.
    for (let i = 0; i < 16; i++) others.push(await newMember());
  });

  it('cuts an operation needing 53 calls at 50: the rest fails with UPSTREAM_CALL_LIMIT, the answer still comes', async () => {
    // 16 profiles × (the profile, where you stand, their reviews) + 5 of your own lists = 53 calls.
    const profiles = others.map(
      (o, i) => `${i ? `u${i}: ` : ''}user(id: "${o.id}") { id friendship { status } reviews { totalCount } }`,
    );
    const query = `{ ${profiles.join(' ')} me { id } cart { count } favorites { id } wishlist { id } orders { items { id } } }`;
    const result = await gql(query, {}, viewer.token, uncached);
    expect(result.restCalls).toHaveLength(50);
    expect(result.errors).toHaveLength(3);
    for (const error of result.errors!) {
      expect(error.extensions?.code).toBe('UPSTREAM_CALL_LIMIT');
      expect(error.message).toMatch(/at most 50 calls/);
    }
    expect(result.data.me).toEqual({ id: viewer.id });
    expect(result.data.cart).toEqual({ count: 0 });
    const answered = Object.entries(result.data).filter(([key, value]) => /^(u\d+|user)$/.test(key) && value !== null);
    expect(answered.length).toBeGreaterThanOrEqual(13);
  });

  it('reads REST_MAX_CALLS_PER_OPERATION', () => {
    expect(readGatewayConfig({}).restMaxCallsPerOperation).toBe(50);
    expect(readGatewayConfig({ REST_MAX_CALLS_PER_OPERATION: '20' }).restMaxCallsPerOperation).toBe(20);
  });

  describe("one operation's own deadline", () => {
    const restUrl = inject('restUrl');
    // Passes every request on to REST, except members' review lists, which it never answers.
    const listener = createServer(async (req: IncomingMessage, res: ServerResponse) => {
      if (/^\/api\/users\/\d+\/reviews\//.test(req.url ?? '')) return;
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)),
      ) as Record<string, string>;
      const upstream = await fetch(`${restUrl}${req.url}`, { method: req.method, headers });
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    });
    afterAll(() => {
      listener.closeAllConnections();
      return new Promise((resolve) => listener.close(resolve));
    });

    it("does not open the breaker for another member's requests, during or after a heavy operation", async () => {
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      const origin = await gatewayWith({
        restUrl: `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api`,
        publicCacheTtlMs: 0,
        // Only the operation's deadline cuts its calls short, never REST's own timeout.
        restDeadlineMs: 1000,
        restTimeoutMs: 5000,
      });
      const url = `${origin}/graphql`;
      const heavy = `{ ${others
        .slice(0, 8)
        .map((o, i) => `u${i}: user(id: "${o.id}") { id reviews { totalCount } }`)
        .join(' ')} }`;
      const light = `{ me { id } cart { count } }`;
      const running = gql(heavy, {}, viewer.token, url);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const during = await gql(light, {}, others[8]!.token, url);
      expect(during.errors).toBeUndefined();
      const cut = await running;
      expect(codeOf(cut)).toBe('UPSTREAM_UNAVAILABLE');
      expect(cut.restCalls.filter((c) => c.path.endsWith('/reviews/'))).toHaveLength(8);
      const after = await gql(light, {}, others[9]!.token, url);
      expect(after.errors).toBeUndefined();
      expect(after.data.me).toEqual({ id: others[9]!.id });
      expect(after.restCalls.length).toBeGreaterThan(0);
    });
  });
});
