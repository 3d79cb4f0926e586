import { defineConfig } from 'vitest/config';

// One Vitest run for the whole monorepo; each workspace is a project with its own setup.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'rest',
          root: './rest',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Load graphql as Node does (it has no exports map, so Node takes index.js where Vite would
        // take index.mjs): one graphql for our code, Apollo, graphql-ws and the schema, as in production.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'gateway',
          root: './gateway',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: { name: 'web', root: './web', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'e2e',
          root: '.',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
