/**
 * What every benchmark receives: REST (PGlite in a temp dir, seeded) and Pustak's gateway in
 * their own processes, started on first use and stopped at the end of the run, plus helpers to
 * start more of them (another gateway setting, REST on another database), to sign in, and to
 * sample a service's memory. A benchmark never touches the developer's .data/ nor their ports.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
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
  private sharedLoadRest: Promise<RestService> | undefined;
  private sharedLoadGateway: Promise<GatewayService> | undefined;
  private readonly started: ServiceProcess[] = [];
  private readonly databases: string[] = [];
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

  /**
   * REST for the benchmarks that load it with many clients at once: on PostgreSQL (a scratch
   * database, created and dropped here) when the environment names a server, since PGlite serves
   * one query at a time and would hide everything above it; else the shared PGlite REST.
   */
  loadRest(): Promise<RestService> {
    this.sharedLoadRest ??= this.postgresUrl
      ? this.scratchDatabase('pustak_bench').then((databaseUrl) =>
          this.startRest({ name: 'rest-postgres', databaseUrl }),
        )
      : this.rest();
    return this.sharedLoadRest;
  }

  /** The gateway (default settings) over loadRest(). */
  loadGateway(): Promise<GatewayService> {
    this.sharedLoadGateway ??= this.postgresUrl
      ? this.loadRest().then((rest) => this.startGateway({ name: 'gateway-postgres', restApi: rest.api }))
      : this.gateway();
    return this.sharedLoadGateway;
  }

  /** Which database loadRest() runs on, for the notes of a benchmark. */
  loadBackend(): string {
    return this.postgresUrl
      ? 'PostgreSQL (a scratch database, pool of 10)'
      : 'PGlite (set BENCH_DATABASE_URL for PostgreSQL)';
  }

  /** An empty PostgreSQL database on the server of postgresUrl, dropped at the end of the run. */
  async scratchDatabase(name: string): Promise<string> {
    if (!this.postgresUrl) throw new Error('no PostgreSQL configured (BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    await adminQuery(this.postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(this.postgresUrl, `CREATE DATABASE ${name}`);
    this.databases.push(name);
    const url = new URL(this.postgresUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  /** Drops a scratch database before the end of the run (its services must be stopped). */
  async dropDatabase(name: string): Promise<void> {
    if (!this.postgresUrl) return;
    await adminQuery(this.postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const i = this.databases.indexOf(name);
    if (i >= 0) this.databases.splice(i, 1);
  }

  /** Another REST process: a fresh PGlite dir unless `dataDir` or `databaseUrl` is given. */
  async startRest(options: {
    name: string;
    dataDir?: string;
    databaseUrl?: string;
    /** Extra node flags (bench/profile.ts: --cpu-prof). */
    execArgv?: string[];
  }): Promise<RestService> {
    const port = await freePort();
    const dataDir = options.dataDir ?? path.join(await this.tmpDir(), options.name);
    const service = await startService({
      name: options.name,
      entry: path.join(repoRoot, 'rest/src/main.ts'),
      env: {
        REST_PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl,
        LOG_LEVEL: 'warn',
        // The call counts grow one member's orders list to 16 unpaid orders; the guard is not measured here.
        MAX_UNPAID_ORDERS: '100',
        // The load benches sign up hundreds of members from this one address.
        RATE_LIMIT_ALLOW_LIST: '127.0.0.1,::1',
      },
      port,
      readyPath: '/api/health',
      logDir: await this.tmpDir(),
      timeoutMs: 180_000,
      execArgv: options.execArgv,
    });
    this.started.push(service);
    return { ...service, api: `${service.origin}/api` };
  }

  /** Another gateway process; `env` overrides its settings (e.g. PUBLIC_CACHE_TTL_MS: '0'). */
  async startGateway(options: {
    name: string;
    restApi: string;
    env?: Record<string, string>;
    /** Extra node flags (bench/profile.ts: --cpu-prof). */
    execArgv?: string[];
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
      execArgv: [
        '--expose-gc',
        '--import',
        path.join(repoRoot, 'bench/lib/memory-reporter.ts'),
        ...(options.execArgv ?? []),
      ],
    });
    this.started.push(service);
    return { ...service, graphql: `${service.origin}/graphql` };
  }

  /** Any other process the run must stop at the end (e.g. Hive Gateway). */
  track(service: ServiceProcess): void {
    this.started.push(service);
  }

  /**
   * A REST access token of a member (the demo member unless told) on a REST service (the shared
   * one unless told), signed in once per run: logins are rate limited, and each REST service has
   * its own signing secret.
   */
  async token(rest?: RestService, member = DEMO_MEMBER): Promise<string> {
    const api = (rest ?? (await this.rest())).api;
    const key = `${api} ${member.email}`;
    let token = this.tokens.get(key);
    if (!token) {
      token = signIn(api, member);
      this.tokens.set(key, token);
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
    for (const name of this.databases.splice(0)) await this.dropDatabase(name).catch((e) => console.warn(e));
    if (this.tmp) await rm(await this.tmp, { recursive: true, force: true });
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
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
