/**
 * What every benchmark receives: REST (PGlite in a temp dir, seeded) and Pustak's gateway in
 * their own processes, started on first use and stopped at the end of the run, plus helpers to
 * start more of them (another gateway setting, REST on another database), to sign in, and to
 * sample a service's memory. A benchmark never touches the developer's .data/ nor their ports.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, startService, type ServiceProcess } from './processes.js';

export interface Machine {
  cpus: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  os: string;
}

export function describeMachine(): Machine {
  return {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  };
}

export interface RestService extends ServiceProcess {
  /** REST base, e.g. http://127.0.0.1:43121/api */
  api: string;
}

export interface GatewayService extends ServiceProcess {
  /** GraphQL endpoint, e.g. http://127.0.0.1:43122/graphql */
  graphql: string;
}

export interface MemorySample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/** The demo member every seeded database has (rest/src/seed/members.ts). */
export const DEMO_MEMBER = { email: 'aarati@pustak.np', password: 'pustak123' };

const GRAPHQL_PROBE: RequestInit = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ __typename }' }),
};

export class Services {
  readonly machine = describeMachine();
  private tmp: Promise<string> | undefined;
  private sharedRest: Promise<RestService> | undefined;
  private sharedGateway: Promise<GatewayService> | undefined;
  private readonly started: ServiceProcess[] = [];
  private readonly tokens = new Map<string, Promise<string>>();
  private memoryRequest = 0;

  /** PostgreSQL for the benchmarks that compare databases, if the environment names one. */
  readonly postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

  /** A scratch folder for this run, removed at the end. */
  tmpDir(): Promise<string> {
    this.tmp ??= mkdtemp(path.join(os.tmpdir(), 'pustak-bench-'));
    return this.tmp;
  }

  /** The shared REST service: PGlite in a temp dir, seeded like a first `npm start`. */
  rest(): Promise<RestService> {
    this.sharedRest ??= this.startRest({ name: 'rest' });
    return this.sharedRest;
  }

  /** The shared gateway over the shared REST, with default settings (public cache on). */
  gateway(): Promise<GatewayService> {
    this.sharedGateway ??= this.rest().then((rest) => this.startGateway({ name: 'gateway', restApi: rest.api }));
    return this.sharedGateway;
  }

  /** Another REST process: a fresh PGlite dir unless `dataDir` or `databaseUrl` is given. */
  async startRest(options: { name: string; dataDir?: string; databaseUrl?: string }): Promise<RestService> {
    const port = await freePort();
    const dataDir = options.dataDir ?? path.join(await this.tmpDir(), options.name);
    const service = await startService({
      name: options.name,
      entry: path.join(repoRoot, 'rest/src/main.ts'),
      env: { REST_PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl, LOG_LEVEL: 'warn' },
      port,
      readyPath: '/api/health',
      logDir: await this.tmpDir(),
      timeoutMs: 180_000,
    });
    this.started.push(service);
    return { ...service, api: `${service.origin}/api` };
  }

  /** Another gateway process; `env` overrides its settings (e.g. PUBLIC_CACHE_TTL_MS: '0'). */
  async startGateway(options: {
    name: string;
    restApi: string;
    env?: Record<string, string>;
  }): Promise<GatewayService> {
    const port = await freePort();
    const service = await startService({
      name: options.name,
      entry: path.join(repoRoot, 'gateway/src/main.ts'),
      env: { GATEWAY_PORT: String(port), REST_URL: options.restApi, LOG_LEVEL: 'warn', ...options.env },
      port,
      readyPath: '/graphql',
      readyInit: GRAPHQL_PROBE,
      logDir: await this.tmpDir(),
      execArgv: ['--expose-gc', '--import', path.join(repoRoot, 'bench/lib/memory-reporter.ts')],
    });
    this.started.push(service);
    return { ...service, graphql: `${service.origin}/graphql` };
  }

  /** Any other process the run must stop at the end (e.g. Hive Gateway). */
  track(service: ServiceProcess): void {
    this.started.push(service);
  }

  /** A REST access token for a member of the shared REST (signed in once per run: logins are rate limited). */
  token(member = DEMO_MEMBER): Promise<string> {
    let token = this.tokens.get(member.email);
    if (!token) {
      token = this.rest().then((rest) => signIn(rest.api, member));
      this.tokens.set(member.email, token);
    }
    return token;
  }

  /** Memory of a service started here (gateways answer; after a full GC when `gc`). */
  memory(service: ServiceProcess, options: { gc?: boolean } = {}): Promise<MemorySample> {
    const id = ++this.memoryRequest;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${service.name} did not report its memory`)), 10_000);
      const onMessage = (message: { type?: string; id?: number } & MemorySample) => {
        if (message?.type !== 'memory' || message.id !== id) return;
        clearTimeout(timer);
        service.child.off('message', onMessage);
        resolve({
          rss: message.rss,
          heapUsed: message.heapUsed,
          heapTotal: message.heapTotal,
          external: message.external,
        });
      };
      service.child.on('message', onMessage);
      service.child.send({ type: 'memory', id, gc: options.gc });
    });
  }

  /** Stops one service started here before the end of the run. */
  async stop(service: ServiceProcess): Promise<void> {
    await service.stop();
    const i = this.started.findIndex((s) => s.pid === service.pid);
    if (i >= 0) this.started.splice(i, 1);
  }

  async close(): Promise<void> {
    await Promise.all(this.started.splice(0).map((s) => s.stop()));
    if (this.tmp) await rm(await this.tmp, { recursive: true, force: true });
  }
}

export async function signIn(restApi: string, member: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${restApi}/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(member),
  });
  const body = (await res.json()) as { data?: { tokens?: { access?: string } } };
  const token = body.data?.tokens?.access;
  if (!token) throw new Error(`login of ${member.email} failed: ${res.status} ${JSON.stringify(body)}`);
  return token;
}
