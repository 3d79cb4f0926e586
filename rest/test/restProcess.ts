/**
 * The REST service as production runs it: its own process (`node --import tsx src/main.ts`) on
 * a PostgreSQL database of the test's own, so a test can see whether the process survives what
 * it is put through (an in-process service would take the test runner down with it, or hide an
 * unhandled error behind Vitest's own handlers).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '../../test/support/postgres.js';

/** A database made for one test file, dropped (with any connection still open) by `drop`. */
export type OwnDatabase = ScratchDatabase;

/** One scratch database on TEST_DATABASE_URL's server (test/support/postgres.ts makes it). */
export function createOwnDatabase(): Promise<OwnDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  return createScratchDatabase(serverUrl, 'pustak_t');
}

export interface RestProcess {
  /** e.g. http://127.0.0.1:41234 (the API is under /api). */
  url: string;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  /** The exit code or signal once it has exited; undefined while it runs. */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  stop(): Promise<void>;
}

const READY = /REST API ready at (http:\/\/[^/\s]+)\//;

/**
 * Starts `src/main.ts` with these settings on port 0 and a DATA_DIR of its own; settles once it
 * says it is ready, or fails with what it printed if it exits first.
 */
export async function startRestProcess(env: Record<string, string>): Promise<RestProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH, REST_PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const ended = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (ready) resolve(ready[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void ended.then(async () => {
      await rm(dataDir, { recursive: true, force: true });
      reject(new Error(`REST exited before it was ready (${JSON.stringify(exit)}):\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    exited: () => exit,
    async stop() {
      if (!exit) {
        child.kill('SIGTERM');
        await ended;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
