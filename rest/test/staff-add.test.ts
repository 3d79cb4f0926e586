/**
 * `npm run staff:add -- <email> [--admin]` as an operator runs it: its own process on the
 * service's database. The role works at once for a member already signed in.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiFor, createMember } from './helpers.js';
import { createOwnDatabase, startRestProcess, type OwnDatabase, type RestProcess } from './restProcess.js';

function staffAdd(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/staff/staffAdd.ts', ...args], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('npm run staff:add', () => {
  it('explains its usage, and refuses an email no member has (PGlite)', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-staff-add-'));
    try {
      const usage = await staffAdd([], { DATA_DIR: dataDir });
      expect(usage).toEqual({ code: 2, output: 'Usage: npm run staff:add -- <email> [--admin]\n' });
      expect((await staffAdd(['a@b.np', '--root'], { DATA_DIR: dataDir })).code).toBe(2);
      expect(await staffAdd(['nobody@pustak.np'], { DATA_DIR: dataDir })).toEqual({
        code: 1,
        output: 'No member has the email nobody@pustak.np: they sign up first, then are made staff.\n',
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
  onPostgres('on the PostgreSQL the service runs on', () => {
    let database: OwnDatabase | undefined;
    let rest: RestProcess | undefined;
    afterAll(async () => {
      await rest?.stop();
      await database?.drop();
    });

    it('grants staff, then admin, to a member who is signed in, with no new sign-in', async () => {
      database = await createOwnDatabase();
      rest = await startRestProcess({ DATABASE_URL: database.url, RATE_LIMIT_ALLOW_LIST: '127.0.0.1,::1' });
      const api = apiFor({ name: 'postgres', url: rest.url, outbox: '/dev/null' });
      const member = await createMember(api);
      expect((await api.get('/staff/books/1/', member.token)).status).toBe(403);

      const granted = await staffAdd([member.email.toUpperCase()], { DATABASE_URL: database.url });
      expect(granted).toEqual({ code: 0, output: `${member.email.toUpperCase()} is now staff.\n` });
      expect((await api.get('/staff/books/1/', member.token)).status).toBe(200);
      expect((await api.get('/staff/audit/', member.token)).status).toBe(403);

      expect((await staffAdd([member.email, '--admin'], { DATABASE_URL: database.url })).code).toBe(0);
      expect((await api.get('/staff/audit/', member.token)).status).toBe(200);
    }, 120_000);
  });
});
