/**
 * Builds the REST service and the gateway to JavaScript (`npm run build:services`) once per run, so
 * every suite here starts what production starts: `node rest/dist/main.js`, `node gateway/dist/main.js`.
 */
import { buildServices } from '../scripts/build-services.js';

export default async function setup() {
  await buildServices();
}
