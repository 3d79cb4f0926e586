/**
 * Issue 10 item 1: round trips per screen. For each screen of SPEC §2 (e2e/support/screens.ts):
 * the GraphQL requests the browser makes to load it through Pustak's gateway (counted with
 * playwright-core once the screen's data is in and the network is quiet), against the REST calls
 * SPEC §7 has the same screen make directly (the table below, from SPEC's text); and the time to
 * load each data screen with 100 ms of added round trip (bench/latency-proxy.ts) both ways.
 *
 * Graph: the real app, a cold first visit through the proxy, timed from navigation to the screen's
 * data on screen. REST direct: the screen's REST calls run by fetch in a browser page through the
 * same proxy, in SPEC's dependency order (the guard's profile load first: SPEC §2 has the guard
 * restore the token and load the profile; then the screen's calls in parallel), placed on the same
 * run's app shell (see restDirectLoad). Never asserts a timing.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import {
  MAIN_SCREENS,
  fill,
  makeFixtures,
  signInWithToken,
  type Fixtures,
  type Screen,
} from '../e2e/support/screens.js';
import { launchChromium } from '../e2e/support/chromium.js';
import { startLatencyProxy } from './latency-proxy.js';
import type { BenchOutput, Bar } from './lib/result.js';
import type { Services } from './lib/services.js';
import { median, ms } from './lib/stats.js';

/** Loads per screen and way; the figure is their median. BENCH_RUNS overrides. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ONE_WAY_MS = 50;

/** The guard's call on every screen a member opens (SPEC §2 'Navigation guard', §7). */
const GUARD = '/users/profile/';
/** Stands in for SPEC §7's third-party quote service: one more call to another origin's API. */
const QUOTE_STAND_IN = '/health';

/**
 * The REST calls SPEC §7 has each screen make once the guard is done, as paths under the API
 * base; `{…}` are filled from the fixtures. Calls of one screen do not depend on each other.
 */
const SCREEN_CALLS: Record<string, string[]> = {
  landing: [],
  login: [],
  signup: [],
  about: [],
  contact: [],
  terms: [],
  'rental policy': [],
  home: ['/books/', '/books/new', '/authors/', QUOTE_STAND_IN],
  catalog: ['/books/?page=1', '/books/genres/'],
  search: ['/books/?title={searchTitle}&page=1'],
  'book detail': [
    '/books/{book.id}/',
    '/books/{book.id}/reviews/?page=1',
    '/books/{book.id}/has-reviewed/',
    '/cart/{book.id}/check',
    '/users/favorites/',
    '/wishlist/',
  ],
  author: ['/authors/{book.authorId}/', '/authors/{book.authorId}/books/'],
  cart: ['/cart/'],
  checkout: ['/cart/', '/shipping/addresses/', '/shipping/districts/'],
  payment: ['/order/{order.id}/'],
  'order detail': ['/order/{order.id}/'],
  profile: ['/users/{other.id}/', '/users/{other.id}/reviews/?page=1', '/social/friends/{other.id}/status/'],
  social: ['/users/friend-recommendations/', '/social/friends/', '/social/friends/requests/'],
  account: [],
};

/** The levels of REST calls a screen makes: the guard's profile load first for members. */
function restLevels(screen: Screen, f: Fixtures): string[][] {
  const calls = (SCREEN_CALLS[screen.name] ?? []).map((p) => fill(p, f));
  return [...(screen.member ? [[GUARD]] : []), ...(calls.length ? [calls] : [])];
}

interface GraphLoad {
  graphqlRequests: number;
  /** graphql-ws connections (live updates), each one more round trip to open. */
  webSockets: number;
  requests: number;
  /** From navigation start, in ms. */
  readyAt: number;
  firstDataAt: number | null;
  lastDataAt: number | null;
  /** When the entry script had run (DOMContentLoaded): a REST app would start its guard's call here. */
  bootAt: number;
}

/** Installed before the app runs: notes when `text` first shows inside <main>. */
function watchForText(text: string) {
  const w = window as unknown as { __readyAt?: number };
  const observer = new MutationObserver(() => {
    if (w.__readyAt === undefined && document.querySelector('main')?.textContent?.includes(text)) {
      w.__readyAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function loadThroughGraph(browser: Browser, origin: string, screen: Screen, f: Fixtures): Promise<GraphLoad> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
  try {
    // As the app leaves a remembered sign-in: the token kept, and the gateway's page session.
    if (screen.member) await signInWithToken(context, f.member, { pageSession: true });
    await context.addInitScript(watchForText, fill(screen.ready, f));
    const page = await context.newPage();
    const urls: string[] = [];
    let webSockets = 0;
    page.on('request', (request) => urls.push(request.url()));
    page.on('websocket', () => (webSockets += 1));
    await page.goto(fill(screen.path, f));
    await page.waitForFunction(() => (window as { __readyAt?: number }).__readyAt !== undefined, null, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const data = resources.filter((r) => new URL(r.name).pathname === '/graphql');
      const readyAt = (window as { __readyAt?: number }).__readyAt ?? Number.NaN;
      const firstDataAt = data.length ? Math.min(...data.map((r) => r.startTime)) : null;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        readyAt,
        firstDataAt,
        lastDataAt: data.length ? Math.max(...data.map((r) => r.responseEnd)) : null,
        bootAt: navigation?.domContentLoadedEventStart ?? 0,
      };
    });
    return {
      ...timing,
      graphqlRequests: urls.filter((u) => new URL(u).pathname === '/graphql').length,
      webSockets,
      requests: urls.length,
    };
  } finally {
    await context.close();
  }
}

/** Runs the levels of REST calls by fetch in a page of the REST origin; the time of each level. */
async function restInBrowser(browser: Browser, restOrigin: string, levels: string[][], token: string) {
  // REST's own pages forbid scripts from fetching (its Content-Security-Policy): lifted for this stand-in client.
  const context: BrowserContext = await browser.newContext({ baseURL: restOrigin, bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto('/api/health');
    return await page.evaluate(
      async ({ levels, token }) => {
        // A real app's calls ride connections its page load opened: open six (Chromium's limit).
        await Promise.all(Array.from({ length: 6 }, () => fetch('/api/health', { cache: 'no-store' })));
        const durations: number[] = [];
        for (const level of levels) {
          const started = performance.now();
          await Promise.all(
            level.map(async (path) => {
              const res = await fetch(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
              if (!res.ok) throw new Error(`${path}: ${res.status}`);
              await res.arrayBuffer();
            }),
          );
          durations.push(performance.now() - started);
        }
        return durations;
      },
      { levels, token },
    );
  } finally {
    await context.close();
  }
}

/**
 * REST-direct load of one run, built on the graph run's shell: the guard's call starts once the
 * entry script has run (overlapping the screen's code download); the screen's calls start when the
 * screen asked for its data through the graph (its code loaded and mounted) or when the guard's
 * call is back, whichever is later; the screen renders as long after its data as it did.
 */
function restDirectLoad(graph: GraphLoad, levelMs: number[], member: boolean): number {
  const [guard = 0, ...screen] = member ? levelMs : [0, ...levelMs];
  // Drawn on the server (no data request): a REST client's calls could start no sooner than the
  // page is parsed, and are counted as if its code were in by then and it drew in no time.
  if (graph.firstDataAt === null || graph.lastDataAt === null)
    return graph.bootAt + guard + screen.reduce((a, b) => a + b, 0);
  const screenCallsStart = Math.max(graph.bootAt + guard, graph.firstDataAt);
  const render = Math.max(0, graph.readyAt - graph.lastDataAt);
  return screenCallsStart + screen.reduce((a, b) => a + b, 0) + render;
}

export interface RoundTripRow {
  screen: string;
  graphqlRequests: number;
  webSockets: number;
  requests: number;
  restCalls: number;
  restLevels: number;
  /** Medians over the runs, ms; null for screens without data (timed only once, unproxied). */
  graphLoadMs: number | null;
  restLoadMs: number | null;
  graphDataMs: number | null;
  restDataMs: number | null;
  graphLoadRangeMs: [number, number] | null;
  restLoadRangeMs: [number, number] | null;
}

async function measureScreen(
  browser: Browser,
  origins: { graph: string; rest: string; graphDirect: string },
  screen: Screen,
  f: Fixtures,
): Promise<RoundTripRow> {
  const levels = restLevels(screen, f);
  const restCalls = levels.flat().length;
  const row = { screen: screen.name, restCalls, restLevels: levels.length };
  if (restCalls === 0) {
    const load = await loadThroughGraph(browser, origins.graphDirect, screen, f);
    const none = { graphLoadMs: null, restLoadMs: null, graphDataMs: null, restDataMs: null };
    const counts = { graphqlRequests: load.graphqlRequests, webSockets: load.webSockets, requests: load.requests };
    return { ...row, ...counts, ...none, ...noRange };
  }
  const graphRuns: GraphLoad[] = [];
  const restRuns: number[][] = [];
  for (let i = 0; i < RUNS; i++) {
    graphRuns.push(await loadThroughGraph(browser, origins.graph, screen, f));
    restRuns.push(await restInBrowser(browser, origins.rest, levels, f.member.token));
  }
  const graphLoads = graphRuns.map((g) => g.readyAt);
  const restLoads = graphRuns.map((g, i) => restDirectLoad(g, restRuns[i]!, screen.member));
  const range = (xs: number[]): [number, number] => [Math.min(...xs), Math.max(...xs)];
  return {
    ...row,
    graphqlRequests: graphRuns[0]!.graphqlRequests,
    webSockets: graphRuns[0]!.webSockets,
    requests: graphRuns[0]!.requests,
    graphLoadMs: median(graphLoads),
    restLoadMs: median(restLoads),
    graphDataMs: median(graphRuns.map((g) => (g.lastDataAt ?? 0) - (g.firstDataAt ?? 0))),
    restDataMs: median(restRuns.map((levelMs) => levelMs.reduce((a, b) => a + b, 0))),
    graphLoadRangeMs: range(graphLoads),
    restLoadRangeMs: range(restLoads),
  };
}

const noRange = { graphLoadRangeMs: null, restLoadRangeMs: null };

export async function measureRoundTrips(gatewayOrigin: string, restOrigin: string): Promise<RoundTripRow[]> {
  const fixtures = await makeFixtures(gatewayOrigin);
  const hostPort = (origin: string) => ({ host: new URL(origin).hostname, port: Number(new URL(origin).port) });
  const graphProxy = await startLatencyProxy(hostPort(gatewayOrigin), ONE_WAY_MS);
  const restProxy = await startLatencyProxy(hostPort(restOrigin), ONE_WAY_MS);
  const browser = await launchChromium();
  try {
    const origins = { graph: graphProxy.origin, rest: restProxy.origin, graphDirect: gatewayOrigin };
    const rows: RoundTripRow[] = [];
    for (const screen of MAIN_SCREENS) rows.push(await measureScreen(browser, origins, screen, fixtures));
    return rows;
  } finally {
    await browser.close();
    await Promise.all([graphProxy.close(), restProxy.close()]);
  }
}

function present(rows: RoundTripRow[]): BenchOutput {
  const timed = rows.filter((r) => r.graphLoadMs !== null);
  const bars: Bar[] = timed.flatMap((r) => [
    {
      label: `${r.screen} · graph`,
      value: r.graphLoadMs!,
      low: r.graphLoadRangeMs![0],
      high: r.graphLoadRangeMs![1],
      group: "Pustak's graph",
    },
    {
      label: `${r.screen} · REST`,
      value: r.restLoadMs!,
      low: r.restLoadRangeMs![0],
      high: r.restLoadRangeMs![1],
      group: 'REST direct',
    },
  ]);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const dataScreens = rows.filter((r) => r.restCalls > 0);
  const faster = timed.filter((r) => r.graphLoadMs! < r.restLoadMs!).length;
  return {
    summary:
      `Over the ${dataScreens.length} screens that load data, the browser sends ${sum(dataScreens.map((r) => r.graphqlRequests))} ` +
      `GraphQL requests where SPEC §7's REST client makes ${sum(dataScreens.map((r) => r.restCalls))} calls. ` +
      `With 100 ms of added round trip, the graph loads ${faster} of ${timed.length} timed screens sooner than REST direct (medians of ${RUNS} cold loads).`,
    sections: [
      {
        notes: [
          'Requests are counted once the screen shows its data and the network has been quiet for 500 ms. ' +
            "GraphQL requests include the header's cart count (a query of its own, which SPEC's REST client has no call for); " +
            "REST calls include the navigation guard's profile load on every member screen (SPEC §2). " +
            "SPEC's third-party quote call on home is stood in for by one more call to the REST service.",
          `Load times: a cold first visit (new browser profile) through a TCP proxy on loopback that delays each direction by ${ONE_WAY_MS} ms ` +
            "and a new connection's first byte by one more round trip, as a TCP handshake would. " +
            "Graph: from navigation to the screen's data on screen, measured in the page. REST direct: the screen's REST calls " +
            "made by fetch in a page through the same proxy (the guard's call, then the screen's calls in parallel on warm " +
            "connections), placed on the same run's shell: the guard's call starts when the app's entry script has run " +
            "(overlapping the screen's code download), the screen's calls when the screen asked for its data through the graph " +
            "(or when the guard's call is back, if later), and the screen renders as long after its data as it did through the graph; " +
            'for a screen the server drew with its data (no GraphQL request), the REST calls start once the page is parsed, the ' +
            "REST client's code counted as loaded by then and its drawing as free. Members visit as the app leaves a remembered " +
            "sign-in: the token in the browser's storage and the gateway's page session (docs/server-rendering.md). " +
            "Data phase: first data request sent to last answer in (for REST, the guard's call and the screen's calls). Whiskers: fastest and slowest run.",
        ],
        tables: [
          {
            columns: [
              'screen',
              'GraphQL requests',
              'graphql-ws connections',
              'all requests (graph)',
              'REST calls (SPEC §7)',
              'REST round-trip levels',
              'load, graph (ms)',
              'load, REST direct (ms)',
              'data phase, graph (ms)',
              'data phase, REST (ms)',
            ],
            rows: rows.map((r) => [
              r.screen,
              r.graphqlRequests,
              r.webSockets,
              r.requests,
              r.restCalls,
              r.restLevels,
              r.graphLoadMs === null ? '–' : ms(r.graphLoadMs),
              r.restLoadMs === null ? '–' : ms(r.restLoadMs),
              r.graphDataMs === null ? '–' : ms(r.graphDataMs),
              r.restDataMs === null ? '–' : ms(r.restDataMs),
            ]),
          },
        ],
        charts: [
          {
            id: 'load',
            title: 'Screen load with 100 ms added round trip (median, cold)',
            unit: 'ms',
            bars,
            spread: 'whiskers: fastest and slowest run',
          },
        ],
      },
    ],
    rows,
  };
}

export async function run(services: Services): Promise<BenchOutput> {
  const [gateway, rest] = await Promise.all([services.gateway(), services.rest()]);
  return present(await measureRoundTrips(gateway.origin, rest.origin));
}

// `tsx bench/round-trips.ts <gateway origin> <REST origin>`: measure a running system, print the rows.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [gateway = 'http://127.0.0.1:4000', rest = 'http://127.0.0.1:8000'] = process.argv.slice(2);
  console.table(await measureRoundTrips(gateway, rest));
}
