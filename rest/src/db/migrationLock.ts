/**
 * Migrations run under a PostgreSQL advisory lock, so REST processes that start together on one
 * database take turns: the first migrates, the others wait and then find every migration applied
 * (Drizzle's migrator reads its journal first). Without it, two starts on an empty database race
 * on `CREATE SCHEMA`, `CREATE EXTENSION pg_trgm` and `CREATE TABLE` and one of them exits.
 * The lock belongs to one connection's session: the work runs on that connection, and the lock
 * ends with it if the process dies mid-way. The first-start seed has its own lock (seed/index.ts).
 */
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from './schema.js';

/** pg_advisory_lock's key for migrations (any number no other lock of the service uses). */
const MIGRATION_LOCK = 7_240_550;

export async function underMigrationLock(
  pool: pg.Pool,
  work: (db: NodePgDatabase<typeof schema>) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  const db = drizzle(client, { schema });
  let broken: Error | undefined;
  try {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    await work(db);
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
  } catch (error) {
    // The connection is closed rather than lent again: its session ends, and the lock with it.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}
