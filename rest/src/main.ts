/** Starts the REST service with the settings of the environment (see the README). */
import { readConfig } from './config.js';
import { startRest } from './server.js';

const config = readConfig();
const rest = await startRest(config);
console.log(`Pustak REST API ready at ${rest.url}/api/books/ (OpenAPI: ${rest.url}/api/openapi.json)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void rest.close().finally(() => process.exit(0));
  });
}
