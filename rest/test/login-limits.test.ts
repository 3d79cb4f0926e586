/**
 * Sign-in limits (issue 15): counted per normalized email and per real client address, the
 * address named by the gateway and believed only with the shared secret; a stranger slows an
 * email down but cannot lock its member out; unknown and known emails answer in the same time.
 */
import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import { createMember, describeEachTarget, fromAddress, type Api } from './helpers.js';

/** An address no other test uses (documentation and private ranges). */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const login = (api: Api, email: string, password: string, headers: Record<string, string> = {}) =>
  api.request('POST', '/users/login/', { json: { email, password }, headers });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describeEachTarget('login limits', (api) => {
  it('counts padded and upper-case forms of an email as that one email, and refuses control characters', async () => {
    const m = await createMember(api);
    const from = fromAddress(someAddress());
    const tab = await login(api, `\t${m.email}`, 'wrong guess', from);
    // Refused before the limiter by the one control-character hook (http/plainText.ts): never a way around it.
    expect(tab.status).toBe(400);
    expect(tab.body.message).toBe('email must be a single line without tabs');
    const forms = [` ${m.email}`, `${m.email} `, m.email.toUpperCase(), `  ${m.email}  `, m.email];
    for (let i = 0; i < 10; i++) {
      expect((await login(api, forms[i % forms.length]!, `wrong guess ${i}`, from)).status).toBe(401);
    }
    const limited = await login(api, `${m.email}\u0020`, m.password, from);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
  });

  it('ignores a client address sent straight to REST without the gateway secret', async () => {
    const m = await createMember(api); // signed in from 127.0.0.1, which is now known for this email
    const forged = { 'x-pustak-client-address': someAddress() };
    for (let i = 0; i < 5; i++) expect((await login(api, m.email, 'wrong guess', forged)).status).toBe(401);
    const wrongSecret = fromAddress(someAddress(), 'not the secret');
    for (let i = 0; i < 5; i++) expect((await login(api, m.email, 'wrong guess', wrongSecret)).status).toBe(401);
    // All ten were counted against the socket's address, so that pair is now over its limit.
    const limited = await login(api, m.email, m.password);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });

  it("a stranger hammering a member's email from one address does not lock the member out", async () => {
    const m = await createMember(api);
    const home = fromAddress(someAddress());
    expect((await login(api, m.email, m.password, home)).status).toBe(200);

    const attacker = fromAddress(someAddress());
    for (let i = 0; i < 10; i++) expect((await login(api, m.email, `guess ${i}`, attacker)).status).toBe(401);
    const stopped = await login(api, m.email, 'guess 11', attacker);
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(800);

    // The member's own address signs in at once; a new address waits a second, not 15 minutes.
    expect((await login(api, m.email, m.password, home)).status).toBe(200);
    const elsewhere = fromAddress(someAddress());
    const slowed = await login(api, m.email, m.password, elsewhere);
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toBe('Too many attempts. Please try again in 1 second.');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login(api, m.email, m.password, elsewhere)).status).toBe(200);
  });

  it('stops one address trying passwords on many emails after 100 wrong ones, and no other address', async () => {
    const sprayer = fromAddress(someAddress());
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          login(api, `nobody-${batch}-${i}-${randomInt(1e9)}@example.com`, 'password1', sprayer),
        ),
      );
      statuses.push(...replies.map((r) => r.status));
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const next = await login(api, `nobody-else-${randomInt(1e9)}@example.com`, 'password1', sprayer);
    expect(next.status).toBe(429);
    const m = await createMember(api);
    expect((await login(api, m.email, m.password, fromAddress(someAddress()))).status).toBe(200);
  });

  it('answers an unknown email about as slowly as a known one (no telling which emails have accounts)', async () => {
    const m = await createMember(api);
    const timed = async (email: string) => {
      const started = performance.now();
      const reply = await login(api, email, 'not the password', fromAddress(someAddress()));
      expect(reply.status).toBe(401);
      return performance.now() - started;
    };
    await timed(`warm-up-${randomInt(1e9)}@example.com`);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed(m.email));
      unknown.push(await timed(`nobody-${randomInt(1e9)}@example.com`));
    }
    // A security property, not a speed: the unknown email must not answer visibly sooner.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
  });
});
