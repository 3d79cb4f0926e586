/**
 * GraphQL Mesh composition of Pustak's REST service for the Hive Gateway comparison
 * (`mesh-compose -c bench/hive/mesh.config.ts`). The OpenAPI document's URL and the REST origin come from
 * the environment, set by bench/hive/hive.ts.
 */
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

const source = process.env.BENCH_OPENAPI_URL;
const endpoint = process.env.BENCH_REST_ORIGIN;
if (!source || !endpoint) throw new Error('BENCH_OPENAPI_URL and BENCH_REST_ORIGIN must be set');

export const composeConfig = defineConfig({
  // Each operation's type is its 2xx answer (REST's error envelope becomes a GraphQL error), as a
  // client would select fields; with the errors, every field would be a union of answer and error.
  subgraphs: [{ sourceHandler: loadOpenAPISubgraph('Pustak', { source, endpoint, ignoreErrorResponses: true }) }],
});
