/**
 * Boots the real REST service once per test run, on ephemeral ports: on PGlite in a temp dir
 * always, and again on PostgreSQL (a fresh database, dropped afterwards) when TEST_DATABASE_URL
 * is set. Tests reach them over HTTP only; each test makes its own members and data.
 */
import { randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../src/config.js';
import { startRest, type RunningRest } from '../src/server.js';

export interface Target {
  name: 'pglite' | 'postgres';
  /** e.g. http://127.0.0.1:41234 ; the API is under /api */
  url: string;
  /** JSON lines of the mail this service sent (SMTP is the edge of the world, so it is captured). */
  outbox: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    targets: Target[];
    postgresSkipped: boolean;
    /** The GATEWAY_SECRET both services were given: with it a test names its client's address. */
    gatewaySecret: string;
  }
}

/** Every test signs up and signs in from 127.0.0.1: per-address limits would soon refuse it. */
const TEST_ALLOW_LIST = ['127.0.0.1', '::1'];

export default async function setup(project: TestProject) {
  const running: RunningRest[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const targets: Target[] = [];
  const gatewaySecret = randomBytes(24).toString('base64url');

  const boot = async (name: Target['name'], databaseUrl?: string) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), `pustak-${name}-`));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const outbox = path.join(dataDir, 'outbox.jsonl');
    const config = {
      ...readConfig({}),
      port: 0,
      dataDir,
      databaseUrl,
      logLevel: 'warn',
      gatewaySecret,
      rateLimitAllowList: TEST_ALLOW_LIST,
    };
    const rest = await startRest(config, {
      strictResponses: true,
      logger: false,
      publicUrlFromPort: true,
      mailer: { send: (m) => appendFile(outbox, `${JSON.stringify(m)}\n`) },
    });
    running.push(rest);
    targets.push({ name, url: rest.url, outbox });
  };

  await boot('pglite');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const dbName = `pustak_test_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    admin.on('error', () => {}); // the drop below may race the service's pool closing
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    await boot('postgres', url.toString());
  }

  project.provide('targets', targets);
  project.provide('postgresSkipped', !adminUrl);
  project.provide('gatewaySecret', gatewaySecret);

  return async () => {
    for (const r of running) await r.close();
    for (const c of cleanups.reverse()) await c();
  };
}
