/**
 * Health endpoints for load balancers and orchestrators: /healthz says the process is up (it
 * answers 200 as long as the gateway can answer at all), /readyz and /health say whether its
 * dependencies (REST, and Redis when configured) answer, 503 otherwise. A ready REST also closes
 * the breaker at once, so the first operation after an outage need not wait for the cool-down.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Upstream } from './rest/client.js';

export interface ReadinessCheck {
  name: string;
  /** Resolves when the dependency answers; rejects (quickly) when it does not. */
  check(): Promise<void>;
}

export function restReadiness(upstream: Upstream): ReadinessCheck {
  return {
    name: 'rest',
    async check() {
      await upstream.http.get('books/genres/', { timeout: { request: 2000 }, retry: { limit: 0 } });
      upstream.breaker.succeeded();
    },
  };
}

export function registerHealth(app: FastifyInstance, checks: ReadinessCheck[]): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  const ready = async (_request: unknown, reply: FastifyReply) => {
    const results = await Promise.allSettled(checks.map((c) => c.check()));
    const failing = checks.filter((_, i) => results[i]!.status === 'rejected').map((c) => c.name);
    if (failing.length === 0) return { status: 'ok' };
    reply.status(503);
    return { status: 'degraded', failing };
  };
  app.get('/readyz', ready);
  app.get('/health', ready);
}
