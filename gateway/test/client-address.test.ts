/**
 * The real client's address at REST (issue 15): the gateway names its own client (from the socket,
 * or from X-Forwarded-For only when TRUST_PROXY says so) with the shared GATEWAY_SECRET, so REST's
 * limits count readers, not the gateway. A stranger's wrong passwords through GraphQL from one
 * address do not stop the member signing in from another.
 */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newMember } from './client.js';
import { gatewayWith } from './gateways.js';

const LOGIN = `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

interface Answer {
  data?: { login?: { token: string } } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A sign-in through the gateway at `graphql`, as a reader behind `forwardedFor` (X-Forwarded-For). */
async function signIn(graphql: string, email: string, password: string, forwardedFor?: string): Promise<Answer> {
  const res = await fetch(graphql, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ query: LOGIN, variables: { e: email, p: password } }),
  });
  return (await res.json()) as Answer;
}

const outcome = (a: Answer) => (a.data?.login?.token ? 'signed in' : a.errors?.[0]?.extensions?.code);

describe('client addresses behind a trusted proxy (TRUST_PROXY)', () => {
  let graphql: string;
  beforeAll(async () => {
    graphql = `${await gatewayWith({ trustProxy: true })}/graphql`;
  });

  it('ten wrong passwords through GraphQL from one address do not stop the member signing in from another', async () => {
    const m = await newMember();
    const home = someAddress();
    expect(outcome(await signIn(graphql, m.email, 'correct horse battery', home))).toBe('signed in');

    const attacker = someAddress();
    for (let i = 0; i < 10; i++) {
      expect(outcome(await signIn(graphql, ` ${m.email.toUpperCase()}`, `guess ${i}`, attacker))).toBe(
        'UNAUTHENTICATED',
      );
    }
    const stopped = await signIn(graphql, m.email, 'correct horse battery', attacker);
    expect(stopped.errors?.[0]).toMatchObject({
      message: 'Too many attempts. Please try again in 15 minutes.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });

    expect(outcome(await signIn(graphql, m.email, 'correct horse battery', home))).toBe('signed in');
    // A new address of the member's waits a second, not a quarter of an hour.
    const phone = someAddress();
    expect((await signIn(graphql, m.email, 'correct horse battery', phone)).errors?.[0]?.message).toBe(
      'Too many attempts. Please try again in 1 second.',
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(outcome(await signIn(graphql, m.email, 'correct horse battery', phone))).toBe('signed in');
  });

  it('two readers on different addresses have their own sign-up allowance', async () => {
    const register = async (forwardedFor: string) => {
      const username = `reader_${randomInt(1e12)}`;
      const res = await fetch(graphql, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({
          query: `mutation ($i: RegisterInput!) { register(input: $i) { token } }`,
          variables: {
            i: {
              firstName: 'Maya',
              lastName: 'Gurung',
              username,
              email: `${username}@example.com`,
              dateOfBirth: '1999-03-03',
              password: 'phewa lake sunrise',
              hasAcceptedTerms: true,
              hasAcceptedRentalPolicy: true,
              termsAcceptanceDate: new Date().toISOString(),
            },
          },
        }),
      });
      return outcome((await res.json()) as Answer) ?? 'signed in';
    };
    const busy = someAddress();
    const results: string[] = [];
    for (let i = 0; i < 21; i++) results.push(await register(busy));
    expect(results.slice(0, 20).every((r) => r === 'signed in')).toBe(true);
    expect(results[20]).toBe('TOO_MANY_REQUESTS');
    expect(await register(someAddress())).toBe('signed in');
  });
});

describe('client addresses without TRUST_PROXY', () => {
  it("ignores X-Forwarded-For: a client cannot pick another address's allowance", async () => {
    const graphql = inject('gatewayUrl'); // the shared gateway trusts no proxy
    const m = await newMember();
    for (let i = 0; i < 10; i++) {
      expect(outcome(await signIn(graphql, m.email, `guess ${i}`, someAddress()))).toBe('UNAUTHENTICATED');
    }
    // All ten came from this test's own address (127.0.0.1), whatever the header claimed.
    expect(outcome(await signIn(graphql, m.email, 'correct horse battery', someAddress()))).toBe('TOO_MANY_REQUESTS');
  });
});

describe('REST trusts a forwarded address only with the gateway secret', () => {
  it('a forged address header sent straight to REST is ignored', async () => {
    const m = await newMember();
    const rest = `${inject('restUrl')}/api/users/login/`;
    const post = (password: string, headers: Record<string, string>) =>
      fetch(rest, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: m.email, password }),
      });
    // With the secret, the named address is the reader's: the member signs in at home.
    const home = { 'x-pustak-client-address': someAddress(), 'x-pustak-gateway-secret': inject('gatewaySecret') };
    expect((await post('correct horse battery', home)).status).toBe(200);
    // Without it, the header is ignored: these count against the caller's own socket address.
    for (let i = 0; i < 10; i++) {
      expect((await post(`guess ${i}`, { 'x-pustak-client-address': home['x-pustak-client-address'] })).status).toBe(
        401,
      );
    }
    expect((await post('correct horse battery', {})).status).toBe(429);
    expect((await post('correct horse battery', home)).status).toBe(200);
  });
});
