/**
 * Account additions (SPEC says 'not shown'): password change, forgotten-password email and reset,
 * and account settings. A changed or reset password signs out every other device: it bumps the
 * member's token version, so tokens issued before it get 401.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { passwordResetTokens, users } from '../db/schema.js';
import { badRequest, unauthorized } from '../http/errors.js';
import { BearerAuth } from '../http/schemas.js';
import { userByEmail } from '../users/profile.js';

const Password = Type.String({ minLength: 1, maxLength: 256 });
const RESET_TTL_MS = 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const Settings = Type.Object({
  email_notifications: Type.Optional(Type.Boolean()),
  privacy: Type.Optional(Type.Union([Type.Literal('public'), Type.Literal('friends'), Type.Literal('private')])),
});

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, tokens, mailer } = app.deps;

  app.post(
    '/users/change-password/',
    {
      config: { auth: true },
      schema: {
        tags: ['account'],
        summary: 'Change the password; returns a fresh token (older tokens stop working)',
        body: Type.Object({ current_password: Password, new_password: Password }),
        security: BearerAuth,
      },
    },
    async (request) => {
      const id = memberId(request);
      const [user] = await db.select().from(users).where(eq(users.id, id));
      if (!user) throw unauthorized();
      if (!(await verifyPassword(request.body.current_password, user.passwordHash))) {
        throw badRequest('Current password is incorrect');
      }
      const [updated] = await db
        .update(users)
        .set({
          passwordHash: await hashPassword(request.body.new_password),
          tokenVersion: sql`${users.tokenVersion} + 1`,
        })
        .where(eq(users.id, id))
        .returning({ version: users.tokenVersion });
      const access = await tokens.issue({ userId: id, version: updated?.version ?? 0 });
      return { success: true, message: 'Password changed successfully', data: { tokens: { access } } };
    },
  );

  app.post(
    '/users/password-reset/',
    {
      schema: {
        tags: ['account'],
        summary: 'Email a password-reset link (same answer whether or not the account exists)',
        body: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }),
      },
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const user = await userByEmail(db, request.body.email);
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
      return { success: true, message: 'If an account exists for that email, a password reset link has been sent.' };
    },
  );

  app.post(
    '/users/password-reset/confirm/',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the token from the reset email',
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), new_password: Password }),
      },
    },
    async (request) => {
      const newHash = await hashPassword(request.body.new_password);
      const done = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, sha256(request.body.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!claimed) return false;
        await tx
          .update(users)
          .set({ passwordHash: newHash, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, claimed.userId));
        return true;
      });
      if (!done) throw badRequest('This password reset link is invalid or has expired.');
      return { success: true, message: 'Password has been reset. You can now sign in.' };
    },
  );

  const readSettings = async (id: number) => {
    const [s] = await db
      .select({ email_notifications: users.emailNotifications, privacy: users.privacy })
      .from(users)
      .where(eq(users.id, id));
    if (!s) throw unauthorized();
    return s;
  };

  app.get(
    '/users/settings/',
    { config: { auth: true }, schema: { tags: ['account'], summary: 'Account settings', security: BearerAuth } },
    async (request) => ({ success: true, data: await readSettings(memberId(request)) }),
  );

  app.patch(
    '/users/settings/',
    {
      config: { auth: true },
      schema: { tags: ['account'], summary: 'Change account settings', body: Settings, security: BearerAuth },
    },
    async (request) => {
      const id = memberId(request);
      const { email_notifications, privacy } = request.body;
      if (email_notifications !== undefined || privacy !== undefined) {
        await db
          .update(users)
          .set({
            ...(email_notifications !== undefined && { emailNotifications: email_notifications }),
            ...(privacy !== undefined && { privacy }),
          })
          .where(eq(users.id, id));
      }
      return { success: true, message: 'Settings updated', data: await readSettings(id) };
    },
  );
};
