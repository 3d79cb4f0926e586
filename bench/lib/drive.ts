/**
 * Load generators with one result shape. `cannon` is autocannon (closed loop, N connections, one
 * HTTP request per screen: a GraphQL POST). `fanOut` is the REST-direct client: N workers, each
 * loading a screen as its REST calls in parallel over keep-alive connections, timed from the
 * first call to the last answer. Both count HTTP errors and GraphQL `errors` in 200 answers.
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { percentile, since } from './stats.js';

export interface DriveResult {
  /** Screens (requests for GraphQL) per second: median over 1-second samples, and their spread. */
  perSecond: { median: number; p2_5: number; p97_5: number };
  latencyMs: { p50: number; p99: number };
  total: number;
  errors: number;
}

export interface DriveOptions {
  connections: number;
  durationSec: number;
}

/** autocannon POSTing a GraphQL request per call of `body(i)`. */
export async function cannon(
  url: string,
  body: (i: number) => unknown,
  options: DriveOptions & { token?: string },
): Promise<DriveResult> {
  let i = 0;
  let graphqlErrors = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections: options.connections,
    duration: options.durationSec,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: JSON.stringify(body(i++)) }),
        onResponse: (_status, responseBody) => {
          if (responseBody.includes('"errors":[')) graphqlErrors++;
        },
      },
    ],
  });
  return {
    perSecond: { median: result.requests.p50, p2_5: result.requests.p2_5, p97_5: result.requests.p97_5 },
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    total: result.requests.total,
    errors: result.errors + result.non2xx + graphqlErrors,
  };
}

/** N workers loading `paths(i)` (absolute URLs) in parallel per screen, for the duration. */
export async function fanOut(
  paths: (i: number) => string[],
  options: DriveOptions & { token?: string },
): Promise<DriveResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections * 8 });
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  const latencies: number[] = [];
  const started = Date.now();
  const perSecond = new Array<number>(options.durationSec).fill(0);
  let errors = 0;
  let i = 0;
  const deadline = started + options.durationSec * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const t = process.hrtime.bigint();
      const ok = (await Promise.all(paths(i++).map((url) => get(url, headers, agent)))).every(Boolean);
      const done = Date.now();
      if (done > deadline) break;
      latencies.push(since(t));
      perSecond[Math.min(options.durationSec - 1, Math.floor((done - started) / 1000))]!++;
      if (!ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  agent.destroy();
  return {
    perSecond: {
      median: percentile(perSecond, 50),
      p2_5: percentile(perSecond, 2.5),
      p97_5: percentile(perSecond, 97.5),
    },
    latencyMs: { p50: percentile(latencies, 50), p99: percentile(latencies, 99) },
    total: latencies.length,
    errors,
  };
}

/** One GET, body read to the end; true when 2xx. */
export function get(url: string, headers: Record<string, string>, agent: http.Agent): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(url, { headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve((res.statusCode ?? 500) < 300));
      res.on('error', () => resolve(false));
    });
    req.on('error', () => resolve(false));
  });
}

/** One POST of a JSON body, answer read in full; the answer's text, or undefined on an HTTP error. */
export function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  agent: http.Agent,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve((res.statusCode ?? 500) < 300 ? Buffer.concat(chunks).toString() : undefined));
        res.on('error', () => resolve(undefined));
      },
    );
    req.on('error', () => resolve(undefined));
    req.end(body);
  });
}

/** Latency of `once` called n times one after another (after `warmup` unmeasured calls), in ms. */
export async function sequential(n: number, warmup: number, once: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await once(i);
  const latencies: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = process.hrtime.bigint();
    await once(warmup + i);
    latencies.push(since(t));
  }
  return latencies;
}
