/**
 * Child processes for the benchmarks: REST, gateways and Hive Gateway each run in their own Node
 * process, so a load generator in the bench process never shares an event loop with the server it
 * measures. Output goes to a log file (its tail is shown when a service fails to start). Only
 * processes started here are ever stopped here, by their own handle.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServiceProcess {
  name: string;
  /** Origin, e.g. http://127.0.0.1:43121 */
  origin: string;
  pid: number;
  child: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  /** A .ts entry (run through tsx) or a .js file. */
  entry: string;
  args?: string[];
  env: Record<string, string | undefined>;
  port: number;
  /** Path polled until it answers below 500, e.g. /api/health. */
  readyPath: string;
  readyInit?: RequestInit;
  logDir: string;
  execArgv?: string[];
  timeoutMs?: number;
}

/** Settings of Pustak's services that must never leak from the caller's shell into a benchmark. */
const PUSTAK_ENV = [
  'DATABASE_URL',
  'DATA_DIR',
  'REDIS_URL',
  'REST_URL',
  'REST_PORT',
  'GATEWAY_PORT',
  'PUBLIC_URL',
  'WEB_URL',
  'PUBLIC_CACHE_TTL_MS',
  'CATALOG_REQUIRES_AUTH',
  'NODE_ENV',
  'PORT',
  'HOST',
];

export async function startService(options: StartOptions): Promise<ServiceProcess> {
  const logFile = path.join(options.logDir, `${options.name}.log`);
  const fd = openSync(logFile, 'a');
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && !PUSTAK_ENV.includes(key)) env[key] = value;
  for (const [key, value] of Object.entries(options.env)) if (value !== undefined) env[key] = value;
  const tsEntry = options.entry.endsWith('.ts');
  const child = fork(options.entry, options.args ?? [], {
    cwd: repoRoot,
    env,
    execArgv: [...(tsEntry ? ['--import', 'tsx'] : []), ...(options.execArgv ?? [])],
    stdio: ['ignore', fd, fd, 'ipc'],
  });
  const origin = `http://127.0.0.1:${options.port}`;
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `exited (${signal ?? code})`));
  const stop = () => stopChild(child);
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`${origin}${options.readyPath}`, {
        ...options.readyInit,
        signal: AbortSignal.timeout(2000),
      });
      if (res.status < 500) return { name: options.name, origin, pid: child.pid!, child, logFile, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`${options.name} did not start (${exited ?? 'timed out'}); log ${logFile}:\n${tail}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
