/**
 * Settings of the REST service, read once from the environment (README lists them all).
 */
import path from 'node:path';

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
  smtpUrl: string | undefined;
  jwtSecret: string | undefined;
  tokenTtl: string;
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): RestConfig {
  const host = env.HOST ?? '127.0.0.1';
  const port = Number(env.REST_PORT ?? 8000);
  const publicUrl = trimSlash(env.PUBLIC_URL ?? `http://${host}:${port}`);
  return {
    host,
    port,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    webUrl: trimSlash(env.WEB_URL ?? `http://${host}:${env.GATEWAY_PORT ?? 4000}`),
    // Unset means the built-in sandbox served by this process at PUBLIC_URL/khalti-sandbox.
    khaltiBaseUrl: env.KHALTI_BASE_URL ? trimSlash(env.KHALTI_BASE_URL) : undefined,
    khaltiSecretKey: env.KHALTI_SECRET_KEY ?? 'test_secret_key_pustak_sandbox',
    smtpUrl: env.SMTP_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtl: env.TOKEN_TTL ?? '7d',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Where Khalti's KPG-2 API lives: the built-in sandbox of this process unless KHALTI_BASE_URL is set. */
export function khaltiBaseUrl(config: RestConfig): string {
  return config.khaltiBaseUrl ?? `${config.publicUrl}/khalti-sandbox/api/v2`;
}
