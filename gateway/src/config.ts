/** Gateway settings, read once from the environment (docs/production.md lists them). */
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
  /** REST calls one request may make; past them calls fail at once (REST_MAX_CALLS_PER_OPERATION). */
  restMaxCallsPerOperation: number;
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
  /** Largest request body in bytes (BODY_LIMIT); only a sign-up or profile edit, which carry a picture, may send more. */
  bodyLimit: number;
  /** Largest body of a sign-up or profile edit in bytes (REGISTER_BODY_LIMIT): a 5 MB picture as a data URL fits. */
  registerBodyLimit: number;
  /** Folder of the built web app served at / (absent in tests that need only GraphQL). */
  webDist: string | undefined;
  /** Redis for pub/sub shared by several gateway replicas (REDIS_URL); unset = in memory. */
  redisUrl: string | undefined;
  /** Start of every Redis channel name (REDIS_CHANNEL_PREFIX), so deployments sharing a Redis stay apart. */
  redisChannelPrefix: string;
  /** pino level of the JSON logs (LOG_LEVEL): info in production, warn otherwise. */
  logLevel: string;
  /**
   * Shared with REST (GATEWAY_SECRET): sent with the client's address so REST's per-address limits
   * count readers, not this gateway. Unset = the address is not sent and REST counts the gateway.
   */
  gatewaySecret: string | undefined;
  /**
   * Which proxies in front may name the client in X-Forwarded-For (TRUST_PROXY, Fastify's
   * trustProxy): unset = none, the socket's address is the client's; a number = that many hops
   * (1 behind compose's nginx); `true` = every hop; else comma-separated addresses or networks.
   */
  trustProxy: boolean | number | string[];
  /** How long REST's token-verifying key set (its JWKS) is kept before it is read again (JWKS_CACHE_MS). */
  jwksCacheMs: number;
  /** How often every WebSocket's token is checked again with REST (LIVE_TOKEN_CHECK_MS); 0 = only at events. */
  liveTokenCheckMs: number;
  /** Subscriptions one WebSocket may hold at once (WS_MAX_SUBSCRIPTIONS_PER_SOCKET); more are refused. */
  wsMaxSubscriptionsPerSocket: number;
  /** WebSockets one member may hold open on this gateway at once (WS_MAX_SOCKETS_PER_MEMBER). */
  wsMaxSocketsPerMember: number;
  /** Limits on slow clients (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, IDLE_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS). */
  timeouts: Timeouts;
  /** Bearer token /metrics asks for (METRICS_TOKEN); unset: open in development, absent (404) in production. */
  metricsToken: string | undefined;
  /** Strict-Transport-Security max-age in seconds (HSTS_MAX_AGE); 0 sends none. */
  hstsMaxAge: number;
  /** Origin of the covers and pictures REST serves (PUBLIC_URL, else REST_URL's): the web app's CSP allows its images. */
  mediaOrigin: string;
  /**
   * Where the web app may post a wallet's signed payment form (the CSP's form-action): eSewa's
   * (ESEWA_BASE_URL), else REST's public origin, which serves the built-in eSewa sandbox.
   */
  paymentFormOrigin: string;
  /** Where readers reach the web app (WEB_URL, else this gateway): canonical URLs, Open Graph, the sitemap. */
  webUrl: string;
  /** Whether WEB_URL was given: production refuses to start without it (production.ts). */
  webUrlIsSet: boolean;
  /** URLs in one file of the sitemap (SITEMAP_URLS_PER_FILE); the sitemap protocol allows at most 50,000. */
  sitemapUrlsPerFile: number;
}

/** Limits on slow clients, in milliseconds; the same settings as REST's. */
export interface Timeouts {
  /** The request line and every header (Node's headersTimeout). */
  headersMs: number;
  /** The whole request, body included (Node's requestTimeout): a 5 MB sign-up picture on a slow phone fits. */
  requestMs: number;
  /** A connection with no bytes either way for this long is closed (Fastify's connectionTimeout). */
  idleMs: number;
  /** An idle kept-alive connection is closed after this long (keepAliveTimeout). */
  keepAliveMs: number;
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

function trustProxyOf(value: string | undefined): GatewayConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function readGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const host = env.HOST ?? '127.0.0.1';
  const production = env.NODE_ENV === 'production';
  const restUrl = env.REST_URL ?? `http://127.0.0.1:${env.REST_PORT ?? 8000}/api`;
  return {
    host,
    port: number(env.GATEWAY_PORT, 4000),
    restUrl,
    catalogRequiresAuth: env.CATALOG_REQUIRES_AUTH === 'true',
    quoteUrl: env.QUOTE_URL || undefined,
    production,
    restTimeoutMs: number(env.REST_TIMEOUT_MS, 2000),
    restDeadlineMs: number(env.REST_DEADLINE_MS, 4500),
    restMaxCallsPerOperation: number(env.REST_MAX_CALLS_PER_OPERATION, 50),
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
    sitemapUrlsPerFile: Math.min(50_000, Math.max(1, number(env.SITEMAP_URLS_PER_FILE, 50_000))),
    webUrlIsSet: Boolean(env.WEB_URL),
    webUrl: (env.WEB_URL || `http://${host}:${number(env.GATEWAY_PORT, 4000)}`).replace(/\/+$/, ''),
    redisUrl: env.REDIS_URL || undefined,
    redisChannelPrefix: env.REDIS_CHANNEL_PREFIX ?? 'pustak:',
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
    timeouts: {
      headersMs: number(env.HEADERS_TIMEOUT_MS, 10_000),
      // An 8 MB sign-up (a 5 MB picture as a data URL) at 0.6 Mbit/s, a slow 3G upload, takes about 110 s.
      requestMs: number(env.REQUEST_TIMEOUT_MS, 120_000),
      // Longer than the slowest operation (REST_DEADLINE_MS, 4.5 s); WebSockets are not affected.
      idleMs: number(env.IDLE_TIMEOUT_MS, 20_000),
      // Longer than nginx's upstream keepalive_timeout (60 s), so nginx never reuses a closing connection.
      keepAliveMs: number(env.KEEP_ALIVE_TIMEOUT_MS, 72_000),
    },
    metricsToken: env.METRICS_TOKEN || undefined,
    hstsMaxAge: number(env.HSTS_MAX_AGE, 0),
    mediaOrigin: new URL(env.PUBLIC_URL || restUrl).origin,
    paymentFormOrigin: new URL(env.ESEWA_BASE_URL || env.PUBLIC_URL || restUrl).origin,
    gatewaySecret: env.GATEWAY_SECRET || undefined,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    liveTokenCheckMs: number(env.LIVE_TOKEN_CHECK_MS, 60_000),
    // A browser tab holds one socket with at most four subscriptions (header, social, order page).
    wsMaxSubscriptionsPerSocket: number(env.WS_MAX_SUBSCRIPTIONS_PER_SOCKET, 20),
    wsMaxSocketsPerMember: number(env.WS_MAX_SOCKETS_PER_MEMBER, 16),
    jwksCacheMs: number(env.JWKS_CACHE_MS, 10 * 60_000),
  };
}
