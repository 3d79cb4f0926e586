/** Starts the REST service with the settings of the environment (see the README). */
import { readConfig } from './config.js';
import { UnsafeProductionConfig } from './production.js';
import { startRest } from './server.js';

const config = readConfig();
const rest = await startRest(config).catch((error: unknown) => {
  // A configuration refused for production: say why, in words, and stop (no stack trace to read).
  if (!(error instanceof UnsafeProductionConfig)) throw error;
  console.error(error.message);
  process.exit(1);
});
console.log(`Pustak REST API ready at ${rest.url}/api/books/ (OpenAPI: ${rest.url}/api/openapi.json)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void rest.close().finally(() => process.exit(0));
  });
}
