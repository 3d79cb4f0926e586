/**
 * Gateways built with other settings beside the shared one: the members-only catalog
 * (CATALOG_REQUIRES_AUTH, SPEC §2's second reading) and a REST service that is not there.
 */
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readGatewayConfig, type GatewayConfig } from '../src/config.js';
import { buildGateway } from '../src/server.js';
import { codeOf, gql, newMember, ok } from './client.js';

const started: FastifyInstance[] = [];
afterAll(() => Promise.all(started.map((app) => app.close())));

async function gatewayWith(settings: Partial<GatewayConfig>): Promise<string> {
  const config = {
    ...readGatewayConfig({}),
    restUrl: `${inject('restUrl')}/api`,
    ...settings,
    webDist: '/nonexistent',
  };
  const app = await buildGateway(config, { exposeRestCalls: true });
  started.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const CATALOG = [
  'books { totalCount }',
  'featuredBooks { id }',
  'newBooks { id }',
  'book(id: "1") { id }',
  'genres { id }',
  'authors { id }',
  'author(id: "1") { id }',
];

describe('CATALOG_REQUIRES_AUTH=true', () => {
  it('tells clients, refuses the catalog to guests without calling REST, and serves members', async () => {
    const url = `${await gatewayWith({ catalogRequiresAuth: true })}/graphql`;
    const config = await gql(`{ appConfig { catalogRequiresAuth } quoteOfTheDay { text } }`, {}, undefined, url);
    expect(config.data).toMatchObject({ appConfig: { catalogRequiresAuth: true } });
    for (const field of CATALOG) {
      const guest = await gql(`{ ${field} }`, {}, undefined, url);
      expect(codeOf(guest), field).toBe('UNAUTHENTICATED');
      expect(guest.restCalls).toEqual([]);
    }
    const m = await newMember();
    const member = await ok(`{ ${CATALOG.join(' ')} }`, {}, m.token, url);
    expect(member.data.books.totalCount).toBeGreaterThan(0);
  });
});

describe('REST unreachable', () => {
  it('answers UPSTREAM_UNAVAILABLE for REST fields and still answers the rest of the operation', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    const origin = await gatewayWith({ restUrl: `${down}/api`, quoteUrl: `${down}/quote` });
    const result = await gql(
      `{ appConfig { catalogRequiresAuth } quoteOfTheDay { text author } book(id: "1") { id } }`,
      {},
      undefined,
      `${origin}/graphql`,
    );
    expect(codeOf(result)).toBe('UPSTREAM_UNAVAILABLE');
    expect(result.errors![0]!.message).toMatch(/not answering/);
    // SPEC §7: when the quote service fails, the quote about books as portable magic.
    expect(result.data).toEqual({
      appConfig: { catalogRequiresAuth: false },
      quoteOfTheDay: { text: 'Books are a uniquely portable magic.', author: 'Stephen King' },
      book: null,
    });
    const health = await fetch(`${origin}/health`);
    expect(health.status).toBe(503);
  });
});
