/**
 * The one way a member's password changes (change-password and reset both come here): the new hash,
 * the token version bumped so every token issued before stops working (REST answers 401; the
 * gateway closes their WebSockets), and every reset link not yet used ended, so an old email can
 * never undo the change.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { passwordResetTokens, users } from '../db/schema.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Run it inside the caller's transaction; answers the member's new token version. */
export async function setPassword(tx: Transaction, userId: number, passwordHash: string): Promise<number> {
  const [updated] = await tx
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.tokenVersion });
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  return updated?.version ?? 0;
}
