/** Starts the gateway alone (`npm run start:gateway`) with the settings of the environment. */
import { readGatewayConfig } from './config.js';
import { buildGateway } from './server.js';

const config = readGatewayConfig();
const app = await buildGateway(config);
await app.listen({ host: config.host, port: config.port });
console.log(`Pustak GraphQL gateway ready at http://${config.host}:${config.port}/graphql (REST: ${config.restUrl})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().finally(() => process.exit(0)));
}
