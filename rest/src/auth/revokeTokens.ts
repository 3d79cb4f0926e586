/**
 * Ends every token a member holds, as a password change does (setPassword.ts) but without one: the
 * token version is bumped, so every process refuses older tokens at once (tokenVersions.ts hears
 * it from PostgreSQL's notice, or from `changed` on PGlite). Signing out of every device uses it;
 * signing out of one ends that token alone (revokedTokens.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Answers the member's new token version. */
export async function revokeTokens(db: Database | Transaction, userId: number): Promise<number> {
  const [updated] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.tokenVersion });
  return updated?.version ?? 0;
}
