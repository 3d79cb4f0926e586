/**
 * Health endpoints for load balancers and orchestrators: /healthz says the process is up (it
 * answers 200 as long as the gateway can answer at all), /readyz and /health say whether its
 * dependencies (REST, and Redis when configured) answer, 503 otherwise. A ready REST also closes
 * the breaker at once, so the first operation after an outage need not wait for the cool-down.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import type { Upstream } from './rest/client.js';

export interface ReadinessCheck {
  name: string;
  /** Resolves when the dependency answers; rejects (quickly) when it does not. */
  check(): Promise<void>;
  /** Frees what the check holds (a connection) when the gateway closes. */
  close?(): Promise<void>;
}

export function restReadiness(upstream: Upstream): ReadinessCheck {
  return {
    name: 'rest',
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

export function registerHealth(app: FastifyInstance, checks: ReadinessCheck[]): void {
  // Probes call these every few seconds: only failures are worth a log line.
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  const ready = async (_request: unknown, reply: FastifyReply) => {
    const results = await Promise.allSettled(checks.map((c) => c.check()));
    const failing = checks.filter((_, i) => results[i]!.status === 'rejected').map((c) => c.name);
    if (failing.length === 0) return { status: 'ok' };
    reply.status(503);
    return { status: 'degraded', failing };
  };
  app.get('/readyz', { logLevel: 'warn' }, ready);
  app.get('/health', { logLevel: 'warn' }, ready);
  app.addHook('onClose', async () => {
    await Promise.all(checks.map((c) => c.close?.()));
  });
}
