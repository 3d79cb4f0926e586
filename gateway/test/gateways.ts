/**
 * Extra gateways for tests that need other settings than the shared one (global-setup.ts), each
 * on an ephemeral port over the shared REST service unless told otherwise; closed after the file.
 */
import { connect, createServer, type Socket } from 'node:net';
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

/**
 * A port nothing listens on, for a service that is down. Below 1024, outside the ephemeral range
 * (32768-60999 on Linux) the servers of parallel tests are given: a probe's freed ephemeral port
 * could be handed to another test's server before this one connects to it. Checked refused.
 */
export async function closedPort(): Promise<number> {
  for (const port of CLOSED_PORT_CANDIDATES) if (await refuses(port)) return port;
  throw new Error(`something listens on every one of ports ${CLOSED_PORT_CANDIDATES.join(', ')}`);
}

const CLOSED_PORT_CANDIDATES = [9, 47, 93, 475, 1001];

function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** A port free now, for a server started in another process (a probe's, freed again for it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A TCP proxy to `target` (a Redis, say) that the test can cut: `stop()` closes every connection
 * and refuses new ones, as a dependency that went away; `start()` brings it back on the same port.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as { port: number };
  const proxy = {
    port,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    start: () => listen(port),
  };
  afterAll(() => (server.listening ? proxy.stop() : undefined));
  return proxy;
}
