/**
 * Issue 10 item 4 (memory): a fresh gateway (default settings, public cache on) under 60 s of
 * sustained load, guests and a member reading catalog pages and books spread wide enough to churn
 * its caches, its memory sampled every 2 s. Heap is also read after a full collection before and
 * after the load: growth there would be a leak, whatever the collector's timing.
 */
import { cannon } from './lib/drive.js';
import type { BenchOutput, Chart } from './lib/result.js';
import type { GatewayService, MemorySample, Services } from './lib/services.js';
import { median, mib, slope } from './lib/stats.js';
import { screens, type GraphQLRequest } from './screens.js';

const LOAD_SEC = Number(process.env.BENCH_MEMORY_SEC ?? 60);
const WARMUP_SEC = 5;
const SAMPLE_EVERY_MS = 2000;

interface Sample extends MemorySample {
  atSec: number;
}

/** Catalog pages 1–60 and books 1–1,200 (more than the public cache's 1,000 entries), alternating. */
function widely(member: boolean) {
  const catalog = screens.find((s) => s.name === 'catalog page' && s.member === member)!;
  const book = screens.find((s) => s.name === 'book detail' && s.member === member)!;
  return (i: number): GraphQLRequest =>
    i % 2
      ? { ...catalog.pustak(i), variables: { page: 1 + (i % 60) } }
      : { ...book.pustak(i), variables: { id: String(1 + ((i * 7) % 1200)) } };
}

export async function run(services: Services): Promise<BenchOutput> {
  const rest = await services.loadRest();
  const token = await services.token(rest);
  const gateway = await services.startGateway({ name: 'gateway-memory', restApi: rest.api });
  try {
    const idle = await services.memory(gateway, { gc: true });
    await Promise.all([
      cannon(gateway.graphql, widely(false), { connections: 5, durationSec: WARMUP_SEC }),
      cannon(gateway.graphql, widely(true), { connections: 5, durationSec: WARMUP_SEC, token }),
    ]);
    const before = await services.memory(gateway, { gc: true });
    const samples = await sampleDuring(services, gateway, () =>
      Promise.all([
        cannon(gateway.graphql, widely(false), { connections: 5, durationSec: LOAD_SEC }),
        cannon(gateway.graphql, widely(true), { connections: 5, durationSec: LOAD_SEC, token }),
      ]),
    );
    const after = await services.memory(gateway, { gc: true });
    return present({
      idle,
      before,
      after,
      samples: samples.samples,
      requests: samples.requests,
      errors: samples.errors,
      backend: services.loadBackend(),
    });
  } finally {
    await services.stop(gateway);
  }
}

async function sampleDuring(
  services: Services,
  gateway: GatewayService,
  load: () => Promise<{ total: number; errors: number }[]>,
): Promise<{ samples: Sample[]; requests: number; errors: number }> {
  const samples: Sample[] = [];
  const started = Date.now();
  let running = true;
  const sampler = (async () => {
    while (running) {
      await new Promise((r) => setTimeout(r, SAMPLE_EVERY_MS));
      if (running) samples.push({ atSec: (Date.now() - started) / 1000, ...(await services.memory(gateway)) });
    }
  })();
  const results = await load();
  running = false;
  await sampler;
  return {
    samples,
    requests: results.reduce((s, r) => s + r.total, 0),
    errors: results.reduce((s, r) => s + r.errors, 0),
  };
}

interface MemoryFigures {
  idle: MemorySample;
  before: MemorySample;
  after: MemorySample;
  samples: Sample[];
  requests: number;
  errors: number;
  backend: string;
}

function present(f: MemoryFigures): BenchOutput {
  const windows = Array.from({ length: Math.ceil(LOAD_SEC / 10) }, (_, w) => {
    const inWindow = f.samples.filter((s) => s.atSec > w * 10 && s.atSec <= (w + 1) * 10);
    return {
      label: `${w * 10}–${(w + 1) * 10} s`,
      rss: median(inWindow.map((s) => s.rss)),
      heap: median(inWindow.map((s) => s.heapUsed)),
    };
  });
  // The heap sizes itself during the first seconds of load; growth after that would be a leak.
  const settled = f.samples.filter((s) => s.atSec > LOAD_SEC / 2);
  const perMinute = (key: 'rss' | 'heapUsed') => slope(settled.map((s) => ({ x: s.atSec / 60, y: s[key] })));
  const heapGrowth = f.after.heapUsed - f.before.heapUsed;
  const chart: Chart = {
    id: 'over-time',
    title: `Gateway memory during ${LOAD_SEC} s of load (median of each 10 s)`,
    unit: 'MiB',
    bars: windows.flatMap((w) => [
      { label: `${w.label} RSS`, value: w.rss / 2 ** 20, group: 'RSS' },
      { label: `${w.label} heap used`, value: w.heap / 2 ** 20, group: 'heap used' },
    ]),
  };
  return {
    summary:
      `Over ${LOAD_SEC} s of load (${f.requests.toLocaleString('en-US')} requests, ${f.errors} errors) the gateway's heap after a full collection went from ` +
      `${mib(f.before.heapUsed)} to ${mib(f.after.heapUsed)} MiB (${heapGrowth >= 0 ? '+' : '−'}${mib(Math.abs(heapGrowth))} MiB); over the second half of the load RSS moved ${mib(perMinute('rss'))} MiB/min.`,
    sections: [
      {
        notes: [
          `A fresh gateway process over REST on ${f.backend}, loaded for ${LOAD_SEC} s (after ${WARMUP_SEC} s of warm-up) by autocannon with 5 guest and 5 member ` +
            'connections alternating catalog pages 1–60 and books 1–1,200, so its public cache (1,000 entries at most) keeps evicting. Memory is read from the ' +
            `process itself (\`bench/lib/memory-reporter.ts\`) every ${SAMPLE_EVERY_MS / 1000} s, and after a full garbage collection when idle, after the warm-up and after the load.`,
        ],
        tables: [
          {
            columns: ['moment', 'RSS MiB', 'heap used MiB', 'heap total MiB'],
            rows: [
              ['idle, after GC', mib(f.idle.rss), mib(f.idle.heapUsed), mib(f.idle.heapTotal)],
              ['after warm-up, after GC', mib(f.before.rss), mib(f.before.heapUsed), mib(f.before.heapTotal)],
              ...windows.map((w) => [`load ${w.label} (median)`, mib(w.rss), mib(w.heap), '']),
              ['after the load, after GC', mib(f.after.rss), mib(f.after.heapUsed), mib(f.after.heapTotal)],
            ],
          },
          {
            caption: `Trend over the second half of the load, once the heap has sized itself (least-squares slope of the ${settled.length} samples after ${LOAD_SEC / 2} s):`,
            columns: ['requests', 'errors', 'RSS MiB/min', 'heap used MiB/min'],
            rows: [[f.requests, f.errors, mib(perMinute('rss')), mib(perMinute('heapUsed'))]],
          },
        ],
        charts: [chart],
      },
    ],
    rows: { ...f, slopeRssPerMin: perMinute('rss'), slopeHeapPerMin: perMinute('heapUsed') },
  };
}
