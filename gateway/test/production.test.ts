/**
 * The gateway as production runs it (NODE_ENV=production, as in docker-compose.yml): no
 * introspection, no 'Did you mean …' naming the schema (over HTTP and WebSocket), no stack
 * trace in any error, a client's mistakes answered with client codes (never INTERNAL_SERVER_ERROR)
 * over HTTP and WebSocket alike, /metrics only with METRICS_TOKEN, and security headers with Content-Security-
 * Policies on the web app, the IDE and GraphQL answers; no start at all without WEB_URL, whose https
 * makes the session cookie Secure. e2e/ checks the web app works under its CSP.
 */
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { readGatewayConfig } from '../src/config.js';
import { gql, newMember } from './client.js';
import { closedPort, gatewayWith } from './gateways.js';
import { closeClients, liveClient, subscribe } from './live.js';

const production = {
  ...readGatewayConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    METRICS_TOKEN: '',
    WEB_URL: 'https://pustak.example.np',
  }),
  restUrl: `${inject('restUrl')}/api`,
  webDist: '/nonexistent',
};
afterAll(closeClients);

/** A built web app of one page, with no inline script of its own. */
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'pustak-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Pustak</title></head><body></body></html>',
  );
});
afterAll(() => rm(webDist, { recursive: true, force: true }));

async function post(url: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { errors?: { message: string; extensions: Record<string, unknown> }[] },
  };
}

/** Operations that each fail in their own way, schema details and all. */
const MISTAKES: { query: string; variables?: Record<string, unknown> }[] = [
  { query: '{ genre { id } }' }, // a field
  { query: '{ book(id: "1") { titl } }' }, // a field of a type
  { query: '{ books(filtr: {}) { totalCount } }' }, // an argument
  { query: '{ books(filter: { languag: "x" }) { totalCount } }' }, // an input field
  { query: '{ books(filter: { ordering: PRICE_AS }) { totalCount } }' }, // an enum value
  { query: 'query($f: BookFilte) { books(filter: $f) { totalCount } }' }, // a type
  { query: 'query($o: BookOrdering) { books(filter: { ordering: $o }) { totalCount } }', variables: { o: 'PRICE_AS' } },
  { query: 'query($f: BookFilter) { books(filter: $f) { totalCount } }', variables: { f: { languag: 'x' } } },
];

describe('NODE_ENV=production', () => {
  it('refuses introspection and names nothing the client did not send', async () => {
    const graphql = `${await gatewayWith(production)}/graphql`;
    const introspection = await post(graphql, { query: '{ __type(name: "Book") { fields { name } } }' });
    expect(introspection.status).toBe(400);
    expect(introspection.body.errors![0]!.message).toMatch(/introspection/i);
    for (const mistake of MISTAKES) {
      const { body } = await post(graphql, mistake);
      const message = body.errors![0]!.message;
      expect(message, mistake.query).not.toMatch(
        /Did you mean|Suggestion|PRICE_ASC|language|"title"|BookFilter"\?|genres/,
      );
      expect(message, mistake.query).toMatch(/\.$/); // a whole sentence, not one cut short
    }
    // Development keeps the suggestions: they help whoever writes the queries.
    const dev = await post(`${await gatewayWith()}/graphql`, MISTAKES[0]);
    expect(dev.body.errors![0]!.message).toMatch(/Did you mean "genres"/);
  });

  it('names nothing over WebSocket either, wherever the schema is hidden', async () => {
    const member = await newMember();
    const hidden = { restUrl: production.restUrl, introspection: false };
    for (const origin of [await gatewayWith(production), await gatewayWith(hidden)]) {
      const feed = subscribe(liveClient(origin, member.token), 'subscription { cartChange { count } }');
      const [error] = await feed.nextErrors();
      expect(error!.message).not.toMatch(/Did you mean|cartChanged|Suggestion/);
    }
    // Outside production the mistake itself is still named.
    const feed = subscribe(
      liveClient(await gatewayWith(hidden), member.token),
      'subscription { cartChange { count } }',
    );
    expect((await feed.nextErrors())[0]!.message).toBe('Cannot query field "cartChange" on type "Subscription".');
  });

  it('answers a client’s mistakes with client codes, over HTTP and WebSocket alike', async () => {
    const origin = await gatewayWith(production);
    const member = await newMember();
    // An automatic persisted query whose hash is not its text's.
    const apq = await post(`${origin}/graphql`, {
      query: '{ genres { id } }',
      extensions: { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update('{ x }').digest('hex') } },
    });
    expect(apq.status).toBe(400);
    expect(apq.body.errors![0]!.extensions.code).toBe('PERSISTED_QUERY_HASH_MISMATCH');

    const overHttp = async (query: string) =>
      (await post(`${origin}/graphql`, { query })).body.errors![0]!.extensions.code;
    const overWebSocket = async (query: string, variables: Record<string, unknown> = {}, operationName?: string) => {
      const client = liveClient(origin, member.token);
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query, variables, operationName },
          { next: (r) => resolve(r.errors), error: resolve, complete: () => {} },
        );
      });
      return (errors as { extensions?: { code?: string } }[])[0]?.extensions?.code;
    };
    const unknownField = 'subscription { cartChange { count } }';
    expect(await overHttp(unknownField)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await overWebSocket(unknownField)).toBe('GRAPHQL_VALIDATION_FAILED');
    const unreadable = 'subscription { cartChanged { count }';
    expect(await overHttp(unreadable)).toBe('GRAPHQL_PARSE_FAILED');
    expect(await overWebSocket(unreadable)).toBe('GRAPHQL_PARSE_FAILED');
    // A wrong value, written in the document or sent as a variable, is bad input (as over HTTP).
    expect(await overWebSocket('subscription { orderUpdated(id: 1.5) { id } }')).toBe('BAD_USER_INPUT');
    const byVariable = 'subscription ($id: ID!) { orderUpdated(id: $id) { id } }';
    expect(await overWebSocket(byVariable)).toBe('BAD_USER_INPUT');
    expect(await overWebSocket(byVariable, { id: { not: 'an id' } })).toBe('BAD_USER_INPUT');
    // An operation name the document does not hold.
    expect(await overWebSocket('subscription A { cartChanged { count } }', {}, 'B')).toBe(
      'OPERATION_RESOLUTION_FAILURE',
    );
  });

  it('puts no stack trace in any error; development does', async () => {
    // A REST service whose answers are not what SPEC documents: an unexpected failure in the gateway.
    const odd = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => odd.close(() => resolve())));
    const oddRest = `http://127.0.0.1:${(odd.address() as AddressInfo).port}/api`;
    const downRest = `http://127.0.0.1:${await closedPort()}/api`;
    const cases = [
      { restUrl: `${inject('restUrl')}/api`, query: '{ genre { id } }' }, // GRAPHQL_VALIDATION_FAILED
      { restUrl: `${inject('restUrl')}/api`, query: '{ book(id: 1 }' }, // GRAPHQL_PARSE_FAILED
      { restUrl: `${inject('restUrl')}/api`, query: '{ me { id } myOrders { id } }' }, // UNAUTHENTICATED
      {
        restUrl: `${inject('restUrl')}/api`,
        query: 'mutation { login(email: "no@one.np", password: "wrong one") { token } }',
      },
      { restUrl: downRest, query: '{ genres { id } }' }, // UPSTREAM_UNAVAILABLE
      { restUrl: oddRest, query: '{ genres { id } }' }, // INTERNAL_SERVER_ERROR
    ];
    const codes = new Set<unknown>();
    for (const { restUrl, query } of cases) {
      const result = await gql(query, {}, undefined, `${await gatewayWith({ ...production, restUrl })}/graphql`);
      expect(result.errors?.length, query).toBeGreaterThan(0);
      for (const error of result.errors!) {
        codes.add(error.extensions?.code);
        expect(Object.keys(error.extensions ?? {}), query).not.toContain('stacktrace');
        expect(JSON.stringify(error), query).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|\bat new /);
      }
    }
    expect(codes).toContain('INTERNAL_SERVER_ERROR');
    expect(codes).toContain('UPSTREAM_UNAVAILABLE');
    const dev = await gql('{ genres { id } }', {}, undefined, `${await gatewayWith({ restUrl: oddRest })}/graphql`);
    expect(dev.errors![0]!.extensions).toHaveProperty('stacktrace');
  });
});

describe('/metrics', () => {
  it('is not served in production without METRICS_TOKEN, not even as a page of the web app', async () => {
    const origin = await gatewayWith({ ...production, webDist });
    expect((await fetch(`${origin}/metrics`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { headers: { authorization: 'Bearer anything' } })).status).toBe(404);
  });

  it('answers only the METRICS_TOKEN bearer when one is set', async () => {
    const origin = await gatewayWith({ ...production, metricsToken: 'scrape-secret-0123456789' });
    for (const authorization of [
      undefined,
      'Bearer wrong',
      'Bearer scrape-secret-012345678',
      'scrape-secret-0123456789',
    ]) {
      const res = await fetch(`${origin}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(res.status, authorization).toBe(401);
      expect(await res.text(), authorization).not.toMatch(/pustak_|process_/);
    }
    const res = await fetch(`${origin}/metrics`, { headers: { authorization: 'Bearer scrape-secret-0123456789' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^# HELP/m);
  });
});

describe('Security headers', () => {
  it('send nosniff, deny framing and give the web app, the IDE and GraphQL a CSP', async () => {
    const origin = await gatewayWith({ webDist, mediaOrigin: 'https://media.pustak.example' });
    const page = await fetch(`${origin}/books/12`);
    const html = await page.text();
    // The page's inline script (the settings; this build draws no pages, so no code loader) is
    // allowed by its hash, and nothing else inline is.
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const csp = page.headers.get('content-security-policy')!;
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `));
    const hashes = inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(directive('script-src')).toBe(`script-src 'self' ${hashes.join(' ')}`);
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://media.pustak.example");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);

    const ide = await fetch(`${origin}/graphql`, { headers: { accept: 'text/html' } });
    expect(ide.status).toBe(200);
    expect(ide.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(ide.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/);
    const graphql = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ genres { id } }' }),
    });
    for (const res of [page, ide, graphql, await fetch(`${origin}/healthz`), await fetch(`${origin}/no/such.js`)]) {
      expect(res.headers.get('x-content-type-options'), res.url).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), res.url).toBe('DENY');
      expect(res.headers.get('content-security-policy'), res.url).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('strict-transport-security'), res.url).toBeNull();
    }
  });

  it('take covers from REST’s PUBLIC_URL, else from REST_URL’s origin', () => {
    expect(readGatewayConfig({ REST_URL: 'http://127.0.0.1:8123/api' }).mediaOrigin).toBe('http://127.0.0.1:8123');
    expect(readGatewayConfig({ PUBLIC_URL: 'https://pustak.np/' }).mediaOrigin).toBe('https://pustak.np');
  });

  it('send Strict-Transport-Security only when HSTS_MAX_AGE is set', async () => {
    const origin = await gatewayWith({ hstsMaxAge: 31536000 });
    expect((await fetch(`${origin}/healthz`)).headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

describe('WEB_URL in production', () => {
  it('is required: the gateway refuses to start without it, and says so', async () => {
    const { WEB_URL: _, ...withoutWebUrl } = process.env;
    const main = path.resolve(import.meta.dirname, '../src/main.ts');
    const started = promisify(execFile)(process.execPath, ['--import', 'tsx', main], {
      env: { ...withoutWebUrl, NODE_ENV: 'production', GATEWAY_PORT: '0', REST_URL: `${inject('restUrl')}/api` },
      timeout: 20_000, // within the test's own timeout, so a gateway that did start is ended here
    });
    const failure = await started.then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('Refusing to start in production (NODE_ENV=production)');
    expect(failure?.stderr).toContain('WEB_URL is not set');

    const unset = readGatewayConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    await expect(gatewayWith(unset)).rejects.toThrow(/WEB_URL is not set/);
    await expect(gatewayWith({ ...production, webUrl: 'pustak.example.np' })).rejects.toThrow(/http or https/);
    // Outside production nothing is asked for.
    expect((await fetch(`${await gatewayWith({ webUrlIsSet: false })}/healthz`)).status).toBe(200);
  });

  it('names the public address in robots.txt and makes the session cookie Secure behind https', async () => {
    const m = await newMember();
    const session = async (webUrl: string) => {
      const origin = await gatewayWith({ ...production, webDist, webUrl });
      const robots = await (await fetch(`${origin}/robots.txt`)).text();
      const res = await fetch(`${origin}/session`, { method: 'POST', headers: { authorization: `Bearer ${m.token}` } });
      expect(res.status).toBe(204);
      return { robots, cookie: res.headers.get('set-cookie')! };
    };
    const https = await session('https://pustak.example.np');
    expect(https.robots).toContain('Sitemap: https://pustak.example.np/sitemap.xml');
    expect(https.cookie).toMatch(/^pustak\.session=[^;]+;.*HttpOnly.*; Secure$/);
    const http = await session('http://pustak.lan');
    expect(http.robots).toContain('Sitemap: http://pustak.lan/sitemap.xml');
    expect(http.cookie).not.toMatch(/Secure/);
  });
});
