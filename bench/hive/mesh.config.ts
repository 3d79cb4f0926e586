/**
 * GraphQL Mesh composition of Pustak's REST service for the Hive Gateway comparison
 * (`mesh-compose -c bench/hive/mesh.config.ts`). The OpenAPI file and the REST origin come from
 * the environment, set by bench/hive/hive.ts.
 */
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

const source = process.env.BENCH_OPENAPI_FILE;
const endpoint = process.env.BENCH_REST_ORIGIN;
if (!source || !endpoint) throw new Error('BENCH_OPENAPI_FILE and BENCH_REST_ORIGIN must be set');

export const composeConfig = defineConfig({
  subgraphs: [{ sourceHandler: loadOpenAPISubgraph('Pustak', { source, endpoint }) }],
});
