/**
 * Replicas agree on the limits (issue 32, item 10): two REST processes on one PostgreSQL database
 * count every sign-in, reset mail and sign-up once, so together they allow what one would; and
 * their two mail workers send each queued mail once.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { LOGIN_RULES } from '../src/limits/loginThrottle.js';
import { REQUEST_LIMITS } from '../src/limits/requestLimits.js';
import { startRest } from '../src/server.js';
import { apiFor, createMember, fromAddress, uniqueName, type Api } from './helpers.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.skipIf(!adminUrl)('limits shared by two REST processes on one PostgreSQL', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let replicas: [Api, Api];
  let database: pg.Client;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    admin.on('error', () => {});
    await admin.connect();
    const name = `pustak_replicas_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    // One mailbox, as one SMTP server: either process's worker may send a queued mail.
    const mailDir = await mkdtemp(path.join(tmpdir(), 'pustak-replicas-mail-'));
    cleanups.push(() => rm(mailDir, { recursive: true, force: true }));
    const outbox = path.join(mailDir, 'outbox.jsonl');
    const boot = async (): Promise<Api> => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-replica-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const config = {
        ...readConfig({ GATEWAY_SECRET: inject('gatewaySecret') }),
        port: 0,
        dataDir,
        databaseUrl: url.toString(),
        logLevel: 'warn',
      };
      const rest = await startRest(config, {
        logger: false,
        strictResponses: true,
        publicUrlFromPort: true,
        mailer: { send: (m) => appendFile(outbox, `${JSON.stringify(m)}\n`) },
      });
      cleanups.push(() => rest.close());
      return apiFor({ name: 'postgres', url: rest.url, outbox });
    };
    // One after the other: the first migrates and seeds the database.
    replicas = [await boot(), await boot()];
    database = new pg.Client({ connectionString: url.toString() });
    database.on('error', () => {});
    await database.connect();
    cleanups.push(() => database.end());
  }, 180_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The replica for the i-th request: they take turns, as behind a balancer. */
  const through = (i: number) => replicas[i % 2]!;

  it('refuses the wrong password after the limit counted over both replicas, through either', async () => {
    const m = await createMember(replicas[0]);
    const attacker = fromAddress(someAddress());
    const login = (api: Api, password: string) =>
      api.request('POST', '/users/login/', { json: { email: m.email, password }, headers: attacker });
    for (let i = 0; i < LOGIN_RULES.pairMax; i++) expect((await login(through(i), `guess ${i}`)).status).toBe(401);
    for (const api of replicas) {
      const refused = await login(api, m.password);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
    }
  });

  it('sends an email its reset limit over both replicas, each mail once', async () => {
    const { max } = REQUEST_LIMITS.passwordReset.perEmail;
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember(replicas[0])));
    const ask = (api: Api, email: string) =>
      api.request('POST', '/users/password-reset/', { json: { email }, headers: fromAddress(someAddress()) });
    for (let i = 0; i < max; i++) {
      for (const m of members) expect((await ask(through(i), m.email)).status).toBe(200);
    }
    for (const api of replicas) {
      const refused = await ask(api, members[0]!.email);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in 1[45] minutes\.$/);
    }
    // Both workers were sending: once the outbox is empty every mail has gone, and none twice.
    const until = Date.now() + 20_000;
    const pending = async () => (await database.query('select count(*)::int as n from mail_outbox')).rows[0].n;
    while ((await pending()) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await pending()).toBe(0);
    for (const m of members) expect(await replicas[0].mailTo(m.email, max)).toHaveLength(max);
  });

  it('refuses sign-ups from one address over its limit counted over both replicas, through either', async () => {
    const { max } = REQUEST_LIMITS.signUp.perAddress;
    const from = fromAddress(someAddress());
    const signUp = (api: Api) => {
      const username = uniqueName('replica');
      return api.request('POST', '/users/register/', {
        headers: from,
        json: {
          first_name: 'Hari',
          last_name: 'Thapa',
          username,
          email: `${username}@example.com`,
          date_of_birth: '1995-09-09',
          password: 'sagarmatha base camp',
          has_accepted_terms: true,
          has_accepted_rental_policy: true,
        },
      });
    };
    for (let i = 0; i < max; i++) expect((await signUp(through(i))).status).toBe(201);
    for (const api of replicas) {
      const refused = await signUp(api);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, message: 'Too many attempts. Please try again in 60 minutes.' });
    }
  });
});
