/**
 * Signing out ends the token it is sent with, and only that one: a member signed in on a phone and
 * a laptop who signs out on the phone stays signed in on the laptop. Signing out everywhere ends
 * every token of the member. Both are harmless to repeat, a tampered token is refused, and no
 * one can end a token they do not hold. (Two processes on one database: notices.test.ts.)
 */
import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, importPKCS8 } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootRest, reachableTargets, type OwnRest } from './boot.js';
import { createMember, describeEachTarget, type Api, type Member } from './helpers.js';

const LOGGED_OUT = { success: true, message: 'Logged out successfully' };

/** Signs the member in once more: a second device, with a token of its own. */
async function signInAgain(api: Api, m: Member): Promise<string> {
  const login = await api.post('/users/login/', { email: m.email, password: m.password });
  expect(login.status).toBe(200);
  return login.body.data.tokens.access as string;
}

/** The status a token's next call answers: a read and a write. */
async function statusesOf(api: Api, token: string): Promise<number[]> {
  return [
    (await api.get('/users/profile/', token)).status,
    (await api.patch('/users/settings/', { email_notifications: true }, token)).status,
  ];
}

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** The token with its payload changed and its signature kept. */
function withPayload(token: string, change: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...payloadOf(token), ...change })).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

describeEachTarget('signing out', (api) => {
  it('ends that token only: the same member signed in elsewhere stays signed in', async () => {
    const m = await createMember(api);
    const laptop = await signInAgain(api, m);
    expect(payloadOf(laptop).jti).toEqual(expect.any(String));
    expect(payloadOf(laptop).jti).not.toBe(payloadOf(m.token).jti);
    expect(await statusesOf(api, m.token)).toEqual([200, 200]);
    expect(await statusesOf(api, laptop)).toEqual([200, 200]);

    const out = await api.post('/users/logout/', undefined, m.token);
    expect(out.status).toBe(200);
    expect(out.body).toEqual(LOGGED_OUT);
    expect(await statusesOf(api, m.token)).toEqual([401, 401]);
    expect(await statusesOf(api, laptop)).toEqual([200, 200]);
  });

  it('everywhere ends every token of the member, and nobody else’s', async () => {
    const [m, other] = [await createMember(api), await createMember(api)];
    const laptop = await signInAgain(api, m);
    const out = await api.post('/users/logout/everywhere/', undefined, laptop);
    expect(out.status).toBe(200);
    expect(out.body).toEqual(LOGGED_OUT);
    expect(await statusesOf(api, m.token)).toEqual([401, 401]);
    expect(await statusesOf(api, laptop)).toEqual([401, 401]);
    expect(await statusesOf(api, other.token)).toEqual([200, 200]);
    // Signing in again works.
    expect(await statusesOf(api, await signInAgain(api, m))).toEqual([200, 200]);
  });

  it('again with an ended token answers as before and changes nothing', async () => {
    const m = await createMember(api);
    const laptop = await signInAgain(api, m);
    expect((await api.post('/users/logout/', undefined, m.token)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const again = await api.post('/users/logout/', undefined, m.token);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(LOGGED_OUT);
    }
    // An ended token cannot sign the member's other devices out.
    const everywhere = await api.post('/users/logout/everywhere/', undefined, m.token);
    expect(everywhere.status).toBe(200);
    expect(everywhere.body).toEqual(LOGGED_OUT);
    expect(await statusesOf(api, m.token)).toEqual([401, 401]);
    expect(await statusesOf(api, laptop)).toEqual([200, 200]);

    // Everywhere, repeated with a token it ended: the member's next sign-in stays.
    expect((await api.post('/users/logout/everywhere/', undefined, laptop)).status).toBe(200);
    const next = await signInAgain(api, m);
    expect((await api.post('/users/logout/everywhere/', undefined, laptop)).status).toBe(200);
    expect((await api.post('/users/logout/', undefined, laptop)).status).toBe(200);
    expect(await statusesOf(api, next)).toEqual([200, 200]);
  });

  it('refuses a tampered, made-up or missing token with 401 and ends nothing', async () => {
    const [m, other] = [await createMember(api), await createMember(api)];
    // A character inside the signature: the last one carries only two of its six bits, so
    // changing it can leave the signature's bytes, and the token, as they were.
    const [head, payload, signature] = m.token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'Q' : 'A'}${signature.slice(11)}`;
    const tampered = [
      withPayload(m.token, { sub: String(other.id) }),
      withPayload(m.token, { jti: payloadOf(other.token).jti }),
      withPayload(m.token, { exp: Math.floor(Date.now() / 1000) + 365 * 86_400 }),
      `${head}.${payload}.${flipped}`,
      'not.a.token',
    ];
    for (const token of tampered) {
      for (const path of ['/users/logout/', '/users/logout/everywhere/']) {
        const refused = await api.post(path, undefined, token);
        expect(refused.status, `${path} ${token}`).toBe(401);
        expect(refused.body.success).toBe(false);
      }
      expect((await api.get('/users/profile/', token)).status).toBe(401);
    }
    expect((await api.post('/users/logout/everywhere/', undefined)).status).toBe(401);
    expect(await statusesOf(api, m.token)).toEqual([200, 200]);
    expect(await statusesOf(api, other.token)).toEqual([200, 200]);
  });

  it("cannot end another member's token by naming its id: only the token sent is ended", async () => {
    const [m, intruder] = [await createMember(api), await createMember(api)];
    const jti = payloadOf(m.token).jti as string;
    for (const body of [{ jti }, { token_id: jti, token: m.token }]) {
      const out = await api.post(`/users/logout/?jti=${encodeURIComponent(jti)}`, body, intruder.token);
      expect(out.status).toBe(200);
    }
    expect(await statusesOf(api, m.token)).toEqual([200, 200]);
    expect(await statusesOf(api, intruder.token)).toEqual([401, 401]);
  });
});

for (const name of reachableTargets()) {
  describe(`tokens from before tokens had ids [${name}]`, () => {
    const key = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    let own: OwnRest;
    beforeAll(async () => {
      own = await bootRest(name, { JWT_PRIVATE_KEY: key });
    });
    afterAll(() => own?.close());

    /** A token as REST signed them before this change: member and version, no `jti`. */
    async function tokenWithoutId(m: Member): Promise<string> {
      const { ver, sub } = payloadOf(m.token);
      return new SignJWT({ ver })
        .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
        .setSubject(String(sub))
        .setIssuer('pustak-rest')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(await importPKCS8(key, 'EdDSA'));
    }

    it('still works until the version changes; signing out with it ends it, with every token of the member', async () => {
      const m = await createMember(own.api);
      const old = await tokenWithoutId(m);
      expect(await statusesOf(own.api, old)).toEqual([200, 200]);
      // Signing out another of the member's tokens leaves it as it was.
      const laptop = await signInAgain(own.api, m);
      expect((await own.api.post('/users/logout/', undefined, laptop)).status).toBe(200);
      expect(await statusesOf(own.api, old)).toEqual([200, 200]);
      // It cannot be told from the member's other tokens but by its version.
      expect((await own.api.post('/users/logout/', undefined, old)).status).toBe(200);
      expect(await statusesOf(own.api, old)).toEqual([401, 401]);
      expect(await statusesOf(own.api, m.token)).toEqual([401, 401]);
      expect((await own.api.post('/users/logout/', undefined, old)).status).toBe(200);
    });
  });
}
