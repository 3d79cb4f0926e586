import { availableParallelism } from 'node:os';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';

/** The web app's message catalogs, compiled as its build compiles them (web/vite.config.ts). */
const catalogs = () =>
  lingui({
    configPath: path.resolve(import.meta.dirname, 'web/lingui.config.ts'),
    failOnMissing: true,
    failOnCompileError: true,
  });

/**
 * Workers for the projects whose files may run side by side (REST, gateway, web). Vitest's own
 * default is one fewer than the CPUs, a single worker on a two-core CI machine, where these files
 * spend much of their time waiting on the services they call: two keep both cores busy.
 */
const SIDE_BY_SIDE = Math.max(2, availableParallelism() - 1);

/**
 * REST suites that move the shared service's clock (POST /test/clock/) and run its scheduled jobs:
 * a move in the middle of another file's test would expire that test's order holds under it, so
 * these run on their own, after the files run side by side.
 */
const MOVES_SHARED_CLOCK = ['test/rentals.test.ts', 'test/refunds.test.ts', 'test/staff.test.ts'];

/** REST's suites, both projects: each project's global setup boots its own REST on PGlite and PostgreSQL. */
const REST_SUITES = {
  root: './rest',
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

/**
 * Load graphql as Node does (it has no exports map, so Node takes index.js where Vite would take
 * index.mjs): one graphql for our code, Apollo, graphql-ws and the schema, as in production.
 */
const ONE_GRAPHQL = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] };

// One Vitest run for the whole monorepo; each workspace is a project with its own setup.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...REST_SUITES,
          name: 'rest',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOVES_SHARED_CLOCK],
          maxWorkers: SIDE_BY_SIDE,
        },
      },
      {
        test: {
          ...REST_SUITES,
          name: 'rest-clock',
          include: MOVES_SHARED_CLOCK,
          fileParallelism: false,
        },
      },
      {
        resolve: ONE_GRAPHQL,
        test: {
          name: 'gateway',
          root: './gateway',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          maxWorkers: SIDE_BY_SIDE,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [catalogs()],
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          maxWorkers: SIDE_BY_SIDE,
        },
      },
      {
        // Route-level screen tests (issue 17 §6): screens rendered in jsdom against the real gateway
        // and REST, booted once per run by the gateway suite's own global setup (fresh PGlite, seeded).
        resolve: ONE_GRAPHQL,
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
        // A suite that starts its own gateway in process needs the one graphql too.
        resolve: ONE_GRAPHQL,
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
