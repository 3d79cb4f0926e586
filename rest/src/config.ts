/**
 * Settings of the REST service, read once from the environment (README lists them all).
 */
import path from 'node:path';
import { readDeliveryDistricts } from './delivery/districts.js';

export interface RestConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Origin used to build absolute URLs (media, pagination links). */
  publicUrl: string;
  /** Origin of the web app; Khalti returns the payer to WEB_URL/payments/verify-khalti. */
  webUrl: string;
  khaltiBaseUrl: string | undefined;
  khaltiSecretKey: string;
  /** eSewa ePay v2 (ESEWA_BASE_URL, e.g. https://epay.esewa.com.np); unset = the built-in eSewa sandbox. */
  esewaBaseUrl: string | undefined;
  /** The merchant's product code (ESEWA_PRODUCT_CODE); the sandbox's is eSewa's test merchant, EPAYTEST. */
  esewaProductCode: string;
  /** The merchant's HMAC secret (ESEWA_SECRET_KEY); the sandbox's is eSewa's published test secret. */
  esewaSecretKey: string;
  smtpUrl: string | undefined;
  /** Where contact-form messages are forwarded (CONTACT_INBOX): the store's address that About and the Terms give. */
  contactInbox: string;
  /** JWT_PRIVATE_KEY: the Ed25519 private key (PKCS#8 PEM) that signs access tokens; unset = generated into DATA_DIR. */
  jwtPrivateKey: string | undefined;
  tokenTtl: string;
  logLevel: string;
  /** How long an unpaid order holds its copies before it is cancelled (ORDER_HOLD_MINUTES, fractions allowed). */
  orderHoldMs: number;
  /** How many open unpaid orders one member may have at once (MAX_UNPAID_ORDERS). */
  maxUnpaidOrders: number;
  /** How many open cash-on-delivery orders one member may have at once (MAX_OPEN_COD_ORDERS). */
  maxOpenCodOrders: number;
  /** The districts the store delivers to (DELIVERY_DISTRICTS, comma-separated), spelled as delivery/districts.ts spells them. */
  deliveryDistricts: string[];
  /** Catalog counts are exact up to this many matches, a lower bound past it (CATALOG_COUNT_LIMIT). */
  catalogCountLimit: number;
  /** NODE_ENV=production: refuses to start with the sandbox wallet or mail to the log unless allowed. */
  production: boolean;
  /** ALLOW_SANDBOX_WALLET: production may run the built-in Khalti and eSewa sandboxes (a demo, never a real shop). */
  allowSandboxWallet: boolean;
  /** ALLOW_MAIL_TO_LOG: production may write reset mail to the log when SMTP_URL is unset. */
  allowMailToLog: boolean;
  /** How long a client may take to send a request (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, …). */
  timeouts: Timeouts;
  /** Strict-Transport-Security max-age in seconds (HSTS_MAX_AGE); 0 sends none. */
  hstsMaxAge: number;
  /** Where this process listens, as it calls itself (set once listening): the sandbox's API is reached here. */
  selfUrl?: string;
  /** Shared with the gateway (GATEWAY_SECRET): only requests carrying it may name their client's address. */
  gatewaySecret: string | undefined;
  /** Addresses or networks that per-address limits never count (RATE_LIMIT_ALLOW_LIST, comma-separated). */
  rateLimitAllowList: string[];
  /** TEST_CLOCK=true: the clock can be moved ahead through POST /test/clock (browser tests of due dates); never in production. */
  testClock: boolean;
  /** The largest file of a digital book staff may upload (MAX_BOOK_FILE_MB, default 200). */
  maxBookFileBytes: number;
}

/** Limits on slow clients, in milliseconds (README, 'Settings'). */
export interface Timeouts {
  /** The request line and every header (Node's headersTimeout). */
  headersMs: number;
  /** The whole request, body included (Node's requestTimeout): a 5 MB picture on a slow phone fits. */
  requestMs: number;
  /** A connection with no bytes either way for this long is closed (Fastify's connectionTimeout). */
  idleMs: number;
  /** An idle kept-alive connection is closed after this long (keepAliveTimeout). */
  keepAliveMs: number;
}

/** The same four settings on both services (the gateway reads them with its own copy of this). */
export function readTimeouts(env: NodeJS.ProcessEnv): Timeouts {
  const ms = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);
  return {
    headersMs: ms(env.HEADERS_TIMEOUT_MS, 10_000),
    // 5 MB as a 6.7 MB data URL at 0.5 Mbit/s (a slow 3G upload) takes about 110 s.
    requestMs: ms(env.REQUEST_TIMEOUT_MS, 120_000),
    // Longer than REST's slowest handler (a Khalti call, 10 s at most).
    idleMs: ms(env.IDLE_TIMEOUT_MS, 20_000),
    // Longer than nginx's upstream keepalive_timeout (60 s), so nginx never reuses a closing connection.
    keepAliveMs: ms(env.KEEP_ALIVE_TIMEOUT_MS, 72_000),
  };
}

/** The built-in sandbox's merchant key: public, so it never guards real money. */
export const SANDBOX_SECRET_KEY = 'test_secret_key_pustak_sandbox';
/** eSewa's published test merchant (developer.esewa.com.np, 'Test credentials'), used by the built-in eSewa sandbox. */
export const ESEWA_TEST_PRODUCT_CODE = 'EPAYTEST';
export const ESEWA_TEST_SECRET_KEY = '8gBm/:&EnhH.1/q';

export function readConfig(env: NodeJS.ProcessEnv = process.env): RestConfig {
  const host = env.HOST ?? '127.0.0.1';
  const port = Number(env.REST_PORT ?? 8000);
  const publicUrl = trimSlash(env.PUBLIC_URL ?? `http://${host}:${port}`);
  const khaltiBase = env.KHALTI_BASE_URL ? trimSlash(env.KHALTI_BASE_URL) : undefined;
  const esewaBase = env.ESEWA_BASE_URL ? trimSlash(env.ESEWA_BASE_URL) : undefined;
  return {
    host,
    port,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    webUrl: trimSlash(env.WEB_URL ?? `http://${host}:${env.GATEWAY_PORT ?? 4000}`),
    // Unset means the built-in sandbox served by this process at PUBLIC_URL/khalti-sandbox.
    khaltiBaseUrl: khaltiBase,
    // A real Khalti needs its own key; only the sandbox has a built-in one.
    khaltiSecretKey: env.KHALTI_SECRET_KEY || (khaltiBase ? '' : SANDBOX_SECRET_KEY),
    // Unset means the built-in sandbox at PUBLIC_URL/esewa-sandbox, with eSewa's test merchant.
    esewaBaseUrl: esewaBase,
    esewaProductCode: env.ESEWA_PRODUCT_CODE || (esewaBase ? '' : ESEWA_TEST_PRODUCT_CODE),
    esewaSecretKey: env.ESEWA_SECRET_KEY || (esewaBase ? '' : ESEWA_TEST_SECRET_KEY),
    smtpUrl: env.SMTP_URL || undefined,
    contactInbox: env.CONTACT_INBOX?.trim() || 'hello@pustak.np',
    jwtPrivateKey: env.JWT_PRIVATE_KEY || undefined,
    tokenTtl: env.TOKEN_TTL ?? '7d',
    logLevel: env.LOG_LEVEL ?? 'info',
    orderHoldMs: positive(env, 'ORDER_HOLD_MINUTES', 30) * 60_000,
    maxUnpaidOrders: positive(env, 'MAX_UNPAID_ORDERS', 3, { integer: true }),
    maxOpenCodOrders: positive(env, 'MAX_OPEN_COD_ORDERS', 3, { integer: true }),
    deliveryDistricts: readDeliveryDistricts(env.DELIVERY_DISTRICTS),
    catalogCountLimit: positive(env, 'CATALOG_COUNT_LIMIT', 10_000, { integer: true }),
    production: env.NODE_ENV === 'production',
    allowSandboxWallet: env.ALLOW_SANDBOX_WALLET === 'true',
    allowMailToLog: env.ALLOW_MAIL_TO_LOG === 'true',
    timeouts: readTimeouts(env),
    hstsMaxAge: Number(env.HSTS_MAX_AGE ?? 0),
    gatewaySecret: env.GATEWAY_SECRET || undefined,
    rateLimitAllowList: (env.RATE_LIMIT_ALLOW_LIST ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    testClock: env.TEST_CLOCK === 'true',
    maxBookFileBytes: Math.round(positive(env, 'MAX_BOOK_FILE_MB', 200) * 1024 * 1024),
  };
}

/** A positive number from the environment; a typo stops the start rather than silently turning a guard off. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, options: { integer?: boolean } = {}): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  const whole = options.integer ? Number.isInteger(value) : Number.isFinite(value);
  if (!whole || value <= 0)
    throw new Error(`${name} must be a positive ${options.integer ? 'whole ' : ''}number, not '${raw}'`);
  return value;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Where Khalti's KPG-2 API lives: the built-in sandbox of this process unless KHALTI_BASE_URL is set.
 * The sandbox is called on this process's own address, which works inside a container too, where
 * PUBLIC_URL (the browsers' address) may not lead back here.
 */
export function khaltiBaseUrl(config: RestConfig): string {
  return config.khaltiBaseUrl ?? `${config.selfUrl ?? config.publicUrl}/khalti-sandbox/api/v2`;
}

/** Whether Khalti payments go to the built-in sandbox (no KHALTI_BASE_URL). */
export const usesSandboxWallet = (config: RestConfig) => config.khaltiBaseUrl === undefined;

/** Whether eSewa payments go to the built-in eSewa sandbox (no ESEWA_BASE_URL). */
export const usesSandboxEsewa = (config: RestConfig) => config.esewaBaseUrl === undefined;

/**
 * eSewa's ePay v2 base as the browser sees it (the signed form is posted there): PUBLIC_URL's
 * sandbox unless ESEWA_BASE_URL is set.
 */
export function esewaPublicBase(config: RestConfig): string {
  return config.esewaBaseUrl ?? `${config.publicUrl}/esewa-sandbox`;
}

/** eSewa's base as this process calls it (the status API); the sandbox on this process's own address. */
export function esewaServerBase(config: RestConfig): string {
  return config.esewaBaseUrl ?? `${config.selfUrl ?? config.publicUrl}/esewa-sandbox`;
}
