/**
 * Every benchmark `npm run bench` runs, in this order; `npm run bench -- <name> [<name>…]` runs
 * some. To add one: write bench/<name>.ts exporting `run(services): Promise<BenchOutput>` (see
 * lib/result.ts) and list it here. Modules are loaded only when they run, so one benchmark's
 * dependencies never slow another down, and report.ts can read this list without loading any.
 */
import type { BenchOutput } from './lib/result.js';
import type { Services } from './lib/services.js';

export interface Benchmark {
  name: string;
  /** Heading in BENCHMARKS.md. */
  title: string;
  load: () => Promise<{ run: (services: Services) => Promise<BenchOutput> }>;
}

export const benchmarks: Benchmark[] = [
  { name: 'upstream-calls', title: 'REST calls per GraphQL operation', load: () => import('./upstream-calls.js') },
];
