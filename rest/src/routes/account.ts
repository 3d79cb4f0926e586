/**
 * Account additions (SPEC says 'not shown'): password change, forgotten-password email and reset,
 * and account settings. A changed or reset password signs out every other device and ends every
 * unused reset link (auth/setPassword.ts); new passwords follow auth/passwordPolicy.ts; reset
 * emails are limited per address and per email (limits/requestLimits.ts). Signing out ends the
 * token it is sent with (auth/revokedTokens.ts); signing out everywhere ends every token of the
 * member as a password change does (auth/revokeTokens.ts). Both are harmless to repeat.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changePassword, resetPassword, sendPasswordReset } from '../account/passwords.js';
import { changeSettings, readSettings } from '../account/settings.js';
import { memberId } from '../auth/plugin.js';
import { revokeTokens } from '../auth/revokeTokens.js';
import { answers, BearerAuth, Done } from '../http/schemas.js';
import { Settings as SettingsJson, Tokens } from '../users/schemas.js';
import { perAddressAndEmail } from '../limits/requestLimits.js';

const Password = Type.String({ minLength: 1, maxLength: 256 });

const Settings = Type.Object({
  email_notifications: Type.Optional(Type.Boolean()),
  privacy: Type.Optional(Type.Union([Type.Literal('public'), Type.Literal('friends'), Type.Literal('private')])),
  language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ne')])),
});

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, tokens } = app.deps;
  /** Reset links being queued after their answer; closing waits for them (the database closes after). */
  const resetsUnderWay = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(resetsUnderWay);
  });
  const resetLimit = perAddressAndEmail(app, 'passwordReset', (request) =>
    String((request.body as { email?: unknown }).email ?? '')
      .trim()
      .toLowerCase(),
  );

  const loggedOut = { success: true as const, message: 'Logged out successfully' };
  const signOutEverywhere = async (id: number) => {
    await revokeTokens(db, id);
    app.tokenVersions.changed(id);
  };

  app.post(
    '/users/change-password/',
    {
      config: { auth: true },
      schema: {
        tags: ['account'],
        summary: 'Change the password; returns a fresh token (older tokens stop working)',
        body: Type.Object({ current_password: Password, new_password: Password }),
        security: BearerAuth,
        response: answers({
          200: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            data: Type.Object({ tokens: Tokens }),
          }),
        }),
      },
    },
    async (request) => {
      const id = memberId(request);
      const version = await changePassword(db, id, request.body.current_password, request.body.new_password);
      app.tokenVersions.changed(id);
      const access = await tokens.issue({ userId: id, version });
      return { success: true as const, message: 'Password changed successfully', data: { tokens: { access } } };
    },
  );

  app.post(
    '/users/logout/',
    {
      config: { auth: 'signed' },
      schema: {
        tags: ['account'],
        summary:
          "Sign out: this token stops working at once on every REST process; the member's other devices stay signed in. Again with an ended token: the same answer, nothing changes",
        security: BearerAuth,
        response: answers({ 200: Done }),
      },
    },
    async (request) => {
      const token = request.token!;
      // An ended token (signed out already, or older than the member's version) has nothing left to end.
      if (request.userId !== null) {
        // The token names itself: a member can only ever end a token they hold.
        if (token.id !== undefined) await app.revokedTokens.revoke(token.id, token.userId, token.expiresAt);
        // A token from before tokens had ids can be told from the member's others only by its
        // version: it ends with all of them.
        else await signOutEverywhere(token.userId);
      }
      return loggedOut;
    },
  );

  app.post(
    '/users/logout/everywhere/',
    {
      config: { auth: 'signed' },
      schema: {
        tags: ['account'],
        summary:
          "Sign out of every device: all the member's tokens stop working at once on every REST process. Again with an ended token: the same answer, nothing changes",
        security: BearerAuth,
        response: answers({ 200: Done }),
      },
    },
    async (request) => {
      // Only a token still valid speaks for the member: one already ended cannot sign out the others.
      if (request.userId !== null) await signOutEverywhere(request.userId);
      return loggedOut;
    },
  );

  app.post(
    '/users/password-reset/',
    {
      schema: {
        tags: ['account'],
        summary: 'Email a password-reset link (same answer whether or not the account exists)',
        body: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }),
        response: answers({ 200: Done }),
      },
      preHandler: resetLimit,
    },
    async (request) => {
      // Answered before the account is even looked up: the answer, its time and any database
      // failure are the same for every email. The link and its mail are queued in one transaction
      // and the outbox's worker sends it (mail/delivery.ts); no request ever waits for SMTP.
      const queued = sendPasswordReset({ db, webUrl: config.webUrl, clock: app.clock }, request.body.email)
        .then(() => app.mail.wake())
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset not queued'))
        .finally(() => resetsUnderWay.delete(queued));
      resetsUnderWay.add(queued);
      return {
        success: true as const,
        message: 'If an account exists for that email, a password reset link has been sent.',
      };
    },
  );

  app.post(
    '/users/password-reset/confirm/',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the token from the reset email',
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), new_password: Password }),
        response: answers({
          200: Type.Object({
            success: Type.Literal(true),
            message: Type.String(),
            data: Type.Object({ user_id: Type.Integer() }),
          }),
        }),
      },
    },
    async (request) => {
      const link = await resetPassword(db, request.body.token, request.body.new_password, app.clock);
      app.tokenVersions.changed(link.userId);
      // Whoever opened the link reads the member's mail: their address is known for sign-in from now.
      await app.limits.login.trust(request.clientAddress, link.email);
      return {
        success: true as const,
        message: 'Password has been reset. You can now sign in.',
        // The gateway closes the member's live connections opened with older tokens.
        data: { user_id: link.userId },
      };
    },
  );

  app.get(
    '/users/settings/',
    {
      config: { auth: true },
      schema: {
        tags: ['account'],
        summary: 'Account settings',
        security: BearerAuth,
        response: answers({ 200: Type.Object({ success: Type.Literal(true), data: SettingsJson }) }),
      },
    },
    async (request) => ({ success: true as const, data: await readSettings(db, memberId(request)) }),
  );

  app.patch(
    '/users/settings/',
    {
      config: { auth: true },
      schema: {
        tags: ['account'],
        summary: 'Change account settings',
        body: Settings,
        security: BearerAuth,
        response: answers({
          200: Type.Object({ success: Type.Literal(true), message: Type.String(), data: SettingsJson }),
        }),
      },
    },
    async (request) => {
      const id = memberId(request);
      const { email_notifications, privacy, language } = request.body;
      await changeSettings(db, id, { emailNotifications: email_notifications, privacy, language });
      return { success: true as const, message: 'Settings updated', data: await readSettings(db, id) };
    },
  );
};
