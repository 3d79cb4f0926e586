/**
 * Health endpoints for load balancers and orchestrators: /healthz says the process is up (it
 * answers 200 as long as the gateway can answer at all); /readyz (and /health) says whether this
 * replica can serve, which is whether REST answers: 503 otherwise. Redis (when configured) only
 * carries live events and the public cache's generation between replicas; without it reads and
 * writes still work, so a lost Redis makes a replica degraded, never unready: a balancer that
 * took every replica out for a Redis blip would take the whole site down. Both show in the
 * answer's detail and in /metrics (pustak_dependency_up). A ready REST also closes the breaker at
 * once, so the first operation after an outage need not wait for the cool-down. These answers name
 * internals: the entry point (deploy/nginx.conf) does not publish them.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { Gauge, type Registry } from 'prom-client';
import type { Upstream } from './rest/client.js';

export interface ReadinessCheck {
  name: string;
  /** Without it this replica cannot serve (unready, 503); without an optional one it is degraded (200). */
  required: boolean;
  /** Resolves when the dependency answers; rejects (quickly) when it does not. */
  check(): Promise<void>;
  /** Frees what the check holds (a connection) when the gateway closes. */
  close?(): Promise<void>;
}

export function restReadiness(upstream: Upstream): ReadinessCheck {
  return {
    name: 'rest',
    required: true,
    async check() {
      await upstream.http.send('books/genres/', { method: 'GET', timeoutMs: 2000, retry: false });
      upstream.breaker.succeeded();
    },
  };
}

/**
 * Redis answers PING within a second. The check has its own connection, opened at the first probe
 * and re-opened by ioredis after a loss; commands are never queued, so a lost Redis fails at once.
 */
export function redisReadiness(url: string): ReadinessCheck {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => 1000,
  });
  redis.on('error', () => {}); // a failing probe reports it; an unhandled event would crash the process
  return {
    name: 'redis',
    required: false,
    async check() {
      if (redis.status === 'wait') redis.connect().catch(() => {});
      let timer: NodeJS.Timeout | undefined;
      let onReady: (() => void) | undefined;
      const ping = (async () => {
        if (redis.status !== 'ready') await new Promise<void>((resolve) => redis.once('ready', (onReady = resolve)));
        await redis.ping();
      })();
      ping.catch(() => {}); // it may lose the race below and fail later
      try {
        await Promise.race([
          ping,
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('Redis did not answer within 1 s')), 1000);
          }),
        ]);
      } finally {
        clearTimeout(timer);
        if (onReady) redis.off('ready', onReady);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** Which checks fail now, each at most as long as its own bound. */
async function failingChecks(checks: ReadinessCheck[]): Promise<ReadinessCheck[]> {
  const results = await Promise.allSettled(checks.map((c) => c.check()));
  return checks.filter((_, i) => results[i]!.status === 'rejected');
}

export function registerHealth(app: FastifyInstance, checks: ReadinessCheck[], registry?: Registry): void {
  // Probes call these every few seconds: only failures are worth a log line.
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  const ready = async (_request: unknown, reply: FastifyReply) => {
    const failing = await failingChecks(checks);
    if (failing.length === 0) return { status: 'ok' };
    const names = (required: boolean) => failing.filter((c) => c.required === required).map((c) => c.name);
    const [unready, degraded] = [names(true), names(false)];
    if (unready.length === 0) return { status: 'degraded', degraded };
    reply.status(503);
    return { status: 'unavailable', failing: unready, ...(degraded.length > 0 ? { degraded } : {}) };
  };
  app.get('/readyz', { logLevel: 'warn' }, ready);
  app.get('/health', { logLevel: 'warn' }, ready);
  if (registry) {
    // Checked when scraped, so an alert sees a lost Redis even while no probe asks.
    new Gauge({
      name: 'pustak_dependency_up',
      help: 'Whether a dependency answers now (1) or not (0): rest is required to serve, redis is not (degraded)',
      labelNames: ['dependency'] as const,
      registers: [registry],
      async collect() {
        const failing = new Set(await failingChecks(checks));
        for (const c of checks) this.set({ dependency: c.name }, failing.has(c) ? 0 : 1);
      },
    });
  }
  app.addHook('onClose', async () => {
    await Promise.all(checks.map((c) => c.close?.()));
  });
}
