import { expect, it } from 'vitest';
import { createMember, describeEachTarget } from './helpers.js';

describeEachTarget('password and settings', (api) => {
  it('changes the password: the old token and password stop working', async () => {
    const m = await createMember(api);
    const wrong = await api.post(
      '/users/change-password/',
      { current_password: 'guess', new_password: 'new one' },
      m.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    expect((await api.get('/users/profile/', m.token)).status).toBe(200);

    const { status, body } = await api.post(
      '/users/change-password/',
      { current_password: m.password, new_password: 'naya password' },
      m.token,
    );
    expect(status).toBe(200);
    expect((await api.get('/users/profile/', m.token)).status).toBe(401);
    expect((await api.get('/users/profile/', body.data.tokens.access)).status).toBe(200);
    expect((await api.post('/users/login/', { email: m.email, password: m.password })).status).toBe(401);
    expect((await api.post('/users/login/', { email: m.email, password: 'naya password' })).status).toBe(200);
  });

  it('signs out: the token stops working at once, signing out again is harmless, and signing in again works', async () => {
    const m = await createMember(api);
    expect((await api.post('/users/logout/', undefined)).status).toBe(401);
    const out = await api.post('/users/logout/', undefined, m.token);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'Logged out successfully' });
    expect((await api.get('/users/profile/', m.token)).status).toBe(401);
    const again = await api.post('/users/logout/', undefined, m.token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(out.body);
    const login = await api.post('/users/login/', { email: m.email, password: m.password });
    expect((await api.get('/users/profile/', login.body.data.tokens.access)).status).toBe(200);
  });

  it('emails a reset link whose token sets a new password once', async () => {
    const m = await createMember(api);
    const unknown = await api.post('/users/password-reset/', { email: 'nobody-here@example.com' });
    const { status, body } = await api.post('/users/password-reset/', { email: m.email });
    expect(status).toBe(200);
    expect(unknown.body).toEqual(body);
    const mail = (await api.mailTo(m.email)).at(-1);
    expect(mail?.subject).toBe('Reset your Pustak password');
    const token = /reset\?token=([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();

    const bad = await api.post('/users/password-reset/confirm/', { token: 'made-up', new_password: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('This password reset link is invalid or has expired.');

    expect((await api.post('/users/password-reset/confirm/', { token, new_password: 'reset password' })).status).toBe(
      200,
    );
    expect((await api.get('/users/profile/', m.token)).status).toBe(401);
    expect((await api.post('/users/login/', { email: m.email, password: 'reset password' })).status).toBe(200);
    const again = await api.post('/users/password-reset/confirm/', { token, new_password: 'third' });
    expect(again.status).toBe(400);
    expect((await api.post('/users/login/', { email: m.email, password: 'reset password' })).status).toBe(200);
  });

  it("keeps the member's language (none until they choose one), and refuses a language the app does not speak", async () => {
    const m = await createMember(api);
    for (const language of ['fr', 'NE', ' ne', '', 1]) {
      const refused = await api.patch('/users/settings/', { language }, m.token);
      expect(refused.status).toBe(400);
    }
    expect((await api.get('/users/settings/', m.token)).body.data.language).toBeNull();
    const nepali = await api.patch('/users/settings/', { language: 'ne' }, m.token);
    expect(nepali.body.data).toEqual({ email_notifications: true, privacy: 'public', language: 'ne' });
    // It is the member's, read back on their own profile (which the app reads after signing in).
    expect((await api.get('/users/profile/', m.token)).body.data.settings.language).toBe('ne');
    const other = await createMember(api);
    expect((await api.get('/users/settings/', other.token)).body.data.language).toBeNull();
  });

  it('keeps account settings with SPEC defaults and refuses unknown values', async () => {
    const m = await createMember(api);
    expect((await api.get('/users/settings/', m.token)).body.data).toEqual({
      email_notifications: true,
      privacy: 'public',
      language: null,
    });
    const bad = await api.patch('/users/settings/', { privacy: 'everyone' }, m.token);
    expect(bad.status).toBe(400);
    const ok = await api.patch('/users/settings/', { email_notifications: false, privacy: 'private' }, m.token);
    expect(ok.body.data).toEqual({ email_notifications: false, privacy: 'private', language: null });
    expect((await api.get('/users/settings/')).status).toBe(401);

    const viewer = await createMember(api);
    const seen = await api.get(`/users/${m.id}/`, viewer.token);
    expect(seen.body.data.date_of_birth).toBeNull();
  });
});
