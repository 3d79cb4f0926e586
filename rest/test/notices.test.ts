/**
 * Issue 18: each REST process keeps its members' token versions and the signed-out tokens in
 * memory (auth/tokenVersions.ts, auth/revokedTokens.ts), told of a change by PostgreSQL's notice.
 * A password changed or reset, or a sign-out, through one process must still refuse the ended
 * tokens at once on every other process on the same database (and only those: a sign-out ends
 * one token, the member's others keep working): two REST services here share a fresh PostgreSQL
 * database and a signing key, and are reached over HTTP.
 * The catalog's size and its genres are kept the same way (db/notices.ts), and follow a change
 * made in the database itself.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT, importPKCS8 } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { LISTENER_NAME } from '../src/db/notices.js';
import { startRest, type RunningRest } from '../src/server.js';
import type { Clock } from '../src/time/clock.js';
import { apiFor, createMember, type Api } from './helpers.js';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)(
  'two REST processes on one database: what each keeps in memory follows every change [postgres]',
  () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    let one: Api;
    let other: Api;
    let databaseName: string;
    let databaseUrl: string;
    let admin: pg.Client;
    /** One signing key, as replicas behind one address have: a token from either works on both. */
    const key = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    /** Starts one more REST process on the database (its clock may run ahead); closed after the suite, or by `close`. */
    let boot: (name: string, clock?: Clock) => Promise<Api & { close(): Promise<void> }>;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: adminUrl });
      admin.on('error', () => {});
      await admin.connect();
      databaseName = `pustak_two_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${databaseName}`);
      cleanups.push(async () => {
        await admin.query(`drop database if exists ${databaseName} with (force)`);
        await admin.end();
      });
      const url = new URL(adminUrl!);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
      // One mailbox for both, as one SMTP server: either process's worker may send a mail (src/mail/delivery.ts).
      const mailDir = await mkdtemp(path.join(tmpdir(), 'pustak-mail-'));
      cleanups.push(() => rm(mailDir, { recursive: true, force: true }));
      const outbox = path.join(mailDir, 'outbox.jsonl');
      boot = async (name, clock) => {
        const dataDir = await mkdtemp(path.join(tmpdir(), `pustak-${name}-`));
        cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
        const config = {
          ...readConfig({ JWT_PRIVATE_KEY: key }),
          port: 0,
          dataDir,
          databaseUrl,
          logLevel: 'warn',
          rateLimitAllowList: ['127.0.0.1', '::1'],
        };
        const rest: RunningRest = await startRest(config, {
          logger: false,
          strictResponses: true,
          publicUrlFromPort: true,
          mailer: { send: (m) => appendFile(outbox, `${JSON.stringify(m)}\n`) },
          clock,
        });
        let closing: Promise<void> | undefined;
        const close = () => (closing ??= rest.close());
        cleanups.push(close);
        return { ...apiFor({ name: 'postgres', url: rest.url, outbox }), close };
      };
      // One after the other: the first migrates and seeds the database.
      one = await boot('one');
      other = await boot('other');
    }, 180_000);

    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    /** The ids of the signed-out tokens the database holds. */
    async function revokedRows(): Promise<string[]> {
      const direct = new pg.Client({ connectionString: databaseUrl });
      await direct.connect();
      try {
        return (await direct.query<{ jti: string }>('select jti from revoked_tokens')).rows.map((r) => r.jti);
      } finally {
        await direct.end();
      }
    }

    /** Both processes have read (and so keep) the token's version: each answers it now. */
    async function usedOnBoth(token: string) {
      for (const api of [one, other, one, other]) expect((await api.get('/cart/', token)).status).toBe(200);
    }

    async function resetLink(api: Api, email: string): Promise<string> {
      const before = (await api.outbox()).filter((x) => x.to === email).length;
      expect((await api.post('/users/password-reset/', { email })).status).toBe(200);
      const mail = (await api.mailTo(email, before + 1)).at(-1);
      return /reset\?token=([\w-]+)/.exec(mail!.text)![1]!;
    }

    it('a password changed through one is refused by the other on the very next call, again and again', async () => {
      const m = await createMember(one);
      let token = m.token;
      let password = m.password;
      for (let round = 0; round < 6; round++) {
        const [writer, reader] = round % 2 === 0 ? [one, other] : [other, one];
        await usedOnBoth(token);
        const next = `naya password ${round}`;
        const changed = await writer.post(
          '/users/change-password/',
          { current_password: password, new_password: next },
          token,
        );
        expect(changed.status).toBe(200);
        // No pause: the other process already refuses the old token, and the writer too.
        expect((await reader.get('/cart/', token)).status).toBe(401);
        expect((await writer.get('/cart/', token)).status).toBe(401);
        token = changed.body.data.tokens.access;
        password = next;
        expect((await reader.get('/cart/', token)).status).toBe(200);
      }
    });

    it('a password reset through one is refused by the other on the very next call', async () => {
      const m = await createMember(other);
      await usedOnBoth(m.token);
      const link = await resetLink(one, m.email);
      const reset = await one.post('/users/password-reset/confirm/', { token: link, new_password: 'reset password' });
      expect(reset.status).toBe(200);
      expect((await other.get('/cart/', m.token)).status).toBe(401);
      expect((await one.get('/cart/', m.token)).status).toBe(401);
      const login = await other.post('/users/login/', { email: m.email, password: 'reset password' });
      expect(login.status).toBe(200);
      expect((await one.get('/cart/', login.body.data.tokens.access)).status).toBe(200);
    });

    it("a sign-out through one is refused by the other on the very next call; the member's other token keeps working", async () => {
      const m = await createMember(one);
      const login = await other.post('/users/login/', { email: m.email, password: m.password });
      const laptop = login.body.data.tokens.access as string;
      await usedOnBoth(m.token);
      await usedOnBoth(laptop);
      expect((await other.post('/users/logout/', undefined, m.token)).status).toBe(200);
      expect((await one.get('/cart/', m.token)).status).toBe(401);
      expect((await other.get('/cart/', m.token)).status).toBe(401);
      await usedOnBoth(laptop);
      // Again through the other process: harmless.
      expect((await one.post('/users/logout/', undefined, m.token)).status).toBe(200);
      await usedOnBoth(laptop);
    });

    it('a sign-out everywhere through one ends every token of the member on the other at once', async () => {
      const m = await createMember(one);
      const login = await one.post('/users/login/', { email: m.email, password: m.password });
      const laptop = login.body.data.tokens.access as string;
      await usedOnBoth(m.token);
      await usedOnBoth(laptop);
      expect((await one.post('/users/logout/everywhere/', undefined, laptop)).status).toBe(200);
      for (const token of [m.token, laptop]) {
        expect((await other.get('/cart/', token)).status).toBe(401);
        expect((await one.get('/cart/', token)).status).toBe(401);
      }
      const again = await one.post('/users/login/', { email: m.email, password: m.password });
      expect((await other.get('/cart/', again.body.data.tokens.access)).status).toBe(200);
    });

    it('a process started later refuses the tokens signed out before it; expired ones are pruned, by several at once', async () => {
      const m = await createMember(one);
      const { ver } = JSON.parse(Buffer.from(m.token.split('.')[1]!, 'base64url').toString()) as { ver: number };
      // A token that expires in a moment, signed out at once.
      const brief = await new SignJWT({ ver })
        .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
        .setSubject(String(m.id))
        .setJti(randomUUID())
        .setIssuer('pustak-rest')
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + 5)
        .sign(await importPKCS8(key, 'EdDSA'));
      for (const token of [brief, m.token])
        expect((await one.post('/users/logout/', undefined, token)).status).toBe(200);
      const jtis = [brief, m.token].map(
        (t) => (JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti,
      );
      expect((await revokedRows()).sort()).toEqual(expect.arrayContaining(jtis));
      // Two processes whose clocks run two hours ahead start at once: each prunes at start.
      const ahead = () => new Date(Date.now() + 2 * 60 * 60_000);
      const later = await Promise.all([boot('later-a', ahead), boot('later-b', ahead)]);
      try {
        await expect.poll(revokedRows, { timeout: 5000, interval: 50 }).not.toContain(jtis[0]);
        expect(await revokedRows()).toContain(jtis[1]);
        for (const api of later) expect((await api.get('/cart/', m.token)).status).toBe(401);
      } finally {
        await Promise.all(later.map((api) => api.close()));
      }
    });

    it('a change made in the database itself is refused by both at once', async () => {
      const m = await createMember(one);
      await usedOnBoth(m.token);
      const member = new pg.Client({ connectionString: databaseUrl });
      await member.connect();
      try {
        await member.query('update users set token_version = token_version + 1 where id = $1', [m.id]);
      } finally {
        await member.end();
      }
      expect((await one.get('/cart/', m.token)).status).toBe(401);
      expect((await other.get('/cart/', m.token)).status).toBe(401);
    });

    it('still refuses at once after losing its connection for notices, once it listens again', async () => {
      const m = await createMember(one);
      await usedOnBoth(m.token);
      const listeners = async () =>
        (
          await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = $1 and application_name = $2`,
            [databaseName, LISTENER_NAME],
          )
        ).rows.map((r) => r.pid);
      const before = await listeners();
      expect(before).toHaveLength(2);
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
      // Both listen again on new connections (a quarter of a second after the loss).
      const deadline = Date.now() + 10_000;
      let after: number[] = [];
      while (Date.now() < deadline) {
        after = (await listeners()).filter((pid) => !before.includes(pid));
        if (after.length === 2) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(after).toHaveLength(2);
      await usedOnBoth(m.token);
      const changed = await one.post(
        '/users/change-password/',
        { current_password: m.password, new_password: 'after the loss' },
        m.token,
      );
      expect(changed.status).toBe(200);
      expect((await other.get('/cart/', m.token)).status).toBe(401);
      expect((await other.get('/cart/', changed.body.data.tokens.access)).status).toBe(200);
    });

    it("the catalog's size and genres, kept in memory, follow changes made in the database itself", async () => {
      const sizeOn = async (api: Api) => (await api.get('/books/?page_size=1')).body.count as number;
      const genresOn = async (api: Api) =>
        ((await api.get('/books/genres/')).body.results as { name: string }[]).map((g) => g.name);
      const before = await sizeOn(one);
      expect(await sizeOn(other)).toBe(before);
      expect(await genresOn(other)).not.toContain('Travel Writing of the Himalaya');
      const direct = new pg.Client({ connectionString: databaseUrl });
      await direct.connect();
      try {
        await direct.query(
          `insert into books (title, author_id, price, format, language)
         select 'A Book Added Behind REST''s Back', author_id, price, format, language from books order by id limit 1`,
        );
        await direct.query(`insert into genres (name) values ('Travel Writing of the Himalaya')`);
      } finally {
        await direct.end();
      }
      // Not a member's token: these may take the moment a notice takes to arrive.
      await expect.poll(() => sizeOn(one), { timeout: 2000, interval: 20 }).toBe(before + 1);
      await expect.poll(() => sizeOn(other), { timeout: 2000, interval: 20 }).toBe(before + 1);
      await expect
        .poll(() => genresOn(one), { timeout: 2000, interval: 20 })
        .toContain('Travel Writing of the Himalaya');
      await expect
        .poll(() => genresOn(other), { timeout: 2000, interval: 20 })
        .toContain('Travel Writing of the Himalaya');
    });
  },
);
