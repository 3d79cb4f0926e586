/**
 * Boots a REST service of a suite's own, with settings the shared one (global-setup.ts) does not
 * have: on PGlite in a temp dir, and on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 * Settings go through readConfig, as the environment would give them.
 */
import { randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readConfig } from '../src/config.js';
import { startRest } from '../src/server.js';
import type { Clock } from '../src/time/clock.js';
import type { Target } from './global-setup.js';
import { apiFor, type Api } from './helpers.js';

export interface OwnRest {
  api: Api;
  /** PostgreSQL: the database it runs on, for a second process on the same one (`sameDatabaseAs`). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** With SMTP_URL in `env` mail goes to that server; without, to the outbox file `api.mailTo` reads. `clock` moves time. */
export async function bootRest(
  name: Target['name'],
  env: Record<string, string>,
  options: { clock?: Clock; sameDatabaseAs?: OwnRest } = {},
): Promise<OwnRest> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), `pustak-own-${name}-`));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (options.sameDatabaseAs) {
    if (!options.sameDatabaseAs.databaseUrl) throw new Error('only PostgreSQL is shared by two processes');
    databaseUrl = options.sameDatabaseAs.databaseUrl;
  } else if (name === 'postgres') {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    admin.on('error', () => {});
    await admin.connect();
    const dbName = `pustak_own_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${dbName}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    });
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config = { ...readConfig(env), port: 0, dataDir, databaseUrl, logLevel: 'warn' };
  const outbox = path.join(dataDir, 'outbox.jsonl');
  const rest = await startRest(config, {
    logger: false,
    strictResponses: true,
    publicUrlFromPort: true,
    // Without SMTP, mail lands in the outbox file `api.mailTo` reads.
    mailer: env.SMTP_URL ? undefined : { send: (m) => appendFile(outbox, `${JSON.stringify(m)}\n`) },
    clock: options.clock,
  });
  return {
    api: apiFor({ name, url: rest.url, outbox }),
    databaseUrl,
    async close() {
      await rest.close();
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}

/** The databases this run can reach: PGlite always, PostgreSQL with TEST_DATABASE_URL. */
export const reachableTargets = (): Target['name'][] =>
  process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
