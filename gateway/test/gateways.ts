/**
 * Extra gateways for tests that need other settings than the shared one (global-setup.ts), each
 * on an ephemeral port over the shared REST service unless told otherwise; closed after the file.
 */
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { readGatewayConfig, type GatewayConfig } from '../src/config.js';
import { buildGateway, type GatewayOptions } from '../src/server.js';

const started: FastifyInstance[] = [];
afterAll(() => Promise.all(started.splice(0).map((app) => app.close())));

/** Starts a gateway and answers its origin (`http://127.0.0.1:port`). */
export async function gatewayWith(
  settings: Partial<GatewayConfig> = {},
  options: GatewayOptions = { exposeRestCalls: true },
): Promise<string> {
  const config = {
    ...readGatewayConfig({}),
    restUrl: `${inject('restUrl')}/api`,
    gatewaySecret: inject('gatewaySecret'),
    logLevel: 'silent',
    webDist: '/nonexistent',
    ...settings,
  };
  const app = await buildGateway(config, options);
  started.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** A port nothing listens on. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
