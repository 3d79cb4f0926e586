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
import pg from 'pg';
import { fillMissingLatinForms } from '../catalog/latinBackfill.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of Database; functions that work in either take `Database | Tx`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL: listens on a channel over a connection of its own (LISTEN), for notices other
   * processes' writes send. Absent on PGlite, which serves one process.
   */
  listen?: Listen;
  close(): Promise<void>;
}

/** What a listener is told: each notice, and when notices may have been missed and when they arrive again. */
export interface ListenHandlers {
  notice(payload: string): void;
  /** The connection is lost: notices sent from now until `listening` are not heard. */
  lost(): void;
  /** Listening (again): every notice from now on is heard. */
  listening(): void;
}

/**
 * Search matches a typed word against titles and names by trigram word similarity (`<%`, served
 * by the trigram indexes). pg_trgm's default bar, 0.6, misses common typos ('sapeins' is 0.375 like
 * its trigrams with 'sapiens'); every session of the service uses this one.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.3;
const SESSION_SETTING = `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A channel listened on: how to stop, and how to know every notice sent so far has been heard. */
export interface Listening {
  /**
   * Settles once every notice committed before the call has reached `notice`: a round trip on
   * the listening connection, which PostgreSQL answers only after handing it the notices it was
   * signalled of (each commit signals its listeners before its own client learns it committed).
   * Calls made while a round trip is under way share the next one. Fails while not listening, or
   * when the round trip takes longer than SYNC_TIMEOUT_MS (the connection is then dropped and made anew).
   */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts listening on `channel`, connecting again whenever the connection is lost. */
export type Listen = (channel: string, handlers: ListenHandlers) => Listening;

/** Pause before listening again after the connection was lost, doubling up to the longest. */
const RELISTEN_MS = { first: 250, longest: 10_000 };
const SYNC_TIMEOUT_MS = 2000;
/** How a listening connection names itself (pg_stat_activity.application_name). */
export const LISTENER_NAME = 'pustak-rest-notices';

function postgresListen(connectionString: string): Listen {
  return (channel, handlers) => {
    let stopped = false;
    let client: pg.Client | undefined;
    /** The connection a round trip may go on: connected and listening. */
    let ready: pg.Client | undefined;
    let drop: (() => void) | undefined;
    let delay = RELISTEN_MS.first;
    let timer: NodeJS.Timeout | undefined;
    const connect = async () => {
      const current = new pg.Client({ connectionString, keepAlive: true, application_name: LISTENER_NAME });
      client = current;
      let dropped = false;
      const dropThis = () => {
        if (dropped) return;
        dropped = true;
        if (ready === current) ready = undefined;
        current.removeAllListeners('notification');
        current.end().catch(() => undefined);
        if (stopped) return;
        handlers.lost();
        timer = setTimeout(() => void connect(), delay);
        delay = Math.min(delay * 2, RELISTEN_MS.longest);
      };
      drop = dropThis;
      current.on('error', dropThis);
      current.on('end', dropThis);
      current.on('notification', (message) => {
        if (message.channel === channel) handlers.notice(message.payload ?? '');
      });
      try {
        await current.connect();
        await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch {
        return dropThis();
      }
      if (stopped || dropped) return;
      delay = RELISTEN_MS.first;
      ready = current;
      handlers.listening();
    };

    const roundTrip = async () => {
      const on = ready;
      if (!on) throw new Error('not listening');
      let timeout: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          on.query('select 1'),
          new Promise((_, reject) => {
            timeout = setTimeout(() => {
              if (ready === on) drop?.();
              reject(new Error('the listening connection did not answer'));
            }, SYNC_TIMEOUT_MS);
          }),
        ]);
      } finally {
        clearTimeout(timeout);
      }
    };
    // The round trip on the wire, and the one that will follow it for calls made meanwhile: a
    // round trip already sent may have been answered before a notice the caller must hear.
    let current: Promise<void> | undefined;
    let following: Promise<void> | undefined;
    const caughtUp = (): Promise<void> => {
      if (!current) {
        current = roundTrip().finally(() => (current = undefined));
        return current;
      }
      following ??= current
        .catch(() => undefined)
        .then(() => {
          following = undefined;
          return caughtUp();
        });
      return following;
    };

    void connect();
    return {
      caughtUp,
      async stop() {
        stopped = true;
        clearTimeout(timer);
        await client?.end().catch(() => undefined);
      },
    };
  };
}

export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: `-c ${SESSION_SETTING}` });
    // An idle client that loses its connection (a restart, a failover) emits 'error'; unhandled,
    // that would kill the process. The pool drops it and the next query opens a new one.
    pool.on('error', (error) => console.warn(`postgres: idle connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    await fillMissingLatinForms(db as unknown as Database);
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
