/**
 * `npm run bench`: boots REST (PGlite in a temp dir) and the gateway on free ports, runs every
 * benchmark, and writes bench/results/*.json and BENCHMARKS.md. Nothing here asserts timings.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../rest/src/config.js';
import { startRest } from '../rest/src/server.js';
import { readGatewayConfig } from '../gateway/src/config.js';
import { buildGateway } from '../gateway/src/server.js';
import { countUpstreamCalls } from './upstream-calls.js';

const here = import.meta.dirname;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pustak-bench-'));
const rest = await startRest(
  { ...readConfig({}), port: 0, dataDir, logLevel: 'warn' },
  { logger: false, publicUrlFromPort: true },
);
const gateway = await buildGateway({ ...readGatewayConfig({}), restUrl: `${rest.url}/api` }, { exposeRestCalls: true });
await gateway.listen({ host: '127.0.0.1', port: 0 });
const address = gateway.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { errors?: unknown; data?: unknown; extensions?: { restCalls?: unknown[] } };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { data: body.data, restCalls: body.extensions?.restCalls ?? [] };
}

try {
  const login = await gql(`mutation { login(email: "aarati@pustak.np", password: "pustak123") { token } }`);
  const token = (login.data as { login: { token: string } }).login.token;
  const calls = await countUpstreamCalls((q, v) => gql(q, v, token));
  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
  const date = new Date().toISOString();
  await writeFile(
    path.join(here, 'results/upstream-calls.json'),
    `${JSON.stringify({ date, machine, rows: calls }, null, 2)}\n`,
  );
  const table = calls
    .map((r) => `| ${r.operation} | ${r.calls.map((c, i) => `${c} (${r.sizes[i]} books)`).join(' · ')} |`)
    .join('\n');
  await writeFile(
    path.join(here, '../BENCHMARKS.md'),
    `# Benchmarks\n\nMeasured ${date} on ${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}. Reproduce with \`npm run bench\`.\n\n` +
      `## REST calls per GraphQL operation\n\nCounted exactly by the gateway (a member with per-viewer fields). Constant whatever the list size.\n\n` +
      `| operation | REST calls at 1×, 2×, 4× the list |\n|---|---|\n${table}\n\n` +
      `Throughput against REST directly and against Hive Gateway over a GraphQL Mesh composition, round trips per screen under added latency, scale to 100,000 books and Lighthouse scores are still to come (issue 10).\n`,
  );
  console.log(table);
} finally {
  await gateway.close();
  await rest.close();
  await rm(dataDir, { recursive: true, force: true });
}
