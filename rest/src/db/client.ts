/**
 * Opens the database: PGlite files under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both run the same SQL migrations on open. PGlite serves one query at a time, which is fine for
 * the embedded default; production uses PostgreSQL with a pool.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fillMissingLatinForms } from '../catalog/latinBackfill.js';
import { underMigrationLock } from './migrationLock.js';
import { postgresListen, type Listen } from './notices.js';
import { createPool, pooledTransactions } from './pool.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of Database; functions that work in either take `Database | Tx`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL: listens over a connection of its own (LISTEN) for the notices writes send
   * (notices.ts). Absent on PGlite, which serves one process.
   */
  listen?: Listen;
  close(): Promise<void>;
}

/**
 * Search matches a typed word against titles and names by trigram word similarity (`<%`, served
 * by the trigram indexes). pg_trgm's default bar, 0.6, misses common typos ('sapeins' is 0.375 like
 * its trigrams with 'sapiens'); every session of the service uses this one.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.3;
const SESSION_SETTING = `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, `-c ${SESSION_SETTING}`, (message) => console.warn(message));
    const db = drizzlePg(pool, { schema });
    // Transactions check their client out themselves, so a broken one is discarded (pool.ts).
    db.transaction = pooledTransactions(pool, (client) => drizzlePg(client, { schema }));
    try {
      await underMigrationLock(pool, async (locked) => {
        await migratePg(locked, { migrationsFolder });
        await fillMissingLatinForms(locked as unknown as Database);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      listen: postgresListen(options.databaseUrl),
      close: () => pool.end(),
    };
  }
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  await client.exec(`set ${SESSION_SETTING.replace('=', ' = ')}`);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await fillMissingLatinForms(db as unknown as Database);
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
