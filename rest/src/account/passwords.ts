/**
 * Changing a password, and resetting a forgotten one by an emailed link. Both end in
 * auth/setPassword.ts, which signs out every other device and ends every unused reset link; new
 * passwords follow auth/passwordPolicy.ts. A reset link is stored only as its SHA-256, works for
 * an hour, and works once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { passwordProblem } from '../auth/passwordPolicy.js';
import { setPassword } from '../auth/setPassword.js';
import type { Database } from '../db/client.js';
import { passwordResetTokens, users } from '../db/schema.js';
import { badRequest, unauthorized } from '../http/errors.js';
import { queueMail } from '../mail/outbox.js';
import type { Clock } from '../time/clock.js';
import { normalizeEmail } from '../users/email.js';
import { userByEmail } from '../users/profile.js';

const RESET_TTL_MS = 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Changes the member's password after checking their current one; answers their new token version. */
export async function changePassword(
  db: Database,
  userId: number,
  currentPassword: string,
  newPassword: string,
): Promise<number> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw badRequest('Current password is incorrect');
  }
  const weak = passwordProblem(newPassword, user);
  if (weak) throw badRequest(weak);
  const newHash = await hashPassword(newPassword);
  return db.transaction((tx) => setPassword(tx, userId, newHash));
}

/**
 * Queues a reset link to the account with this email, if there is one (mail/outbox.ts). The route
 * answers before calling it, the same for every email, so neither the answer nor its time tells
 * anyone whether an account exists.
 */
export async function sendPasswordReset(
  deps: { db: Database; webUrl: string; clock: Clock },
  email: string,
): Promise<void> {
  const user = await userByEmail(deps.db, normalizeEmail(email));
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + RESET_TTL_MS);
  const link = `${deps.webUrl}/account/settings/password/reset?token=${token}`;
  // The link and its mail commit together: no mail for a link that was never stored, and no link without its mail.
  await deps.db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash: sha256(token), expiresAt });
    await queueMail(
      tx,
      {
        to: user.email,
        subject: 'Reset your Pustak password',
        text: `Namaste ${user.firstName},\n\nOpen this link within an hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this email.\n\nPustak`,
      },
      { now, expiresAt },
    );
  });
}

/** Sets a new password with a reset link's token; answers whose password it was. */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
  clock: Clock,
): Promise<{ userId: number; email: string }> {
  const invalid = () => badRequest('This password reset link is invalid or has expired.');
  const usable = (now: Date) =>
    and(
      eq(passwordResetTokens.tokenHash, sha256(token)),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, now),
    );
  // The policy needs the member; a refused password leaves the link usable for a better one.
  const [link] = await db
    .select({ userId: users.id, email: users.email, username: users.username })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(usable(clock()));
  if (!link) throw invalid();
  const weak = passwordProblem(newPassword, link);
  if (weak) throw badRequest(weak);
  const newHash = await hashPassword(newPassword);
  // Claimed in the transaction that sets the password: of two uses racing, one wins.
  const done = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: clock() })
      .where(usable(clock()))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return false;
    await setPassword(tx, claimed.userId, newHash);
    return true;
  });
  if (!done) throw invalid();
  return { userId: link.userId, email: link.email };
}
