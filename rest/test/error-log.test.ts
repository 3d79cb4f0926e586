/**
 * Issue 15: a failed database query never reaches the log with its parameters. The service is
 * booted on its own database with one extra CHECK constraint that a sign-up can trip, and its
 * JSON log lines are captured while it answers that sign-up with a 500.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { startRest } from '../src/server.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A fresh PostgreSQL database for this test, dropped afterwards (undefined without TEST_DATABASE_URL). */
async function freshPostgres(): Promise<string | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `pustak_errorlog_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const TRIP = 'trips the test-only check constraint';

describe.each(['pglite', 'postgres'] as const)('a database error in the log [%s]', (kind) => {
  it('is its SQLSTATE code, without the query, emails, password hashes or birth dates', async (context) => {
    const databaseUrl = kind === 'postgres' ? await freshPostgres() : undefined;
    if (kind === 'postgres' && !databaseUrl) return context.skip('set TEST_DATABASE_URL to run');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-errorlog-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await openDatabase({ dataDir, databaseUrl });
    await database.db.execute(sql.raw(`alter table users add constraint test_trip check (bio <> '${TRIP}')`));
    await database.close();

    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const rest = await startRest(
      { ...readConfig({}), port: 0, dataDir, databaseUrl, logLevel: 'warn' },
      { logger: { level: 'info', stream }, publicUrlFromPort: true },
    );
    try {
      const email = 'hidden.member@example.com';
      const reply = await fetch(`${rest.url}/api/users/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Hidden',
          last_name: 'Member',
          username: 'hidden_member',
          email,
          date_of_birth: '1987-06-05',
          password: 'a secret password',
          bio: TRIP,
          has_accepted_terms: true,
          has_accepted_rental_policy: true,
        }),
      });
      expect(reply.status).toBe(500);
      expect(await reply.json()).toEqual({
        success: false,
        message: 'Something went wrong on our side. Please try again.',
      });

      const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
      expect(failure?.err).toMatchObject({ code: '23514', constraint: 'test_trip' });
      const log = lines.join('\n');
      expect(log).not.toContain(email);
      expect(log).not.toContain('1987-06-05');
      expect(log).not.toContain('scrypt$'); // how a stored password hash begins
      expect(log).not.toContain(TRIP);
      expect(log).not.toMatch(/insert into|params:/i);
    } finally {
      await rest.close();
    }
  }, 120_000);
});
