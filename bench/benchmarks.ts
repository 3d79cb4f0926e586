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
  { name: 'round-trips', title: 'Round trips per screen', load: () => import('./round-trips.js') },
  { name: 'upstream-calls', title: 'REST calls per GraphQL operation', load: () => import('./upstream-calls.js') },
  { name: 'throughput', title: 'Gateway throughput and overhead', load: () => import('./throughput.js') },
  { name: 'scale', title: 'Catalog at 1,000 to 100,000 books', load: () => import('./scale.js') },
  { name: 'memory', title: 'Gateway memory under sustained load', load: () => import('./memory.js') },
  { name: 'web-bytes', title: 'Web: JavaScript and CSS per route', load: () => import('./web-bytes.js') },
  { name: 'lighthouse', title: 'Web: Lighthouse scores, mobile', load: () => import('./lighthouse.js') },
  { name: 'axe', title: 'Web: accessibility violations per screen (axe-core)', load: () => import('./axe.js') },
  { name: 'load', title: 'Load and faults: 100 members at once', load: () => import('./load.js') },
];
