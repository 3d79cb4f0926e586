/**
 * Account additions (SPEC says 'not shown'): password change, forgotten-password email and reset,
 * and account settings. A changed or reset password signs out every other device and ends every
 * unused reset link (auth/setPassword.ts); new passwords follow auth/passwordPolicy.ts; reset
 * emails are limited per address and per email (limits/requestLimits.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { passwordProblem } from '../auth/passwordPolicy.js';
import { setPassword } from '../auth/setPassword.js';
import { passwordResetTokens, users } from '../db/schema.js';
import { badRequest, unauthorized } from '../http/errors.js';
import { answers, BearerAuth, Done } from '../http/schemas.js';
import { Settings as SettingsJson, Tokens } from '../users/schemas.js';
import { perAddressAndEmail } from '../limits/requestLimits.js';
import { normalizeEmail } from '../users/email.js';
import { userByEmail } from '../users/profile.js';

const Password = Type.String({ minLength: 1, maxLength: 256 });
const RESET_TTL_MS = 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const Settings = Type.Object({
  email_notifications: Type.Optional(Type.Boolean()),
  privacy: Type.Optional(Type.Union([Type.Literal('public'), Type.Literal('friends'), Type.Literal('private')])),
  language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ne')])),
});

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, tokens, mailer } = app.deps;
  const resetLimit = perAddressAndEmail(app, 'passwordReset', (request) =>
    String((request.body as { email?: unknown }).email ?? '')
      .trim()
      .toLowerCase(),
  );

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
      const [user] = await db.select().from(users).where(eq(users.id, id));
      if (!user) throw unauthorized();
      if (!(await verifyPassword(request.body.current_password, user.passwordHash))) {
        throw badRequest('Current password is incorrect');
      }
      const weak = passwordProblem(request.body.new_password, user);
      if (weak) throw badRequest(weak);
      const newHash = await hashPassword(request.body.new_password);
      const version = await db.transaction((tx) => setPassword(tx, id, newHash));
      const access = await tokens.issue({ userId: id, version });
      return { success: true as const, message: 'Password changed successfully', data: { tokens: { access } } };
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
      const user = await userByEmail(db, normalizeEmail(request.body.email));
      if (user) {
        const token = randomBytes(32).toString('base64url');
        await db.insert(passwordResetTokens).values({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + RESET_TTL_MS),
        });
        const link = `${config.webUrl}/account/settings/password/reset?token=${token}`;
        await mailer.send({
          to: user.email,
          subject: 'Reset your Pustak password',
          text: `Namaste ${user.firstName},\n\nOpen this link within an hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this email.\n\nPustak`,
        });
      }
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
      const invalid = () => badRequest('This password reset link is invalid or has expired.');
      const usable = (now: Date) =>
        and(
          eq(passwordResetTokens.tokenHash, sha256(request.body.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        );
      // The policy needs the member; a refused password leaves the link usable for a better one.
      const [link] = await db
        .select({ userId: users.id, email: users.email, username: users.username })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(usable(new Date()));
      if (!link) throw invalid();
      const weak = passwordProblem(request.body.new_password, link);
      if (weak) throw badRequest(weak);
      const newHash = await hashPassword(request.body.new_password);
      const done = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(usable(new Date()))
          .returning({ userId: passwordResetTokens.userId });
        if (!claimed) return false;
        await setPassword(tx, claimed.userId, newHash);
        return true;
      });
      if (!done) throw invalid();
      // Whoever opened the link reads the member's mail: their address is known for sign-in from now.
      app.limits.login.trust(request.clientAddress, link.email);
      return {
        success: true as const,
        message: 'Password has been reset. You can now sign in.',
        // The gateway closes the member's live connections opened with older tokens.
        data: { user_id: link.userId },
      };
    },
  );

  const readSettings = async (id: number) => {
    const [s] = await db
      .select({ email_notifications: users.emailNotifications, privacy: users.privacy, language: users.language })
      .from(users)
      .where(eq(users.id, id));
    if (!s) throw unauthorized();
    return s;
  };

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
    async (request) => ({ success: true as const, data: await readSettings(memberId(request)) }),
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
      if (email_notifications !== undefined || privacy !== undefined || language !== undefined) {
        await db
          .update(users)
          .set({
            ...(email_notifications !== undefined && { emailNotifications: email_notifications }),
            ...(privacy !== undefined && { privacy }),
            ...(language !== undefined && { language }),
          })
          .where(eq(users.id, id));
      }
      return { success: true as const, message: 'Settings updated', data: await readSettings(id) };
    },
  );
};
