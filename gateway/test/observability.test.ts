/**
 * Observability: JSON log lines with a request id that the caller gets back and REST logs too,
 * never a token, a password or variables; /metrics with operations, error codes, REST calls by
 * route and status and latency histograms; /healthz and /readyz: ready while REST answers, only
 * degraded (still ready) without Redis.
 * The log tests run their own REST service, so its log lines can be read.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../rest/src/config.js';
import { startRest, type RunningRest } from '../../rest/src/server.js';
import { gql, newMember, ok } from './client.js';
import { closedPort, gatewayWith, tcpProxy } from './gateways.js';

type Line = Record<string, unknown> & { reqId?: string; msg?: string };

/** A log destination that keeps every line, raw and parsed. */
function capture() {
  const raw: string[] = [];
  return {
    raw,
    lines: () => raw.map((line) => JSON.parse(line) as Line),
    stream: { write: (line: string) => void raw.push(line) },
  };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { requestId: res.headers.get('x-request-id'), body: (await res.json()) as any };
}

describe('Log lines and request ids', () => {
  const restLog = capture();
  const gatewayLog = capture();
  let rest: RunningRest;
  let dataDir = '';
  let graphql = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-observability-'));
    rest = await startRest(
      { ...readConfig({}), port: 0, dataDir, logLevel: 'warn' },
      { logger: { level: 'info', stream: restLog.stream }, mailer: { send: async () => {} } },
    );
    const origin = await gatewayWith(
      { restUrl: `${rest.url}/api`, logLevel: 'info' },
      { exposeRestCalls: true, logStream: gatewayLog.stream },
    );
    graphql = `${origin}/graphql`;
  });
  afterAll(async () => {
    await rest?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers with the caller’s request id, logs the operation under it, and REST logs the same id', async () => {
    const { requestId, body } = await post(
      graphql,
      { query: 'query BookPage { book(id: "1") { title author { name } } }' },
      { 'x-request-id': 'checkout-7f3a.1' },
    );
    expect(requestId).toBe('checkout-7f3a.1');
    expect(body.data.book.title).toBeTruthy();

    const operation = gatewayLog.lines().find((l) => l.reqId === requestId && l.msg === 'graphql operation');
    expect(operation).toMatchObject({
      operation: 'BookPage',
      type: 'query',
      errors: [],
      restCalls: body.extensions.restCalls.length,
    });
    expect(operation!.durationMs).toEqual(expect.any(Number));
    // Each REST call was logged by REST under the gateway's id.
    const answered = restLog.lines().filter((l) => l.reqId === requestId && l.msg === 'request completed');
    expect(answered).toHaveLength(body.extensions.restCalls.length);
    expect(answered.length).toBeGreaterThan(0);
  });

  it('makes up an id when the caller sends none or a strange one, and REST gets that one', async () => {
    const none = await post(graphql, { query: '{ genres { id } }' });
    const strange = await post(graphql, { query: '{ genres { id } }' }, { 'x-request-id': 'a b\u00e9'.repeat(60) });
    for (const { requestId } of [none, strange]) {
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(gatewayLog.lines().some((l) => l.reqId === requestId && l.msg === 'graphql operation')).toBe(true);
    }
    expect(none.requestId).not.toBe(strange.requestId);
    const calledRest = none.body.extensions.restCalls.length > 0 ? none : strange;
    expect(restLog.lines().some((l) => l.reqId === calledRest.requestId)).toBe(true);
  });

  it('never logs a token, a password or variables, even when they were sent', async () => {
    const password = 'pustak123';
    const login = await post(graphql, {
      query:
        'mutation SignIn($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      variables: { email: 'aarati@pustak.np', password },
    });
    const token: string = login.body.data.login.token;
    expect(token).toBeTruthy();
    const me = await post(graphql, { query: 'query Me { me { username } }' }, { authorization: `Bearer ${token}` });
    expect(me.body.data.me.username).toBeTruthy();
    // A GET carries its variables in the URL: the request line is logged by path only.
    const secret = 'variable-value-nobody-may-read';
    const get = await fetch(
      `${graphql}?query=${encodeURIComponent('query Find($id: ID!) { book(id: $id) { title } }')}&variables=${encodeURIComponent(JSON.stringify({ id: secret }))}`,
      { headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } },
    );
    expect(get.status).toBe(200);

    const lines = gatewayLog.lines();
    expect(lines.some((l) => l.reqId === login.requestId && l.operation === 'SignIn')).toBe(true);
    expect(lines.some((l) => l.reqId === me.requestId && l.operation === 'Me')).toBe(true);
    expect(lines.some((l) => l.operation === 'Find')).toBe(true);
    const everything = gatewayLog.raw.join('');
    for (const leak of [token, password, secret, 'Bearer', 'aarati@pustak.np']) expect(everything).not.toContain(leak);
  });
});

/** The value of one sample in Prometheus' text format, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const found = /\{(.*)\}/.exec(line)?.[1] ?? '';
    if (Object.entries(labels).every(([k, v]) => found.split(',').includes(`${k}="${v}"`)))
      return Number(line.split(' ').at(-1));
  }
  return undefined;
}

describe('/metrics', () => {
  it('counts operations by name, errors by code and REST calls by route and status, with histograms', async () => {
    const origin = await gatewayWith({ publicCacheTtlMs: 0 });
    const graphql = `${origin}/graphql`;
    const member = await newMember();
    await ok('query BookPage { book(id: "1") { title } }', {}, undefined, graphql);
    await ok('query BookPage { book(id: "2") { title } }', {}, undefined, graphql);
    await ok('query Me { me { username } }', {}, member.token, graphql);
    await gql('query Broken { book(id: "1") { noSuchField } }', {}, undefined, graphql);
    await ok('{ book(id: "99999999") { title } }', {}, undefined, graphql);
    await gql('{ book(id: "no-such-book") { title } }', {}, undefined, graphql);

    const res = await fetch(`${origin}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();

    expect(sample(text, 'pustak_graphql_operations_total', { operation: 'BookPage', type: 'query' })).toBe(2);
    expect(sample(text, 'pustak_graphql_operations_total', { operation: 'Me', type: 'query' })).toBe(1);
    expect(sample(text, 'pustak_graphql_operations_total', { operation: 'anonymous', type: 'query' })).toBe(2);
    expect(sample(text, 'pustak_graphql_operations_total', { operation: 'anonymous', type: 'invalid' })).toBe(1);
    expect(sample(text, 'pustak_graphql_errors_total', { code: 'GRAPHQL_VALIDATION_FAILED' })).toBe(1);
    expect(sample(text, 'pustak_graphql_errors_total', { code: 'BAD_USER_INPUT' })).toBe(1);
    // Ids never become labels: every book is one route.
    expect(sample(text, 'pustak_rest_calls_total', { method: 'GET', route: '/books/:id/', status: '200' })).toBe(2);
    expect(sample(text, 'pustak_rest_calls_total', { method: 'GET', route: '/books/:id/', status: '404' })).toBe(1);
    expect(sample(text, 'pustak_rest_calls_total', { method: 'GET', route: '/users/profile/', status: '200' })).toBe(1);
    expect(text).not.toContain('no-such-book');

    expect(sample(text, 'pustak_graphql_operation_duration_seconds_count', { operation: 'BookPage' })).toBe(2);
    expect(
      sample(text, 'pustak_graphql_operation_duration_seconds_bucket', { operation: 'BookPage', le: '+Inf' }),
    ).toBe(2);
    expect(sample(text, 'pustak_rest_call_duration_seconds_count', { method: 'GET', route: '/books/:id/' })).toBe(3);
    expect(
      sample(text, 'pustak_rest_call_duration_seconds_sum', { method: 'GET', route: '/books/:id/' }),
    ).toBeGreaterThan(0);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('keeps each gateway’s counts to itself', async () => {
    const a = await gatewayWith();
    const b = await gatewayWith();
    await ok('query OnlyOnA { genres { id } }', {}, undefined, `${a}/graphql`);
    expect(
      sample(await (await fetch(`${a}/metrics`)).text(), 'pustak_graphql_operations_total', { operation: 'OnlyOnA' }),
    ).toBe(1);
    expect(
      sample(await (await fetch(`${b}/metrics`)).text(), 'pustak_graphql_operations_total', { operation: 'OnlyOnA' }),
    ).toBeUndefined();
  });
});

describe('/healthz and /readyz', () => {
  it('says the process is up, and ready only while REST answers', async () => {
    const up = await gatewayWith();
    expect((await fetch(`${up}/healthz`)).status).toBe(200);
    const ready = await fetch(`${up}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });

    const orphan = await gatewayWith({ restUrl: `http://127.0.0.1:${await closedPort()}/api` });
    expect((await fetch(`${orphan}/healthz`)).status).toBe(200);
    const notReady = await fetch(`${orphan}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'unavailable', failing: ['rest'] });
    expect(
      sample(await (await fetch(`${orphan}/metrics`)).text(), 'pustak_dependency_up', { dependency: 'rest' }),
    ).toBe(0);
  });

  it('stays ready without Redis, which only makes it degraded', async () => {
    const redisGone = await gatewayWith({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    expect((await fetch(`${redisGone}/healthz`)).status).toBe(200);
    const ready = await fetch(`${redisGone}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'degraded', degraded: ['redis'] });
    const metrics = await (await fetch(`${redisGone}/metrics`)).text();
    expect(sample(metrics, 'pustak_dependency_up', { dependency: 'redis' })).toBe(0);
    expect(sample(metrics, 'pustak_dependency_up', { dependency: 'rest' })).toBe(1);
    // It serves: a read and a write.
    const m = await newMember();
    await ok(`mutation { addToCart(bookId: "4") { id } }`, {}, m.token, `${redisGone}/graphql`);
    expect((await ok(`{ cart { count } book(id: "4") { id } }`, {}, m.token, `${redisGone}/graphql`)).data).toEqual({
      cart: { count: 1 },
      book: { id: '4' },
    });

    const bothGone = await gatewayWith({
      restUrl: `http://127.0.0.1:${await closedPort()}/api`,
      redisUrl: `redis://127.0.0.1:${await closedPort()}`,
    });
    const notReady = await fetch(`${bothGone}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'unavailable', failing: ['rest'], degraded: ['redis'] });
  });

  it.runIf(process.env.TEST_REDIS_URL)('is ready through a Redis that goes away and comes back', async () => {
    const redis = new URL(process.env.TEST_REDIS_URL!);
    const proxy = await tcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    const origin = await gatewayWith({
      redisUrl: `redis://127.0.0.1:${proxy.port}`,
      redisChannelPrefix: `pustak-test-${randomBytes(6).toString('hex')}:`,
    });
    const readiness = async () => {
      const res = await fetch(`${origin}/readyz`);
      return { status: res.status, body: await res.json() };
    };
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ok' } });

    await proxy.stop();
    expect(await readiness()).toEqual({ status: 200, body: { status: 'degraded', degraded: ['redis'] } });
    const m = await newMember();
    await ok(`mutation { addFavorite(bookId: "6") { id } }`, {}, m.token, `${origin}/graphql`);
    expect((await ok(`{ book(id: "6") { isFavorite } }`, {}, m.token, `${origin}/graphql`)).data.book).toEqual({
      isFavorite: true,
    });

    await proxy.start();
    // ioredis reconnects within a second by itself.
    await expect.poll(readiness, { timeout: 10_000, interval: 200 }).toEqual({ status: 200, body: { status: 'ok' } });
  });
});
