/**
 * The PostgreSQL pool, made so that no database fault can end the process. PostgreSQL ends
 * connections when it restarts, fails over or is told to (pg_terminate_backend); node-postgres
 * then emits 'error' on the client, and an 'error' event nobody listens to kills Node. So:
 *
 * - the pool listens for errors of idle clients (pg's `pool.on('error')`), and every client the
 *   pool makes listens for its own errors for its whole life (`pool.on('connect')` →
 *   `client.on('error')`), whether idle, running a query or checked out for a transaction;
 * - a transaction checks its client out itself and gives it back with `release(error)` when the
 *   connection broke, so the pool discards it rather than lending it again, and gives it back
 *   whatever happened (a `begin` that fails still releases it);
 * - waiting for a connection is bounded, so a database that does not answer turns into a typed
 *   503 (http/errors.ts, db/failures.ts) rather than requests that hang.
 *
 * Nothing here retries a query: whether a write may be repeated is the caller's to say (the
 * client retries with its Idempotency-Key).
 */
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseUnavailable } from './failures.js';

/** How many connections one REST process holds at most. */
const POOL_SIZE = 10;
/** How long a request waits for a connection (a free one, or a new one) before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5000;

export function createPool(connectionString: string, sessionOptions: string, warn: (message: string) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection whose peer vanished without a word (a failover, a cut network) is noticed.
    keepAlive: true,
    options: sessionOptions,
  });
  // An idle client that loses its connection: the pool drops it and the next query opens a new one.
  pool.on('error', (error) => warn(`postgres: idle connection lost: ${error.message}`));
  // A client checked out (a transaction between two queries) that loses its connection: its
  // holder learns of it from its next query or from release (pooledTransactions); this listener
  // only keeps the event from ending the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

type Transaction<TSchema extends Record<string, unknown>> = NodePgDatabase<TSchema>['transaction'];

/**
 * Drizzle's `transaction` for a pool, checking the client out and back in by pg's documented
 * API: each transaction runs on a Drizzle instance over its own checked-out client (kept per
 * client, as the pool reuses them), and the client goes back with `release(error)` when its
 * connection broke.
 */
export function pooledTransactions<TSchema extends Record<string, unknown>>(
  pool: pg.Pool,
  over: (client: pg.PoolClient) => NodePgDatabase<TSchema>,
): Transaction<TSchema> {
  const onClient = new WeakMap<pg.PoolClient, NodePgDatabase<TSchema>>();
  return async (work, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    const onError = (error: Error) => (broken ??= error);
    client.on('error', onError);
    try {
      let db = onClient.get(client);
      if (!db) onClient.set(client, (db = over(client)));
      return await db.transaction(work, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken ??= error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.removeListener('error', onError);
      client.release(broken);
    }
  };
}
