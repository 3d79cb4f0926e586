/**
 * The gateway knows the member from their token's signature (REST's key, published as a JWKS),
 * without a REST call; a token it cannot verify fails the operation as UNAUTHENTICATED before any
 * REST call, whatever the operation asks for.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, generateKeyPair, importPKCS8 } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { codeOf, gql, newMember, ok } from './client.js';
import { closedPort, gatewayWith } from './gateways.js';

/** REST's own signing key, from its DATA_DIR (the outbox lives there too). */
const restKey = async () =>
  importPKCS8(await readFile(path.join(path.dirname(inject('outbox')), 'signing-key.pem'), 'utf8'), 'EdDSA');

const claims = (memberId: string, alg: string) =>
  new SignJWT({ ver: 0 }).setProtectedHeader({ alg, typ: 'JWT' }).setSubject(memberId).setIssuer('pustak-rest');

describe('Tokens verified by the gateway', () => {
  it('refuses a forged, an expired and an HS256 token with UNAUTHENTICATED and no REST call', async () => {
    const m = await newMember();
    const forged = await claims(m.id, 'EdDSA')
      .setExpirationTime('1h')
      .sign((await generateKeyPair('EdDSA')).privateKey);
    const expired = await claims(m.id, 'EdDSA')
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(1_700_000_060)
      .sign(await restKey());
    // A token from before the key pair: HS256 with a shared secret.
    const hs256 = await claims(m.id, 'HS256')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('the old JWT_SECRET'));
    for (const token of [forged, expired, hs256, 'garbage']) {
      for (const query of [
        `{ me { id } }`,
        `{ books(page: 1) { totalCount } }`,
        `mutation { addFavorite(bookId: "1") { id } }`,
      ]) {
        const result = await gql(query, {}, token);
        expect(codeOf(result), `${query} with ${token.slice(0, 12)}`).toBe('UNAUTHENTICATED');
        expect(result.data ?? null).toBeNull();
        expect(result.restCalls).toEqual([]);
      }
    }
  });

  it("lets in a token signed with REST's key: `me` costs only REST's own answer", async () => {
    const m = await newMember();
    const valid = await claims(m.id, 'EdDSA')
      .setExpirationTime('1h')
      .sign(await restKey());
    const me = await ok(`{ me { id } }`, {}, valid);
    expect(me.data.me.id).toBe(m.id);
    expect(me.restCalls.map((c) => c.path)).toEqual(['/users/profile/']);
  });

  it('refuses each operation of a batched request that carries a bad token', async () => {
    const res = await fetch(inject('gatewayUrl'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer garbage' },
      body: JSON.stringify([{ query: '{ books(page: 1) { totalCount } }' }, { query: '{ me { id } }' }]),
    });
    const body = (await res.json()) as { errors?: { extensions: { code: string } }[] }[];
    expect(body).toHaveLength(2);
    expect(body.map((r) => r.errors?.[0]?.extensions.code)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
  });

  it('still lets REST refuse a revoked token: a password changed elsewhere ends the old token', async () => {
    const m = await newMember();
    const res = await fetch(`${inject('restUrl')}/api/users/change-password/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
      body: JSON.stringify({ current_password: 'correct horse battery', new_password: 'momo at asan tole' }),
    });
    expect(res.status).toBe(200);
    const stale = await gql(`mutation { addFavorite(bookId: "1") { id } }`, {}, m.token);
    expect(codeOf(stale)).toBe('UNAUTHENTICATED');
    expect(stale.restCalls.map((c) => c.path)).toEqual(['/users/favorites/add/']);
  });

  it("answers UPSTREAM_UNAVAILABLE, not UNAUTHENTICATED, when REST's key set cannot be read", async () => {
    const m = await newMember();
    const origin = await gatewayWith({ restUrl: `http://127.0.0.1:${await closedPort()}/api` });
    const result = await gql(`{ me { id } }`, {}, m.token, `${origin}/graphql`);
    expect(codeOf(result)).toBe('UPSTREAM_UNAVAILABLE');
    expect(result.restCalls).toEqual([]);
  });
});
