/**
 * Starts the whole system once for the browser tests, as a reader would get it from `npm start`:
 * a fresh DATA_DIR, free ports, the built web app served by the gateway. Tests get its URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailbox } from './mailbox.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** REST's own origin (TEST_CLOCK=true: POST /test/clock/ moves the store's clock). */
    restUrl: string;
    /** JSON lines of the mail the system sent (mailbox.ts). */
    mailbox: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the system exited with ${child.exitCode} while starting`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the system did not answer ${url} within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  // `npm test` builds first; a direct `vitest --project e2e` on a fresh checkout builds here.
  if (!existsSync(path.join(root, 'web/dist/index.html'))) {
    await run('npm', ['run', 'build', '-w', 'web']);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-e2e-'));
  // Serve a copy of the build: a rebuild during the run (another terminal) must not swap the
  // hashed chunks out from under the pages being tested.
  const webDist = path.join(dataDir, 'web');
  await cp(path.join(root, 'web/dist'), webDist, { recursive: true });
  const [restPort, gatewayPort] = [await freePort(), await freePort()];
  const mailboxFile = path.join(dataDir, 'mailbox.jsonl');
  const mailbox = await startMailbox(mailboxFile);
  // Its own process group, so teardown stops it and everything it started.
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    detached: true,
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: path.join(dataDir, 'db'),
      WEB_DIST: webDist,
      REST_PORT: String(restPort),
      GATEWAY_PORT: String(gatewayPort),
      REST_URL: `http://127.0.0.1:${restPort}/api`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      // The suites sign up many members from this one address; per-email limits still apply.
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1,::1',
      SMTP_URL: mailbox.url,
      // Due dates (rentals, download links) are tested by moving the store's clock (library.spec.ts).
      TEST_CLOCK: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  await waitForHealth(`${baseUrl}/health`, child);
  project.provide('baseUrl', baseUrl);
  project.provide('restUrl', `http://127.0.0.1:${restPort}`);
  project.provide('mailbox', mailboxFile);
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    await mailbox.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
