import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { SignJWT, createLocalJWKSet, generateKeyPair, importPKCS8, jwtVerify } from 'jose';
import { expect, it } from 'vitest';
import { createMember, describeEachTarget, uniqueName, type Api } from './helpers.js';
import { GIF_1PX, JPEG_1PX, PNG_1PX, registrationForm } from './fixtures.js';

function signup(overrides: Record<string, string> = {}) {
  const username = uniqueName('signup');
  return {
    first_name: 'Aarav',
    last_name: 'Koirala',
    username,
    email: `${username}@example.com`,
    date_of_birth: '2000-01-31',
    password: 'ramro password',
    bio: 'Reading Parijat again',
    has_accepted_terms: 'true',
    has_accepted_rental_policy: 'true',
    terms_acceptance_date: '2026-11-20T08:15:00.000Z',
    ...overrides,
  };
}

const register = (api: Api, form: FormData) => api.request('POST', '/users/register/', { form });

describeEachTarget('registration', (api) => {
  it('registers from a multipart form with a PNG picture served back, re-encoded, by absolute URL', async () => {
    const fields = signup();
    const { status, body } = await register(
      api,
      registrationForm(fields, { bytes: PNG_1PX, name: 'me.png', type: 'image/png' }),
    );
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      username: fields.username,
      email: fields.email,
      first_name: 'Aarav',
      bio: 'Reading Parijat again',
      status: 'Reading Parijat again',
      date_of_birth: '2000-01-31',
    });
    expect(body.data.profile_picture).toMatch(/^\/media\/uploads\/profile-pictures\/[\w-]+-large\.webp$/);
    expect(body.data.profile_picture_url).toBe(`${api.target.url}${body.data.profile_picture}`);
    const picture = await fetch(body.data.profile_picture_url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(
      Buffer.from(await picture.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
  });

  it('accepts a JPEG named profile, as the web client sends it', async () => {
    const { status, body } = await register(
      api,
      registrationForm(signup(), { bytes: JPEG_1PX, name: 'profile', type: 'image/jpeg' }),
    );
    expect(status).toBe(201);
    expect(body.data.profile_picture).toMatch(/\.webp$/);
  });

  it('checks the picture by its content, not its name', async () => {
    for (const picture of [
      { bytes: GIF_1PX, name: 'cat.png', type: 'image/png' },
      { bytes: Buffer.from('not an image at all'), name: 'me.jpg', type: 'image/jpeg' },
    ]) {
      const fields = signup();
      const { status, body } = await register(api, registrationForm(fields, picture));
      expect(status).toBe(400);
      expect(body.message).toBe('Please upload JPG or PNG images only');
      const login = await api.post('/users/login/', { email: fields.email, password: fields.password });
      expect(login.status).toBe(401);
    }
  });

  it('refuses a picture over 5 MB', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const fields = signup();
    const { status, body } = await register(
      api,
      registrationForm(fields, { bytes: big, name: 'big.png', type: 'image/png' }),
    );
    expect([400, 413]).toContain(status);
    expect(body.message).toBe('Image size should be less than 5MB');
    expect((await api.post('/users/login/', { email: fields.email, password: fields.password })).status).toBe(401);
  });

  it('requires both acceptances, valid fields and unique names', async () => {
    const noTerms = await register(api, registrationForm(signup({ has_accepted_rental_policy: 'false' })));
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.message).toBe('Please accept both Terms of Service and Rental Policy');

    const badEmail = await register(api, registrationForm(signup({ email: 'not-an-email' })));
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toMatch(/email/);

    const fields = signup();
    delete (fields as Partial<typeof fields>).first_name;
    const missing = await register(api, registrationForm(fields));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('first_name is required');

    const first = signup();
    expect((await register(api, registrationForm(first))).status).toBe(201);
    const sameEmail = await register(api, registrationForm(signup({ email: first.email.toUpperCase() })));
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body.message).toBe('A user with that email already exists.');
    const sameName = await register(api, registrationForm(signup({ username: first.username })));
    expect(sameName.body.message).toBe('A user with that username already exists.');
  });
});

describeEachTarget('login and tokens', (api) => {
  it('signs in with data.tokens.access and data.user', async () => {
    const m = await createMember(api);
    const { status, body } = await api.post('/users/login/', { email: m.email.toUpperCase(), password: m.password });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.tokens.access).toEqual(expect.any(String));
    expect(body.data.user).toMatchObject({ id: m.id, username: m.username, email: m.email });
    const profile = await api.get('/users/profile/', body.data.tokens.access);
    expect(profile.body).toMatchObject({ success: true, data: { id: m.id } });
    expect(profile.body.data.settings).toEqual({ email_notifications: true, privacy: 'public', language: null });
  });

  it('refuses a wrong password with 401 and rate-limits repeated failures', async () => {
    const m = await createMember(api);
    const wrong = await api.post('/users/login/', { email: m.email, password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password' });
    let limited;
    for (let i = 0; i < 12; i++) limited = await api.post('/users/login/', { email: m.email, password: 'nope' });
    expect(limited!.status).toBe(429);
    expect(limited!.body.success).toBe(false);
    expect(limited!.body.message).toMatch(/try again/i);
  });

  it('answers 401 for a missing, forged, unsigned, HS256 or expired token', async () => {
    const m = await createMember(api);
    const keyFile = path.join(path.dirname(api.target.outbox), 'signing-key.pem');
    const key = await importPKCS8(await readFile(keyFile, 'utf8'), 'EdDSA');
    const claims = { ver: 0 };
    const token = (alg: string) =>
      new SignJWT(claims).setProtectedHeader({ alg }).setSubject(String(m.id)).setIssuer('pustak-rest');
    const forged = await token('EdDSA')
      .setExpirationTime('1h')
      .sign((await generateKeyPair('EdDSA')).privateKey);
    // Tokens of before the key pair (HS256 with a shared secret) are refused, whatever the secret.
    const hs256 = await token('HS256').setExpirationTime('1h').sign(new TextEncoder().encode('the old JWT_SECRET'));
    const expired = await token('EdDSA').setIssuedAt(1_700_000_000).setExpirationTime(1_700_000_060).sign(key);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: String(m.id), ver: 0, iss: 'pustak-rest' })).toString(
      'base64url',
    );
    const unsigned = `${header}.${payload}.`;
    const valid = await token('EdDSA').setExpirationTime('1h').sign(key);
    expect((await api.get('/users/profile/', valid)).status).toBe(200);
    for (const bad of [undefined, 'garbage', forged, hs256, unsigned, expired]) {
      const { status, body } = await api.get('/users/profile/', bad);
      expect(status).toBe(401);
      expect(body.success).toBe(false);
    }
  });

  it('publishes the public key as a JWKS that verifies the tokens it issues', async () => {
    const m = await createMember(api);
    const { status, body } = await api.get('/.well-known/jwks.json');
    expect(status).toBe(200);
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(body.keys[0]).not.toHaveProperty('d');
    const { payload, protectedHeader } = await jwtVerify(m.token, createLocalJWKSet(body), { issuer: 'pustak-rest' });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', kid: body.keys[0].kid });
    expect(payload.sub).toBe(String(m.id));
  });
});

describeEachTarget('profiles and people search', (api) => {
  it("shows another member's profile without their email, and 404 for an unknown id", async () => {
    const me = await createMember(api);
    const other = await createMember(api, { first_name: 'Bishnu' });
    const { status, body } = await api.get(`/users/${other.id}/`, me.token);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      id: other.id,
      username: other.username,
      first_name: 'Bishnu',
      email: null,
      favorite_books: [],
      favorite_genres: [],
      mutual_favorite_genres: [],
      mutual_favorite_books: [],
    });
    expect(body.data).not.toHaveProperty('settings');
    const missing = await api.get('/users/99999999/', me.token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('User not found');
    expect((await api.get(`/users/${other.id}/`)).status).toBe(401);
  });

  it('shows mutual favourite genres relative to the caller', async () => {
    const genres = (await api.get('/books/genres/')).body.results as { id: number }[];
    const [a, b, c] = genres.map((g) => g.id);
    const me = await createMember(api);
    const other = await createMember(api);
    expect((await api.patch('/users/profile/', { favorite_genre_ids: [a, b] }, me.token)).status).toBe(200);
    await api.patch('/users/profile/', { favorite_genre_ids: [b, c] }, other.token);
    const { body } = await api.get(`/users/${other.id}/`, me.token);
    expect(body.data.favorite_genres.map((g: any) => g.id).sort()).toEqual([b, c].sort());
    expect(body.data.mutual_favorite_genres.map((g: any) => g.id)).toEqual([b]);
    const bad = await api.patch('/users/profile/', { favorite_genre_ids: [99999999] }, me.token);
    expect(bad.status).toBe(400);
  });

  it('finds people by username or name, never oneself', async () => {
    const me = await createMember(api, { first_name: 'Kumari' });
    const other = await createMember(api, { first_name: 'Kumari', last_name: 'Gurung' });
    const { body } = await api.get(`/users/search?query=${encodeURIComponent('Kumari Gurung')}`, me.token);
    expect(body.status).toBe('success');
    expect(body.results.map((r: any) => r.id)).toContain(other.id);
    expect(body.results.map((r: any) => r.id)).not.toContain(me.id);
    expect(body.results[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        username: expect.any(String),
        first_name: expect.any(String),
        last_name: expect.any(String),
        profile_picture: null,
      }),
    );
    const byName = await api.get(`/users/search?query=${other.username.slice(0, 12)}`, me.token);
    expect(byName.body.results.map((r: any) => r.id)).toEqual([other.id]);
    const sqlish = await api.get(`/users/search?query=${encodeURIComponent("' or 1=1 --")}`, me.token);
    expect(sqlish.body.results).toEqual([]);
    expect((await api.get('/users/search?query=')).status).toBe(401);
  });

  it('edits bio, status, links, currently reading and picture on the own profile', async () => {
    const me = await createMember(api);
    const book = (await api.get('/books/')).body.results.books[3];
    const { status, body } = await api.patch(
      '/users/profile/',
      {
        bio: 'नमस्ते! I read every evening.',
        status: 'Reading',
        github: 'https://github.com/sita',
        currently_reading: book.id,
      },
      me.token,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      bio: 'नमस्ते! I read every evening.',
      status: 'Reading',
      github: 'https://github.com/sita',
    });
    expect(body.data.currently_reading.id).toBe(book.id);
    expect(body.data.status_updated_at).toEqual(expect.any(String));

    const form = new FormData();
    form.append('profile_picture', new Blob([JPEG_1PX], { type: 'image/jpeg' }), 'profile');
    const pic = await api.request('PATCH', '/users/profile/', { form, token: me.token });
    expect(pic.status).toBe(200);
    expect(pic.body.data.profile_picture_url).toMatch(/\.webp$/);

    const cleared = await api.patch('/users/profile/', { currently_reading: null }, me.token);
    expect(cleared.body.data.currently_reading).toBeNull();
  });

  it('refuses a bio over 500, a status over 150 and an unknown book, changing nothing', async () => {
    const me = await createMember(api);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ bio: 'x'.repeat(501) }, /bio/],
      [{ status: 'x'.repeat(151) }, /status/],
      [{ currently_reading: 99999999 }, /currently_reading/],
      [{ currently_reading: 'abc' }, /currently_reading/],
    ];
    for (const [patch, message] of cases) {
      const { status, body } = await api.patch('/users/profile/', patch, me.token);
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    }
    expect(
      (await api.patch('/users/profile/', { bio: 'x'.repeat(500), status: 'y'.repeat(150) }, me.token)).status,
    ).toBe(200);
    const after = await api.get('/users/profile/', me.token);
    expect(after.body.data.bio).toHaveLength(500);
    expect(after.body.data.currently_reading).toBeNull();
    expect((await api.patch('/users/profile/', { bio: 'hi' })).status).toBe(401);
  });
});
