/**
 * Prometheus metrics at /metrics: GraphQL operations by name, errors by code, REST calls by route
 * pattern and status, and latency histograms for both, plus Node's process metrics.
 * Each gateway has its own registry (never prom-client's global one), so several gateways in one
 * process count separately. Every label has a bounded set of values: REST paths become route
 * patterns, and operation names past the first few hundred are counted as 'other', so a client
 * inventing names cannot grow the series without limit.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RestCall } from '../rest/client.js';
import { routePattern } from '../rest/routePattern.js';

const MAX_OPERATION_NAMES = 200;

export interface OperationSample {
  /** The operation's name as resolved from the document; null when anonymous or never resolved. */
  name: string | null;
  /** query, mutation or subscription; null when the document did not parse or validate. */
  type: string | null;
  seconds: number;
  errorCodes: string[];
}

export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly names = new Set<string>();

  private readonly operations = new Counter({
    name: 'pustak_graphql_operations_total',
    help: 'GraphQL operations answered, by operation name and type',
    labelNames: ['operation', 'type'] as const,
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'pustak_graphql_errors_total',
    help: 'Errors in GraphQL responses, by extensions.code',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  private readonly operationSeconds = new Histogram({
    name: 'pustak_graphql_operation_duration_seconds',
    help: 'Time from receiving a GraphQL operation to sending its response',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });
  private readonly restCalls = new Counter({
    name: 'pustak_rest_calls_total',
    help: 'Calls to the REST service, by method, route pattern and status (unreachable when none came)',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly restSeconds = new Histogram({
    name: 'pustak_rest_call_duration_seconds',
    help: 'Duration of calls to the REST service, retries included',
    labelNames: ['method', 'route'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  operation(sample: OperationSample): void {
    const operation = this.operationLabel(sample.name);
    this.operations.inc({ operation, type: sample.type ?? 'invalid' });
    this.operationSeconds.observe({ operation }, sample.seconds);
    for (const code of sample.errorCodes) this.errors.inc({ code });
  }

  /** Each label set's series, found once: prom-client would hash the labels on every call. */
  private readonly restSeries = new Map<
    string,
    {
      calls: ReturnType<GatewayMetrics['restCalls']['labels']>;
      seconds: ReturnType<GatewayMetrics['restSeconds']['labels']>;
    }
  >();

  restCall(call: RestCall): void {
    const route = routePattern(call.path);
    const key = `${call.method} ${route} ${call.status}`;
    let series = this.restSeries.get(key);
    if (!series) {
      series = {
        calls: this.restCalls.labels({ method: call.method, route, status: String(call.status) }),
        seconds: this.restSeconds.labels({ method: call.method, route }),
      };
      this.restSeries.set(key, series);
    }
    series.calls.inc();
    series.seconds.observe(call.durationMs / 1000);
  }

  private operationLabel(name: string | null): string {
    if (!name) return 'anonymous';
    if (this.names.has(name)) return name;
    if (this.names.size >= MAX_OPERATION_NAMES) return 'other';
    this.names.add(name);
    return name;
  }
}

/**
 * GET /metrics in Prometheus' text format; kept out of the request log (scrapers call it often).
 * With METRICS_TOKEN it answers only `Authorization: Bearer <token>` (401 otherwise). Without one
 * it is open in development and not served at all in production (404): operation names, error
 * counts and process figures are for the operators, not the public.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: GatewayMetrics,
  options: { token: string | undefined; production: boolean },
): void {
  const { token, production } = options;
  if (!token && production) {
    app.log.warn('METRICS_TOKEN is not set: /metrics is not served');
    return;
  }
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (token && !bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'Send the METRICS_TOKEN as Authorization: Bearer <token>.' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** Compares in constant time (digests of equal length), so the token cannot be guessed byte by byte. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const [scheme, value] = (header ?? '').trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !value) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(value), digest(token));
}
