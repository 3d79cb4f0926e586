/** Gateway settings, read once from the environment (the README lists them). */
export interface GatewayConfig {
  host: string;
  port: number;
  restUrl: string;
  catalogRequiresAuth: boolean;
  quoteUrl: string | undefined;
  production: boolean;
  /** Folder of the built web app served at / (absent in tests that need only GraphQL). */
  webDist: string | undefined;
}

export function readGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const host = env.HOST ?? '127.0.0.1';
  return {
    host,
    port: Number(env.GATEWAY_PORT ?? 4000),
    restUrl: env.REST_URL ?? `http://127.0.0.1:${env.REST_PORT ?? 8000}/api`,
    catalogRequiresAuth: env.CATALOG_REQUIRES_AUTH === 'true',
    quoteUrl: env.QUOTE_URL || undefined,
    production: env.NODE_ENV === 'production',
    webDist: env.WEB_DIST,
  };
}
