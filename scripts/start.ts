/**
 * `npm start`: the whole system in one process with embedded defaults: the REST service (PGlite
 * under DATA_DIR, seeded on first start) and the gateway, which serves GraphQL and the web app.
 * Prints one URL. The two share a GATEWAY_SECRET (generated for this run unless set), so REST's
 * per-address limits count each reader's own address rather than the gateway's.
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readGatewayConfig } from '../gateway/src/config.js';
import { buildGateway } from '../gateway/src/server.js';
import { readConfig } from '../rest/src/config.js';
import { startRest } from '../rest/src/server.js';

// Build what a fresh checkout lacks (the web app, the bundled GraphQL IDE) before starting.
const root = path.resolve(import.meta.dirname, '..');
for (const workspace of ['gateway/dist/ide', 'web/dist']) {
  if (!existsSync(path.join(root, workspace, 'index.html'))) {
    execSync(`npm run build -w ${workspace.split('/')[0]}`, { cwd: root, stdio: 'inherit' });
  }
}

const gatewaySecret = process.env.GATEWAY_SECRET || randomBytes(32).toString('base64url');
const restConfig = { ...readConfig(), gatewaySecret };
const rest = await startRest(restConfig, { logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
const gatewayConfig = { ...readGatewayConfig(), restUrl: process.env.REST_URL ?? `${rest.url}/api`, gatewaySecret };
const gateway = await buildGateway(gatewayConfig);
await gateway.listen({ host: gatewayConfig.host, port: gatewayConfig.port });
const origin = `http://${gatewayConfig.host}:${gatewayConfig.port}`;
console.log(`Pustak is running at ${origin}/ (GraphQL and its IDE: ${origin}/graphql)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled([gateway.close(), rest.close()]).finally(() => process.exit(0));
  });
}
