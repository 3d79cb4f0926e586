/**
 * Ends every token a member holds, as a password change does (setPassword.ts) but without one: the
 * token version is bumped, so every process refuses older tokens at once (tokenVersions.ts hears
 * it from PostgreSQL's notice, or from `changed` on PGlite). Signing out uses it: a token carries
 * only the member and their version, so one token cannot be told from the member's others without
 * a second, per-token record checked on every call; signing out signs out every device.
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
