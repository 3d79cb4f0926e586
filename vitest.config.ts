import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

/** The web app's message catalogs, compiled as its build compiles them (web/vite.config.ts). */
const catalogs = () =>
  lingui({
    configPath: path.resolve(import.meta.dirname, 'web/lingui.config.ts'),
    failOnMissing: true,
    failOnCompileError: true,
  });

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
        plugins: [catalogs()],
        test: { name: 'web', root: './web', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        // Route-level screen tests (issue 17 §6): screens rendered in jsdom against the real gateway
        // and REST, booted once per run by the gateway suite's own global setup (fresh PGlite, seeded).
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        plugins: [catalogs()],
        test: {
          name: 'web-dom',
          root: './web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          globalSetup: ['../gateway/test/global-setup.ts'],
          setupFiles: ['src/testing/setup-dom.ts'],
          // One screen at a time against the one gateway: the REST calls behind it time out at 2 s.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The services as production runs them: built to JavaScript once per run (global setup) and
        // started as child processes with plain `node`; the topology suite runs two of each on
        // PostgreSQL and Redis. One file at a time: each starts its own processes.
        test: {
          name: 'deploy',
          root: './test',
          include: ['**/*.test.ts'],
          globalSetup: ['global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // As for the gateway: a suite that starts its own gateway in process needs the one graphql.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'e2e',
          root: '.',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          // The longest journeys (staff and a member in two browsers through fulfilment, every
          // public page at two widths) take 50 to 60 s on a two-core machine; a limit is a guard
          // against a hang, not a measure of speed (bench/ measures that).
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
