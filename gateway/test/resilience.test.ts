/**
 * When REST is slow or gone, operations fail within a bounded time with UPSTREAM_UNAVAILABLE,
 * the gateway keeps answering (/healthz 200, /health 503), and it recovers by itself when REST
 * answers again: against a listener that accepts and never answers, and a REST process that is
 * stopped and started again on the same port. A caller's bad input is that caller's error and
 * never counts as REST being down, so it cannot open the breaker for everyone else.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../../rest/src/config.js';
import { startRest, type RunningRest } from '../../rest/src/server.js';
import { codeOf, gql, newMember, type Result } from './client.js';
import { gatewayWith } from './gateways.js';
import { handshake } from './live.js';

const OPERATION = `{ appConfig { catalogRequiresAuth } author(id: "1") { name } book(id: "1") { id title author { name } } }`;
const BOUND_MS = 5000;

async function timed(url: string): Promise<{ result: Result; ms: number }> {
  const started = Date.now();
  const result = await gql(OPERATION, {}, undefined, url);
  return { result, ms: Date.now() - started };
}

async function status(url: string): Promise<number> {
  return (await fetch(url)).status;
}

/** Retries until the operation answers without errors, as a client would; fails after `withinMs`. */
async function recovered(url: string, withinMs: number): Promise<Result> {
  const until = Date.now() + withinMs;
  for (;;) {
    const result = await gql(OPERATION, {}, undefined, url);
    if (!result.errors) return result;
    if (Date.now() > until) throw new Error(`still failing: ${JSON.stringify(result.errors)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('A REST service that accepts connections and never answers', () => {
  let stalling = true;
  const restUrl = inject('restUrl');
  // Stalls while `stalling`, otherwise passes the request on to the real REST service.
  const listener = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (stalling) return;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)),
    ) as Record<string, string>;
    const upstream = await fetch(`${restUrl}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  afterAll(() => {
    listener.closeAllConnections();
    return new Promise((resolve) => listener.close(resolve));
  });

  it('fails each operation within 5 s, stays up, and recovers by itself', async () => {
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const origin = await gatewayWith({
      restUrl: `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api`,
      publicCacheTtlMs: 0,
    });
    const graphql = `${origin}/graphql`;

    // Several operations at once: each ends within the bound, with the code and the fields that need no REST.
    const outcomes = await Promise.all([timed(graphql), timed(graphql), timed(graphql)]);
    for (const { result, ms } of outcomes) {
      expect(ms).toBeLessThan(BOUND_MS);
      expect(codeOf(result)).toBe('UPSTREAM_UNAVAILABLE');
      expect(result.data).toEqual({ appConfig: { catalogRequiresAuth: false }, author: null, book: null });
    }
    expect(await status(`${origin}/healthz`)).toBe(200);
    expect(await status(`${origin}/health`)).toBe(503);
    expect(await status(`${origin}/readyz`)).toBe(503);

    stalling = false;
    const back = await recovered(graphql, 10_000);
    expect(back.data.book).toMatchObject({ id: '1' });
    expect(await status(`${origin}/health`)).toBe(200);
  });
});

describe('A REST process that is stopped, then started again', () => {
  let rest: RunningRest | undefined;
  let dataDir = '';
  afterAll(async () => {
    await rest?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function startOwnRest(port: number): Promise<RunningRest> {
    return startRest(
      { ...readConfig({}), port, dataDir, logLevel: 'warn' },
      { logger: false, mailer: { send: async () => {} } },
    );
  }

  it('fails fast with UPSTREAM_UNAVAILABLE while it is down and recovers when it returns', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-restart-'));
    rest = await startOwnRest(0);
    const port = Number(new URL(rest.url).port);
    // Without the public cache, which would otherwise answer these public fields while REST is down.
    const origin = await gatewayWith({ restUrl: `${rest.url}/api`, publicCacheTtlMs: 0 });
    const graphql = `${origin}/graphql`;
    expect((await gql(OPERATION, {}, undefined, graphql)).errors).toBeUndefined();

    await rest.close();
    rest = undefined;
    for (let i = 0; i < 6; i++) {
      const { result, ms } = await timed(graphql);
      expect(ms).toBeLessThan(BOUND_MS);
      expect(codeOf(result)).toBe('UPSTREAM_UNAVAILABLE');
      expect(result.errors![0]!.message).toMatch(/not answering/);
    }
    // REST is known to be down: operations fail at once, without trying it.
    expect((await gql(OPERATION, {}, undefined, graphql)).restCalls).toEqual([]);
    expect(await status(`${origin}/healthz`)).toBe(200);
    expect(await status(`${origin}/health`)).toBe(503);

    rest = await startOwnRest(port);
    const back = await recovered(graphql, 10_000);
    expect(back.data.author.name).toBeTruthy();
    expect(await status(`${origin}/health`)).toBe(200);
  });
});

describe('A member’s input that no HTTP header can carry', () => {
  const GUEST_CATALOG = '{ books(page: 1) { items { id title } } genres { id } }';
  const UNSENDABLE = 'ключ';

  /** One batched POST of `operations`, answered in order. */
  async function batch(url: string, token: string, operations: { query: string; variables: object }[]) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(operations),
    });
    return (await res.json()) as (Pick<Result, 'errors'> & { extensions?: { restCalls?: unknown[] } })[];
  }

  it('is that member’s BAD_USER_INPUT, costs no REST call, and guests’ catalog still answers', async () => {
    // Its own gateway, so its own breaker; no public cache, so every guest query asks REST.
    const graphql = `${await gatewayWith({ publicCacheTtlMs: 0 })}/graphql`;
    const member = await newMember();
    const createOrder = {
      query: `mutation ($key: String) { createOrder(itemIds: ["1"], shippingAddressId: "1", idempotencyKey: $key) { id } }`,
      variables: { key: UNSENDABLE },
    };
    const createPayment = {
      query: `mutation ($id: ID!, $key: String) { createPayment(orderId: $id, idempotencyKey: $key) { paymentUrl } }`,
      variables: { id: randomUUID(), key: `x ${UNSENDABLE}` },
    };
    // Ten in one batched request, three times over: far past the breaker's threshold of failures in a row.
    for (let round = 0; round < 3; round++) {
      const answers = await batch(
        graphql,
        member.token,
        Array.from({ length: 10 }, (_, i) => (i % 2 ? createOrder : createPayment)),
      );
      expect(answers).toHaveLength(10);
      for (const answer of answers) {
        expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(answer.errors?.[0]?.message).toMatch(/idempotencyKey/);
        expect(answer.extensions?.restCalls).toEqual([]);
      }
    }
    // A token no header can carry, on a WebSocket (connectionParams are JSON): refused as no token.
    for (let i = 0; i < 6; i++) {
      expect(await handshake(graphql.replace(/\/graphql$/, ''), { authorization: `Bearer ${UNSENDABLE}` })).toEqual({
        acknowledged: false,
        code: 4403,
      });
    }
    for (let i = 0; i < 10; i++) {
      const guest = await gql(GUEST_CATALOG, {}, undefined, graphql);
      expect(guest.errors).toBeUndefined();
      expect(guest.data.books.items.length).toBeGreaterThan(0);
    }
  });
});
