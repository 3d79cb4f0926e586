/**
 * Sign-up and reset-email limits (issue 15): per real client address and per email, never
 * site-wide; a request over either limit gets 429 'Too many attempts. Please try again in …'.
 */
import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import { createMember, describeEachTarget, fromAddress, uniqueName, type Api } from './helpers.js';

const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function signUp(api: Api, headers: Record<string, string>, email?: string) {
  const username = uniqueName('limit');
  return api.request('POST', '/users/register/', {
    headers,
    json: {
      first_name: 'Hari',
      last_name: 'Thapa',
      username,
      email: email ?? `${username}@example.com`,
      date_of_birth: '1995-09-09',
      password: 'sagarmatha base camp',
      has_accepted_terms: true,
      has_accepted_rental_policy: true,
    },
  });
}

const askReset = (api: Api, email: string, headers: Record<string, string>) =>
  api.request('POST', '/users/password-reset/', { json: { email }, headers });

describeEachTarget('sign-up limits', (api) => {
  it('allows 20 sign-ups an hour from one address; another address is not affected', async () => {
    const from = fromAddress(someAddress());
    for (let i = 0; i < 20; i++) expect((await signUp(api, from)).status).toBe(201);
    const refused = await signUp(api, from);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: 'Too many attempts. Please try again in 60 minutes.' });
    expect((await signUp(api, fromAddress(someAddress()))).status).toBe(201);
  });

  it('allows 5 sign-up attempts an hour for one email, from any addresses', async () => {
    const email = `${uniqueName('probe')}@example.com`;
    expect((await signUp(api, fromAddress(someAddress()), email)).status).toBe(201);
    for (let i = 0; i < 4; i++) {
      const again = await signUp(api, fromAddress(someAddress()), email.toUpperCase());
      expect(again.body.message).toBe('A user with that email already exists.');
    }
    const refused = await signUp(api, fromAddress(someAddress()), email);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });
});

describeEachTarget('reset email limits', (api) => {
  it('sends at most 3 reset emails per 15 minutes to one member, whoever asks; other members still get theirs', async () => {
    const [m, other] = await Promise.all([createMember(api), createMember(api)]);
    for (let i = 0; i < 3; i++) expect((await askReset(api, m.email, fromAddress(someAddress()))).status).toBe(200);
    const refused = await askReset(api, m.email.toUpperCase(), fromAddress(someAddress()));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in 1[45] minutes\.$/);
    expect(await api.mailTo(m.email, 3)).toHaveLength(3);
    // Not site-wide: another member's reset still goes out.
    expect((await askReset(api, other.email, fromAddress(someAddress()))).status).toBe(200);
    expect(await api.mailTo(other.email)).toHaveLength(1);
  });

  it('allows 20 reset requests an hour from one address; another address is not affected', async () => {
    const from = fromAddress(someAddress());
    for (let i = 0; i < 20; i++) {
      expect((await askReset(api, `${uniqueName('nobody')}@example.com`, from)).status).toBe(200);
    }
    expect((await askReset(api, `${uniqueName('nobody')}@example.com`, from)).status).toBe(429);
    const m = await createMember(api);
    expect((await askReset(api, m.email, fromAddress(someAddress()))).status).toBe(200);
  });
});
