/**
 * Starts the built services (scripts/build-services.ts) as production does: a child process running
 * plain `node` on rest/dist/main.js or gateway/dist/main.js, with only the settings given (no
 * NODE_OPTIONS, so no TypeScript loader can come in from the test's own environment). Never
 * starts anything from src/: what runs here is what the image runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export type ServiceKind = 'rest' | 'gateway';

export interface RunningService {
  kind: ServiceKind;
  /** `http://127.0.0.1:port`. */
  origin: string;
  /** Set once the process has ended, whoever ended it. */
  exit: { code: number | null; signal: string | null } | undefined;
  /** Everything it wrote to stderr and stdout, for a failure's message. */
  output(): string;
  /** SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
}

/** A port free now, for a server started in another process (a probe's, freed again for it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts one service on `port` with `settings` as its whole environment (plus PATH and HOME) and
 * answers once it prints that it is ready; rejects with its output when it ends before that.
 */
export function startService(
  kind: ServiceKind,
  port: number,
  settings: Record<string, string>,
): Promise<RunningService> {
  const portSetting = kind === 'rest' ? 'REST_PORT' : 'GATEWAY_PORT';
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', ...settings };
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(kind, 'dist', 'main.js')], {
    cwd: repoRoot,
    env: { ...env, [portSetting]: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const service: RunningService = {
      kind,
      origin: `http://127.0.0.1:${port}`,
      exit: undefined,
      output: () => output,
      stop: () => stopChild(child, service),
    };
    const collect = (chunk: Buffer) => {
      // Bounded: a chatty process in a long test must not fill the test's memory.
      output = (output + chunk.toString()).slice(-20_000);
      if (/ready at /.test(output)) resolve(service);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code, signal) => {
      service.exit = { code, signal };
      reject(new Error(`${kind} on port ${port} ended (${signal ?? code}) before it was ready:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess, service: RunningService): Promise<void> {
  if (service.exit) return Promise.resolve();
  return new Promise((resolve) => {
    // A process that does not end on SIGTERM within 10 s is killed: a test never leaves one behind.
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** GET `url`: its status, or 0 when nothing answered. */
export async function statusOf(url: string): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}
