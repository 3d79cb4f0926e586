/**
 * The limits' counts, kept in the database so every REST process on it counts the same hits (two
 * replicas must not allow twice each limit). PostgreSQL in production and PGlite embedded: the
 * store is always there, needs no second service, and is up exactly when the data is. Each key has
 * a fixed window starting at its first hit; a hit after the window starts a new one.
 *
 * Never counts in process memory: that is what let each replica count on its own.
 */
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.js';
import { knownSignInAddresses, limitCounts } from '../db/schema.js';

export interface Count {
  hits: number;
  /** When the window began (ms). */
  startedAt: number;
  /** The latest counted hit (ms). */
  lastAt: number;
}

/** Counts hits on `key` in windows of `windowMs` in one statement; answers the count and the ms left in its window. */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ current: number; ttl: number }> {
  const windowOver = sql`${limitCounts.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
  const [row] = await db
    .insert(limitCounts)
    .values({ key, hits: 1, windowStart: now, lastAt: now })
    .onConflictDoUpdate({
      target: limitCounts.key,
      set: {
        hits: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${limitCounts.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${windowOver} THEN ${now} ELSE ${limitCounts.windowStart} END`,
        lastAt: now,
      },
    })
    .returning({ hits: limitCounts.hits, windowStart: limitCounts.windowStart });
  return { current: row!.hits, ttl: row!.windowStart.getTime() + windowMs - now.getTime() };
}

/**
 * Locks the counts of `keys` until the transaction ends (rows are made for new keys), so a check
 * and the hit it counts are one step even with requests racing on several processes. Keys are
 * locked in one order, so two transactions never wait on each other in a circle.
 */
export async function lockCounts(tx: Tx, keys: readonly string[], now: Date): Promise<Map<string, Count>> {
  const rows = await tx
    .insert(limitCounts)
    .values([...keys].sort().map((key) => ({ key, hits: 0, windowStart: now, lastAt: now })))
    // Updating a row to itself locks it and returns it as it is.
    .onConflictDoUpdate({ target: limitCounts.key, set: { hits: sql`${limitCounts.hits}` } })
    .returning();
  return new Map(
    rows.map((r) => [r.key, { hits: r.hits, startedAt: r.windowStart.getTime(), lastAt: r.lastAt.getTime() }]),
  );
}

/** Writes counts locked by lockCounts. */
export async function writeCount(tx: Tx, key: string, count: Count): Promise<void> {
  await tx
    .update(limitCounts)
    .set({ hits: count.hits, windowStart: new Date(count.startedAt), lastAt: new Date(count.lastAt) })
    .where(eq(limitCounts.key, key));
}

/** Takes one hit back from `key`, if its window (of `windowMs`) is still open. */
export async function uncountHit(db: Database, key: string, windowMs: number, now: Date): Promise<void> {
  await db
    .update(limitCounts)
    .set({ hits: sql`greatest(${limitCounts.hits} - 1, 0)` })
    .where(and(eq(limitCounts.key, key), gt(limitCounts.windowStart, new Date(now.getTime() - windowMs))));
}

export async function forgetCounts(db: Database, keys: readonly string[]): Promise<void> {
  await db.delete(limitCounts).where(inArray(limitCounts.key, [...keys]));
}

/** Until when this network is known for this email (0: not known). */
export async function knownUntil(db: Database | Tx, email: string, network: string): Promise<number> {
  const [row] = await db
    .select({ until: knownSignInAddresses.until })
    .from(knownSignInAddresses)
    .where(and(eq(knownSignInAddresses.email, email), eq(knownSignInAddresses.network, network)));
  return row?.until.getTime() ?? 0;
}

export async function markKnown(db: Database, email: string, network: string, until: Date): Promise<void> {
  await db
    .insert(knownSignInAddresses)
    .values({ email, network, until })
    .onConflictDoUpdate({ target: [knownSignInAddresses.email, knownSignInAddresses.network], set: { until } });
}

/** Counts whose window ended over `keepMs` ago, and known addresses past their time, are of no use: gone. */
export async function forgetStaleCounts(db: Database, keepMs: number, now: Date): Promise<void> {
  await db.delete(limitCounts).where(lt(limitCounts.windowStart, new Date(now.getTime() - keepMs)));
  await db.delete(knownSignInAddresses).where(lt(knownSignInAddresses.until, now));
}
