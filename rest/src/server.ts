/**
 * Opens the database (migrating and seeding on first start), builds the app and listens.
 * Used by main.ts and by the tests, which start it on an ephemeral port with a temp DATA_DIR.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { buildApp, type AppOptions } from './app.js';
import { createTokenService, loadSigningKey } from './auth/tokens.js';
import type { RestConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { reencodeLegacyPictures } from './media/legacyPictures.js';
import { assertSafeForProduction } from './production.js';
import { movableClock, type Clock } from './time/clock.js';
import { seedIfEmpty } from './seed/index.js';
import { writeMissingSamples } from './seed/samples.js';

export interface RunningRest {
  url: string;
  config: RestConfig;
  close(): Promise<void>;
}

export async function startRest(
  config: RestConfig,
  /** Tests: `mailer` captures mail instead of sending it; `clock` moves time (time/clock.ts). */
  options: AppOptions & { mailer?: Mailer; clock?: Clock; publicUrlFromPort?: boolean } = {},
): Promise<RunningRest> {
  assertSafeForProduction(config);
  const log = pino({ level: options.logger === false ? 'silent' : config.logLevel });
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const started = Date.now();
  if (await seedIfEmpty(database.db, (msg: string) => log.info(msg))) log.info(`seeded in ${Date.now() - started} ms`);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  const reencoded = await reencodeLegacyPictures(database.db, uploadsDir);
  if (reencoded > 0) log.info(`re-encoded ${reencoded} profile pictures stored as they were uploaded`);
  const samples = await writeMissingSamples(database.db, uploadsDir);
  if (samples > 0) log.info(`wrote ${samples} sample files of digital books`);
  const tokens = await createTokenService(await loadSigningKey(config.dataDir, config.jwtPrivateKey), config.tokenTtl);
  const mailer = options.mailer ?? createMailer(config.smtpUrl, log);
  // TEST_CLOCK=true (browser tests): a clock that POST /test/clock moves ahead (app.ts).
  const testClock = config.testClock ? movableClock(options.clock) : undefined;
  const app = await buildApp(
    {
      db: database.db,
      config,
      tokens,
      mailer,
      clock: testClock?.now ?? options.clock,
      movableClock: testClock,
      uploadsDir,
      listen: database.listen,
    },
    { logger: options.logger ?? { level: config.logLevel }, strictResponses: options.strictResponses },
  );
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (options.publicUrlFromPort) {
    // Listening on port 0 (tests): absolute URLs must name the port actually bound.
    config.publicUrl = `http://${config.host}:${port}`;
  }
  const wildcard = ['0.0.0.0', '::', ''].includes(config.host);
  config.selfUrl = `http://${wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  return {
    url: `http://${config.host}:${port}`,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
