/** Gateway settings, read once from the environment (the README lists them). */
export interface GatewayConfig {
  host: string;
  port: number;
  restUrl: string;
  catalogRequiresAuth: boolean;
  quoteUrl: string | undefined;
  production: boolean;
  /** Per attempt of a REST read (REST_TIMEOUT_MS). */
  restTimeoutMs: number;
  /** All the time one operation may spend on REST, retries included (REST_DEADLINE_MS). */
  restDeadlineMs: number;
  /** How long catalog answers that do not depend on the viewer are kept (PUBLIC_CACHE_TTL_MS); 0 = never. */
  publicCacheTtlMs: number;
  /** How many such answers are kept at most (PUBLIC_CACHE_MAX_ENTRIES). */
  publicCacheMaxEntries: number;
  /** Origins allowed to call /graphql from a browser (CORS_ORIGINS); empty = same origin only. */
  corsOrigins: string[];
  /** Schema introspection (GRAPHQL_INTROSPECTION; on unless production). */
  introspection: boolean;
  /** The GraphQL IDE on a browser's GET /graphql (GRAPHQL_IDE; on unless production). */
  ide: boolean;
  /** What one operation may ask for before it is refused (GRAPHQL_MAX_*). */
  limits: OperationLimits;
  /** Largest request body in bytes (BODY_LIMIT); only sign-up, which carries a picture, may send more. */
  bodyLimit: number;
  /** Largest sign-up body in bytes (REGISTER_BODY_LIMIT): a 5 MB picture as a data URL fits. */
  registerBodyLimit: number;
  /** Folder of the built web app served at / (absent in tests that need only GraphQL). */
  webDist: string | undefined;
  /** Redis for pub/sub shared by several gateway replicas (REDIS_URL); unset = in memory. */
  redisUrl: string | undefined;
  /** Start of every Redis channel name (REDIS_CHANNEL_PREFIX), so deployments sharing a Redis stay apart. */
  redisChannelPrefix: string;
  /** pino level of the JSON logs (LOG_LEVEL): info in production, warn otherwise. */
  logLevel: string;
}

export interface OperationLimits {
  depth: number;
  aliases: number;
  tokens: number;
  cost: number;
  /** Operations in one batched HTTP request. */
  batch: number;
}

const number = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);
const flag = (value: string | undefined, fallback: boolean) => (value ? value === 'true' : fallback);

export function readGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const host = env.HOST ?? '127.0.0.1';
  const production = env.NODE_ENV === 'production';
  return {
    host,
    port: number(env.GATEWAY_PORT, 4000),
    restUrl: env.REST_URL ?? `http://127.0.0.1:${env.REST_PORT ?? 8000}/api`,
    catalogRequiresAuth: env.CATALOG_REQUIRES_AUTH === 'true',
    quoteUrl: env.QUOTE_URL || undefined,
    production,
    restTimeoutMs: number(env.REST_TIMEOUT_MS, 2000),
    restDeadlineMs: number(env.REST_DEADLINE_MS, 4500),
    publicCacheTtlMs: number(env.PUBLIC_CACHE_TTL_MS, 30_000),
    publicCacheMaxEntries: number(env.PUBLIC_CACHE_MAX_ENTRIES, 1000),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    introspection: flag(env.GRAPHQL_INTROSPECTION, !production),
    ide: flag(env.GRAPHQL_IDE, !production),
    limits: {
      depth: number(env.GRAPHQL_MAX_DEPTH, 10),
      aliases: number(env.GRAPHQL_MAX_ALIASES, 15),
      tokens: number(env.GRAPHQL_MAX_TOKENS, 1000),
      cost: number(env.GRAPHQL_MAX_COST, 5000),
      batch: number(env.GRAPHQL_MAX_BATCH, 10),
    },
    bodyLimit: number(env.BODY_LIMIT, 256 * 1024),
    registerBodyLimit: number(env.REGISTER_BODY_LIMIT, 8 * 1024 * 1024),
    webDist: env.WEB_DIST,
    redisUrl: env.REDIS_URL || undefined,
    redisChannelPrefix: env.REDIS_CHANNEL_PREFIX ?? 'pustak:',
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
  };
}
