/**
 * Passwords (issue 15): new ones follow NIST SP 800-63B on sign-up, change and reset, with a
 * clear 400 and nothing changed; a reset link dies when a newer one is used or the password
 * changes in any way.
 */
import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import { createMember, describeEachTarget, fromAddress, uniqueName, type Api, type Member } from './helpers.js';

const WEAK: [password: (m: { email: string; username: string }) => string, message: string][] = [
  [() => 'x', 'Password must be at least 8 characters.'],
  [() => 'seven c', 'Password must be at least 8 characters.'],
  [() => ' ', 'Password must be at least 8 characters.'],
  [() => '        ', 'Password must not be one character repeated.'],
  [(m) => m.email, 'Password must not be your email address or username.'],
  [(m) => m.email.split('@')[0]!.toUpperCase(), 'Password must not be your email address or username.'],
  [() => 'password1', 'This password is too common. Please choose one that is harder to guess.'],
  [() => 'IloveYou', 'This password is too common. Please choose one that is harder to guess.'],
  [() => '12345678', 'This password is too common. Please choose one that is harder to guess.'],
];

/** Asks for a reset link and answers the token from the newest email to `email`. */
async function resetLink(api: Api, email: string): Promise<string> {
  const before = (await api.outbox()).filter((x) => x.to === email).length;
  const asked = await api.post('/users/password-reset/', { email });
  expect(asked.status).toBe(200);
  const mail = (await api.mailTo(email, before + 1)).at(-1);
  return /reset\?token=([\w-]+)/.exec(mail!.text)![1]!;
}

const confirm = (api: Api, token: string, password: string) =>
  api.post('/users/password-reset/confirm/', { token, new_password: password });
const signsIn = async (api: Api, m: Member, password: string) =>
  (await api.post('/users/login/', { email: m.email, password })).status === 200;

describeEachTarget('password policy', (api) => {
  it('refuses weak passwords at sign-up with a clear message, and makes no account', async () => {
    for (const [password, message] of WEAK) {
      const username = uniqueName('weak');
      const email = `${username}@example.com`;
      const reply = await api.post('/users/register/', {
        first_name: 'Sita',
        last_name: 'Sharma',
        username,
        email,
        date_of_birth: '1998-04-14',
        password: password({ email, username }),
        has_accepted_terms: true,
        has_accepted_rental_policy: true,
      });
      expect({ status: reply.status, message: reply.body.message }).toEqual({ status: 400, message });
      expect((await api.post('/users/login/', { email, password: password({ email, username }) })).status).toBe(401);
    }
  });

  it('refuses weak new passwords on change and reset; the old password and the link keep working', async () => {
    const m = await createMember(api);
    for (const [password, message] of WEAK) {
      const reply = await api.post(
        '/users/change-password/',
        { current_password: m.password, new_password: password(m) },
        m.token,
      );
      expect({ status: reply.status, message: reply.body.message }).toEqual({ status: 400, message });
    }
    expect((await api.get('/users/profile/', m.token)).status).toBe(200);
    expect(await signsIn(api, m, m.password)).toBe(true);

    const token = await resetLink(api, m.email);
    const weak = await confirm(api, token, 'qwertyuiop');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('This password is too common. Please choose one that is harder to guess.');
    expect(await signsIn(api, m, m.password)).toBe(true);
    expect((await confirm(api, token, 'monsoon over pokhara')).status).toBe(200);
    expect(await signsIn(api, m, 'monsoon over pokhara')).toBe(true);
  });
});

describeEachTarget('reset links', (api) => {
  it('a used reset link ends every older one', async () => {
    const m = await createMember(api);
    const older = await resetLink(api, m.email);
    const newer = await resetLink(api, m.email);
    expect((await confirm(api, newer, 'tea garden in ilam')).status).toBe(200);
    const stale = await confirm(api, older, 'someone else chose this');
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe('This password reset link is invalid or has expired.');
    expect(await signsIn(api, m, 'tea garden in ilam')).toBe(true);
    expect(await signsIn(api, m, 'someone else chose this')).toBe(false);
  });

  it('a password change ends every reset link sent before it', async () => {
    const m = await createMember(api);
    const link = await resetLink(api, m.email);
    const changed = await api.post(
      '/users/change-password/',
      { current_password: m.password, new_password: 'rhododendron hills' },
      m.token,
    );
    expect(changed.status).toBe(200);
    const stale = await confirm(api, link, 'someone else chose this');
    expect(stale.status).toBe(400);
    expect(await signsIn(api, m, 'rhododendron hills')).toBe(true);
    // A link asked for after the change works.
    expect((await confirm(api, await resetLink(api, m.email), 'a newer choice here')).status).toBe(200);
  });

  it('opening a reset link makes its address known: sign-in from there skips the wait an attacker caused', async () => {
    const m = await createMember(api);
    const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const attacker = fromAddress(address());
    for (let i = 0; i < 10; i++) {
      await api.request('POST', '/users/login/', {
        json: { email: m.email, password: `guess ${i}` },
        headers: attacker,
      });
    }
    const phone = fromAddress(address());
    const slowed = await api.request('POST', '/users/login/', {
      json: { email: m.email, password: m.password },
      headers: phone,
    });
    expect(slowed.status).toBe(429);
    const token = await resetLink(api, m.email);
    const reset = await api.request('POST', '/users/password-reset/confirm/', {
      json: { token, new_password: 'kathmandu valley dawn' },
      headers: phone,
    });
    expect(reset.body).toEqual({
      success: true,
      message: 'Password has been reset. You can now sign in.',
      data: { user_id: m.id },
    });
    const after = await api.request('POST', '/users/login/', {
      json: { email: m.email, password: 'kathmandu valley dawn' },
      headers: phone,
    });
    expect(after.status).toBe(200);
  });
});
