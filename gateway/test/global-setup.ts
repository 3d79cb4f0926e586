/**
 * Boots the real REST service (PGlite in a temp dir, seeded) and the real gateway on ephemeral
 * ports, once per run. The gateway reports each operation's REST calls in `extensions.restCalls`.
 */
import { randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../../rest/src/config.js';
import { startRest } from '../../rest/src/server.js';
import { readGatewayConfig } from '../src/config.js';
import { buildGateway } from '../src/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    restUrl: string;
    outbox: string;
    /** GATEWAY_SECRET of REST and the gateways: REST counts each gateway client's own address. */
    gatewaySecret: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-gateway-'));
  const outbox = path.join(dataDir, 'outbox.jsonl');
  const gatewaySecret = randomBytes(24).toString('base64url');
  // Every test signs up and signs in from 127.0.0.1: per-address limits would soon refuse it.
  const rateLimitAllowList = ['127.0.0.1', '::1'];
  const rest = await startRest(
    { ...readConfig({}), port: 0, dataDir, logLevel: 'warn', gatewaySecret, rateLimitAllowList },
    {
      logger: false,
      strictResponses: true,
      publicUrlFromPort: true,
      mailer: { send: (m) => appendFile(outbox, `${JSON.stringify(m)}\n`) },
    },
  );
  const gateway = await buildGateway(
    { ...readGatewayConfig({}), restUrl: `${rest.url}/api`, webDist: path.join(dataDir, 'no-web'), gatewaySecret },
    { exposeRestCalls: true },
  );
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const address = gateway.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  project.provide('gatewayUrl', `http://127.0.0.1:${port}/graphql`);
  project.provide('restUrl', rest.url);
  project.provide('outbox', outbox);
  project.provide('gatewaySecret', gatewaySecret);
  return async () => {
    await gateway.close();
    await rest.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
