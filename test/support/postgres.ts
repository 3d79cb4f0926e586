/**
 * Scratch PostgreSQL databases for the suites that run the services on PostgreSQL: created empty
 * under a unique name (`pustak_topology_<random>`) on TEST_DATABASE_URL's server and dropped after,
 * never touching another database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  url: string;
  /** A connection of the test's own (to TEST_DATABASE_URL's database), for checks and faults. */
  admin: pg.Client;
  drop(): Promise<void>;
}

export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const admin = new pg.Client({ connectionString: serverUrl });
  admin.on('error', () => {});
  await admin.connect();
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    admin,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Ends every connection to `database` but the caller's own, as a failover or restart would: how many. */
export async function terminateBackends(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query<{ ended: string }>(
    `select count(*) filter (where pg_terminate_backend(pid)) as ended
       from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [database],
  );
  return Number(rows[0]?.ended ?? 0);
}
