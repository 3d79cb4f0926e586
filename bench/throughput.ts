/**
 * Issue 10 item 3: the catalog page and the book detail, as guest and as member, loaded (a) from
 * REST directly, (b) through Pustak's gateway (public cache on, its default, and off) and (c)
 * through Hive Gateway over a GraphQL Mesh composition of REST's OpenAPI document. Throughput
 * under autocannon (REST: the fan-out client of lib/drive.ts), then each screen's latency one
 * request at a time, where the gateway's added latency over its own REST calls is read.
 */
import http from 'node:http';
import os from 'node:os';
import { startHive } from './hive/hive.js';
import { cannon, fanOut, get, post, type DriveResult } from './lib/drive.js';
import { gqlOk } from './lib/graphql.js';
import type { BenchOutput, Chart } from './lib/result.js';
import type { Services } from './lib/services.js';
import { median, ms, percentile } from './lib/stats.js';
import { learnCatalogPages, screenLabel, screens, type Screen } from './screens.js';

const CONNECTIONS = 10;
const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 10);
const WARMUP_SEC = 1;
const SEQUENTIAL = 300;

type System = 'REST directly' | 'Pustak gateway' | 'Pustak gateway, cache off' | 'Hive Gateway + Mesh';
const SYSTEMS: System[] = ['REST directly', 'Pustak gateway', 'Pustak gateway, cache off', 'Hive Gateway + Mesh'];

export interface ThroughputRow extends DriveResult {
  screen: string;
  system: System;
  restCalls: number;
  /** One request at a time: latency p50/p95 in ms. */
  /**
   * One request at a time; `restP50` is REST directly's p50 measured in turn with this system's
   * requests (one, then the other), so both see the same moment of a shared machine.
   */
  alone: { p50: number; p95: number; restP50: number };
}

export async function run(services: Services): Promise<BenchOutput> {
  const loadAtStart = os.loadavg()[0]!;
  const rest = await services.loadRest();
  await learnCatalogPages(rest.api);
  const token = await services.token(rest);
  const pustak = await services.loadGateway();
  const uncached = await services.startGateway({
    name: 'gateway-uncached',
    restApi: rest.api,
    env: { PUBLIC_CACHE_TTL_MS: '0' },
  });
  const hive = await startHive(services, rest);
  const graphqlUrl: Record<Exclude<System, 'REST directly'>, string> = {
    'Pustak gateway': pustak.graphql,
    'Pustak gateway, cache off': uncached.graphql,
    'Hive Gateway + Mesh': `${hive.origin}/graphql`,
  };
  const rows: ThroughputRow[] = [];
  try {
    for (const screen of screens) {
      const auth = screen.member ? token : undefined;
      await checkSameData(screen, graphqlUrl, auth);
      for (const system of SYSTEMS) {
        const drive = (durationSec: number) =>
          system === 'REST directly'
            ? fanOut((i) => screen.rest(i).map((p) => `${rest.api}${p}`), {
                connections: CONNECTIONS,
                durationSec,
                token: auth,
              })
            : cannon(graphqlUrl[system], (i) => request(screen, system, i), {
                connections: CONNECTIONS,
                durationSec,
                token: auth,
              });
        await drive(WARMUP_SEC);
        const loaded = await drive(DURATION_SEC);
        const alone = await oneAtATime(screen, system, rest.api, graphqlUrl, auth);
        rows.push({ screen: screenLabel(screen), system, restCalls: screen.rest(0).length, ...loaded, alone });
        console.log(
          `  ${screenLabel(screen)} · ${system}: ${Math.round(loaded.perSecond.median)}/s, p50 ${ms(loaded.latencyMs.p50)} ms`,
        );
      }
    }
  } finally {
    await services.stop(uncached);
    await services.stop(hive);
  }
  return present(rows, services.loadBackend(), { start: loadAtStart, end: os.loadavg()[0]! });
}

const request = (screen: Screen, system: System, i: number) =>
  system === 'Hive Gateway + Mesh' ? screen.hive(i) : screen.pustak(i);

async function oneAtATime(
  screen: Screen,
  system: System,
  restApi: string,
  graphqlUrl: Record<string, string>,
  token: string | undefined,
): Promise<{ p50: number; p95: number; restP50: number }> {
  const agent = new http.Agent({ keepAlive: true });
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const direct = (i: number) => Promise.all(screen.rest(i).map((p) => get(`${restApi}${p}`, headers, agent)));
  const through = (i: number) => post(graphqlUrl[system]!, JSON.stringify(request(screen, system, i)), headers, agent);
  const timed = async (once: () => Promise<unknown>) => {
    const t = process.hrtime.bigint();
    await once();
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  for (let i = 0; i < 10; i++) await (system === 'REST directly' ? direct(i) : through(i));
  const latencies: number[] = [];
  const restLatencies: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    if (system === 'REST directly') {
      restLatencies.push(await timed(() => direct(i)));
      continue;
    }
    // Which goes first alternates: the second finds REST's caches warm for the same screen.
    if (i % 2) latencies.push(await timed(() => through(i)));
    restLatencies.push(await timed(() => direct(i)));
    if (!(i % 2)) latencies.push(await timed(() => through(i)));
  }
  agent.destroy();
  const own = system === 'REST directly' ? restLatencies : latencies;
  return { p50: median(own), p95: percentile(own, 95), restP50: median(restLatencies) };
}

/** Both graphs must answer without errors and with the same books (or the same book and reviews). */
async function checkSameData(screen: Screen, urls: Record<string, string>, token: string | undefined): Promise<void> {
  for (const i of [0, 3]) {
    const fingerprints = await Promise.all(
      (['Pustak gateway', 'Hive Gateway + Mesh'] as const).map(async (system) => {
        const { query, variables } = request(screen, system, i);
        return JSON.stringify(fingerprint(await gqlOk(urls[system]!, query, variables, token)));
      }),
    );
    if (fingerprints[0] !== fingerprints[1]) {
      throw new Error(`${screenLabel(screen)}: the graphs disagree: ${fingerprints.join(' vs ')}`);
    }
  }
}

type Answer = Record<string, unknown>;
function fingerprint(data: Answer): unknown {
  const d = data as {
    books?: { items: { id: string }[] };
    api_books?: { results: { books: { id: number }[] } };
    book?: { title: string; reviews: { items: { id: string }[] } };
    api_books_by_id?: { book: { title: string } };
    api_books_by_id_reviews?: { results: { id: number }[] };
  };
  if (d.books) return d.books.items.map((b) => String(b.id));
  if (d.api_books) return d.api_books.results.books.map((b) => String(b.id));
  if (d.book) return [d.book.title, d.book.reviews.items.map((r) => String(r.id))];
  return [d.api_books_by_id?.book.title, d.api_books_by_id_reviews?.results.map((r) => String(r.id))];
}

/**
 * Where the gateway's CPU goes under this load (`node --cpu-prof`, public cache off, the catalog page
 * as guest then as member, 10 s each), before and after issue 18's gateway work. Measured apart
 * from the run (a profiler slows what it measures); CPU per screen read from /proc, no profiler.
 */
const CPU_PROFILE = [
  'CPU per screen (gateway process / REST process, ms, from /proc, no profiler) before → after issue 18’s changes: ' +
    'catalog guest 2.98 / 2.39 → 1.60 / 1.69, book guest 1.90 / 1.51 → 0.93 / 0.97, catalog member 4.73 / 5.99 → 2.46 / 3.82, ' +
    'book member 4.31 / 5.88 → 1.96 / 3.40 (PostgreSQL’s own CPU per member catalog page 3.6 → 2.5 ms; load average 1 before, 8–10 after, which inflates the after figures). ' +
    'Hive Gateway’s process, measured the same way over the same REST: 3.0–5.5 ms per guest catalog page and 4.3–6.4 per member one, depending on the machine’s load.',
  'The gateway’s profile before (share of its busy time): graphql-js execution 13%, garbage collection 12%, got 10.5% self and as much again in ' +
    'the Node streams and events it drives per call, socket writes 13%, Apollo Server 7% (of which its cache-control plugin’s per-field hook 4%, ' +
    'and the resolver wrapping that hook forces on every field about 10% inclusive), the cost limit’s per-request count 2.4%, Ed25519 token checks 1.3%. ' +
    'Changed: REST is called over a small node:http transport (`gateway/src/rest/http.ts`); the cache-control plugin is off (the same ' +
    '`Cache-Control: no-store` is set by a plain plugin); cost and the viewer-list fields are computed once per parsed document; a verified token ' +
    'is believed until it expires; a complete book’s fields resolve without a promise each; a book’s reviews start beside the book. ' +
    'After (before the promise-free book fields): socket writes 17%, graphql-js execution 14%, parsing REST’s JSON 7%, garbage collection 6%, Apollo Server 6%, Fastify 2%. ' +
    'graphql-jit behind Apollo’s gateway interface saved about 5% more but answers errors differently from graphql-js (an error on a non-null ' +
    'field becomes “Cannot return null…”, losing its code), so it is not used.',
  'REST’s profile before: drizzle-orm building queries 22%, socket writes 16% (two thirds to PostgreSQL), Ed25519 token checks 6%. ' +
    'Changed: a book’s genres come in the book’s own query; books by id, the genre list, a member’s cart, favourites and wishlist and the token-version check are prepared statements; ' +
    'and a token’s signature is checked once per process (its version still on every call). After: socket writes 25%, drizzle-orm 13%.',
];

/**
 * The gateway's REST transport back on got (issue 32 item 18), against the node:http transport it
 * replaces, measured apart from the run above (each a whole `throughput` run, cache-off ratio to Hive
 * Gateway in that same run). Kept here so every later run shows them.
 */
const TRANSPORT = [
  'The REST transport is got again (`gateway/src/rest/http.ts`: one instance, keep-alive agents, a timeout per attempt, the operation’s ' +
    'deadline as one AbortSignal, one retry for reads). Public cache off, Pustak’s rate ÷ Hive Gateway’s in the same run, two runs each, ' +
    'on 2026-11-27 while up to seven other engineers’ tests and builds shared the same two cores (1-minute load average 13 to 19 ' +
    'throughout, against 3 for the figures of 2026-11-24), so single runs swing widely and only ratios within one run compare:',
  'node:http (before): catalog guest 1.83× and 2.24×, book guest 2.08× and 1.93×, catalog member 2.17× and 1.51×, book member 1.24× and 1.45×. ' +
    'got (after, the first run being the one in the tables above): catalog guest 1.02× and 0.71×, book guest 2.56× and 1.05×, catalog member 1.81× and 0.97×, book member 1.48× and 0.67×. ' +
    'With got the gateway no longer holds 1.5× Hive Gateway’s rate on every screen in these runs (the catalog page as a guest, two REST calls ' +
    'with the largest answer, fell below it in both).',
  'The transport alone, one process calling a local listener that answers a 24-book page, 10 calls in flight, median of 6 rounds of ' +
    '3,000 calls: got 414 µs of CPU per call, node:http 131 µs (the same machine and load). got’s share is its documented machinery: ' +
    'an Options object built and merged for every call, a Duplex stream and a cancelable promise around each request, timing hooks, ' +
    'and the garbage they leave; no documented option skips them (the instance already sets only what it needs, and each call only what differs).',
];

function present(rows: ThroughputRow[], backend: string, load: { start: number; end: number }): BenchOutput {
  const screensMeasured = [...new Set(rows.map((r) => r.screen))];
  const find = (screen: string, system: System) => rows.find((r) => r.screen === screen && r.system === system)!;
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–');
  const ratios = screensMeasured.map((screen) => {
    const hive = find(screen, 'Hive Gateway + Mesh');
    const on = find(screen, 'Pustak gateway');
    const off = find(screen, 'Pustak gateway, cache off');
    return {
      screen,
      on: on.perSecond.median / hive.perSecond.median,
      off: off.perSecond.median / hive.perSecond.median,
      hive,
      onRow: on,
      offRow: off,
    };
  });
  const throughputChart: Chart = {
    id: 'requests-per-second',
    title: `Screens per second, ${CONNECTIONS} connections (whisker: 2.5th to 97.5th percentile second)`,
    unit: 'screens/s',
    spread: 'median second, whisker from the 2.5th to the 97.5th percentile second',
    bars: rows.map((r) => ({
      label: r.screen,
      value: r.perSecond.median,
      low: r.perSecond.p2_5,
      high: r.perSecond.p97_5,
      group: r.system,
    })),
  };
  const latencyChart: Chart = {
    id: 'latency',
    title: `Latency under load, ${CONNECTIONS} connections (bar p50, whisker p99)`,
    unit: 'ms',
    spread: 'whisker: p99',
    bars: rows.map((r) => ({ label: r.screen, value: r.latencyMs.p50, high: r.latencyMs.p99, group: r.system })),
  };
  const addedChart: Chart = {
    id: 'added-latency',
    title: 'One request at a time: p50 latency per screen (whisker p95)',
    unit: 'ms',
    spread: 'whisker: p95',
    bars: rows.map((r) => ({ label: r.screen, value: r.alone.p50, high: r.alone.p95, group: r.system })),
  };
  const worst = Math.min(...ratios.map((r) => r.off));
  const best = Math.max(...ratios.map((r) => r.on));
  return {
    summary:
      `Pustak's gateway serves ${ratios.map((r) => `${r.screen} at ${r.off.toFixed(2)}×`).join(', ')} Hive Gateway's rate with its public cache off ` +
      `(${worst.toFixed(2)}× at worst), and up to ${best.toFixed(2)}× with it on (the default).`,
    sections: [
      {
        notes: [
          `Each screen is loaded for ${DURATION_SEC} s after a ${WARMUP_SEC} s warm-up, by ${CONNECTIONS} concurrent clients on loopback, ` +
            `against one REST process on ${backend}, seeded like a first \`npm start\`; gateways, REST and the load ` +
            'generator each run in their own process on the same machine, so they share its cores. Catalog requests spread over pages 1–10 ' +
            'and book requests over books 1–200; a member view adds the per-viewer fields (in cart, favourite, on the wishlist, own review).',
          '**REST directly** is a small client (`bench/lib/drive.ts`) that loads each screen as the REST calls Pustak’s gateway makes for it ' +
            '(2 for a guest, 3 or 4 for a member, counted exactly by `upstream-calls`), all in parallel, timed from the first call to the last answer. ' +
            '**Pustak gateway** and **Hive Gateway + Mesh** are loaded by autocannon with one GraphQL POST per screen asking the same fields ' +
            '(`bench/screens.ts`; the bench checks both graphs return the same books and reviews). Pustak’s gateway keeps viewer-free REST answers ' +
            '(catalog pages, genres, one book) for 30 s by default (`PUBLIC_CACHE_TTL_MS`), so it is measured with that cache on and, for a like-for-like ' +
            'comparison with Hive Gateway (which caches nothing by default), off.',
          `The machine’s 1-minute load average (other work shares it and moves every figure) was ${load.start.toFixed(1)} at the start and ${load.end.toFixed(1)} at the end.`,
          'Hive Gateway serves a supergraph composed by `@graphql-mesh/compose-cli` with `@omnigraph/openapi` from REST’s own `/api/openapi.json`. ' +
            'Every operation there declares the schema of its 2xx answer (Mesh types each field from it, REST’s error envelope becoming a ' +
            'GraphQL error: `ignoreErrorResponses`), and Hive Gateway forwards the bearer token (`bench/hive/gateway.config.ts`).',
        ],
        tables: [
          {
            caption: 'Under load (screens/s: median second, with the 2.5th–97.5th percentile seconds):',
            columns: ['screen', 'system', 'screens/s', 'spread', 'p50 ms', 'p99 ms', 'errors'],
            rows: rows.map((r) => [
              r.screen,
              r.system,
              Math.round(r.perSecond.median),
              `${Math.round(r.perSecond.p2_5)}–${Math.round(r.perSecond.p97_5)}`,
              ms(r.latencyMs.p50),
              ms(r.latencyMs.p99),
              r.errors,
            ]),
          },
          {
            caption:
              'Pustak’s gateway against Hive Gateway (throughput ratio above 1 = Pustak faster; latency ratio below 1 = Pustak faster):',
            columns: [
              'screen',
              'req/s ratio, cache on',
              'req/s ratio, cache off',
              'p50 ratio, cache on',
              'p50 ratio, cache off',
            ],
            rows: ratios.map((r) => [
              r.screen,
              `${r.on.toFixed(2)}×`,
              `${r.off.toFixed(2)}×`,
              ratio(r.onRow.latencyMs.p50, r.hive.latencyMs.p50),
              ratio(r.offRow.latencyMs.p50, r.hive.latencyMs.p50),
            ]),
          },
        ],
        charts: [throughputChart, latencyChart],
      },
      {
        heading: 'Added latency, one request at a time',
        notes: [
          `Each screen ${SEQUENTIAL} times in a row with no other load (after 10 unmeasured). A gateway’s added latency is its p50 minus the p50 of ` +
            'loading the same REST calls directly in parallel: what the GraphQL layer costs a reader on an idle server. The two are measured ' +
            'in turn, one screen through the gateway, then the same screen from REST directly, so both see the same moments of a shared machine ' +
            '(the REST column is REST directly’s own run).',
        ],
        tables: [
          {
            columns: [
              'screen',
              'REST calls',
              'REST directly p50',
              'Pustak, cache off: p50 (added)',
              'Pustak, cache on: p50 (added)',
              'Hive + Mesh: p50 (added)',
            ],
            rows: screensMeasured.map((screen) => {
              const base = find(screen, 'REST directly');
              const cellOf = (system: System) => {
                const r = find(screen, system);
                const added = r.alone.p50 - r.alone.restP50;
                return `${ms(r.alone.p50)} (${added >= 0 ? '+' : '−'}${ms(Math.abs(added))})`;
              };
              return [
                screen,
                base.restCalls,
                ms(base.alone.p50),
                cellOf('Pustak gateway, cache off'),
                cellOf('Pustak gateway'),
                cellOf('Hive Gateway + Mesh'),
              ];
            }),
          },
        ],
        charts: [addedChart],
      },
      { heading: 'Where the CPU goes (profile)', notes: CPU_PROFILE },
      { heading: 'The REST transport: got against node:http', notes: TRANSPORT },
    ],
    rows,
  };
}
