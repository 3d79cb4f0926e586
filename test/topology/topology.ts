/**
 * Production's shape without Docker (docker-compose.yml): two REST processes and two gateways, each
 * a child process running the built JavaScript with plain `node` (test/support/services.ts), all
 * four started at the same moment on one EMPTY PostgreSQL database made for the run and one Redis.
 * Settings as compose gives them: NODE_ENV=production, one JWT_PRIVATE_KEY and GATEWAY_SECRET for
 * all, one DATA_DIR for both REST processes (compose's one uploads volume), TRUST_PROXY=1 on the
 * gateways. Gateway 1 calls REST 1 and gateway 2 calls REST 2 (compose puts a balancer between
 * them): so whatever one gateway writes and the other reads crosses from one REST process to the
 * other, and nothing can agree by luck.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { exportPKCS8, generateKeyPair } from 'jose';
import { createScratchDatabase, type ScratchDatabase } from '../support/postgres.js';
import { freePort, startService, type RunningService } from '../support/services.js';

export interface Topology {
  rests: [RunningService, RunningService];
  gateways: [RunningService, RunningService];
  database: ScratchDatabase;
  all: RunningService[];
  /**
   * What ended before it was ready when all four started at once (check a fails on any). Such a
   * process is started once more after the others, so the other checks still test their own item.
   */
  startFailures: string[];
  stop(): Promise<void>;
}

export async function startTopology(databaseServerUrl: string, redisUrl: string): Promise<Topology> {
  const database = await createScratchDatabase(databaseServerUrl, 'pustak_topology');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-topology-'));
  // Every Redis key and channel of this run starts with it, so runs and deployments stay apart.
  const prefix = `pustak-topology-${randomBytes(4).toString('hex')}:`;
  const { privateKey } = await generateKeyPair('EdDSA', { extractable: true });
  const [rest1, rest2, gateway1, gateway2] = [await freePort(), await freePort(), await freePort(), await freePort()];
  // Gateway 1 stands for the entry point: the address readers use.
  const entry = `http://127.0.0.1:${gateway1}`;
  const shared = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    GATEWAY_SECRET: randomBytes(24).toString('hex'),
    REDIS_URL: redisUrl,
    REDIS_CHANNEL_PREFIX: prefix,
    PUBLIC_URL: entry,
    WEB_URL: entry,
  };
  const rest = {
    ...shared,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_PRIVATE_KEY: await exportPKCS8(privateKey),
    // A demo's wallet and mail (nothing here pays or mails for real).
    ALLOW_SANDBOX_WALLET: 'true',
    ALLOW_MAIL_TO_LOG: 'true',
    // The order stream places many unpaid orders per member.
    MAX_UNPAID_ORDERS: '10000',
  };
  const gateway = (restPort: number) => ({ ...shared, REST_URL: `http://127.0.0.1:${restPort}/api`, TRUST_PROXY: '1' });

  const plan = [
    () => startService('rest', rest1, rest),
    () => startService('rest', rest2, rest),
    () => startService('gateway', gateway1, gateway(rest1)),
    () => startService('gateway', gateway2, gateway(rest2)),
  ];
  const all: RunningService[] = [];
  const stop = async () => {
    await Promise.all(all.map((service) => service.stop()));
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    await removeRedisKeys(redisUrl, prefix);
  };
  const started = await Promise.allSettled(plan.map((start) => start()));
  const startFailures = started.flatMap((result) =>
    result.status === 'rejected' ? [(result.reason as Error).message] : [],
  );
  try {
    for (const [i, result] of started.entries())
      all.push(result.status === 'fulfilled' ? result.value : await plan[i]!());
  } catch (error) {
    await stop();
    throw new Error(`${startFailures.join('\n\n')}\n\nand again, alone:\n${(error as Error).message}`);
  }
  const [r1, r2, g1, g2] = all as [RunningService, RunningService, RunningService, RunningService];
  return { rests: [r1, r2], gateways: [g1, g2], database, all, startFailures, stop };
}

async function removeRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
