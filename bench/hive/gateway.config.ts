/**
 * Hive Gateway settings for the comparison: forward the caller's bearer token to REST, as
 * Pustak's gateway does. Everything else is Hive Gateway's default (no response cache).
 */
import { defineConfig } from '@graphql-hive/gateway';

export const gatewayConfig = defineConfig({
  propagateHeaders: {
    fromClientToSubgraphs: ({ request }) => {
      const authorization = request.headers.get('authorization');
      return authorization ? { authorization } : {};
    },
  },
});
