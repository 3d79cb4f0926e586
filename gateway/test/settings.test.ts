/**
 * Gateways built with other settings beside the shared one: the members-only catalog
 * (CATALOG_REQUIRES_AUTH, SPEC §2's second reading) and a REST service that is not there.
 */
import { describe, expect, it } from 'vitest';
import { codeOf, gql, newMember, ok } from './client.js';
import { closedPort, gatewayWith } from './gateways.js';

const CATALOG = [
  'books { totalCount }',
  'featuredBooks { id }',
  'newBooks { id }',
  'book(id: "1") { id }',
  'genres { id }',
  'authors { items { id } }',
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
