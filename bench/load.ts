/**
 * Issue 10 item 6: 100 members at once for 60 s through the gateway, each looping over a mixed
 * workload (load-member.ts), then the consistency check of load-check.ts against REST. Reports
 * throughput, errors and refusals, p50/p99 per kind of operation, and every inconsistency found.
 */
import http from 'node:http';
import { gqlOk, registerMember } from './lib/graphql.js';
import type { BenchOutput, Chart } from './lib/result.js';
import type { Services } from './lib/services.js';
import { ms, percentile } from './lib/stats.js';
import { checkConsistency, stockOf, type CheckResult } from './load-check.js';
import { LoadMember, type OpKind, type OpRecord, type World } from './load-member.js';

const MEMBERS = Number(process.env.BENCH_LOAD_MEMBERS ?? 100);
const LOAD_SEC = Number(process.env.BENCH_LOAD_SEC ?? 60);
const POOL = 40;

export async function run(services: Services): Promise<BenchOutput> {
  const rest = await services.loadRest();
  const gateway = await services.loadGateway();
  const agent = new http.Agent({ keepAlive: true, maxSockets: MEMBERS * 2 });
  const books = await stockedBooks(rest.api);
  const world: World = {
    graphql: gateway.graphql,
    agent,
    books,
    memberIds: [],
    ops: [],
    pairOps: [],
    contradictions: [],
  };
  const members = await signUp(gateway.graphql, world);
  world.memberIds = members.map((m) => m.id);
  const stockBefore = await stockOf(rest.api, books);
  const started = Date.now();
  await Promise.all(members.map((m) => m.run(started + LOAD_SEC * 1000)));
  const elapsedSec = (Date.now() - started) / 1000;
  agent.destroy();
  const check = await checkConsistency(rest.api, members, world.pairOps, stockBefore);
  check.problems.unshift(...world.contradictions);
  return present(world.ops, check, elapsedSec, services.loadBackend());
}

/** The workload's books: 40 with plenty of copies, so most orders succeed and some race for the last ones. */
async function stockedBooks(api: string): Promise<string[]> {
  const res = await fetch(`${api}/books/?page=1&page_size=100&ordering=title`);
  const body = (await res.json()) as { results: { books: { id: number; stock: number }[] } };
  const ids = body.results.books.filter((b) => b.stock >= 20).map((b) => String(b.id));
  if (ids.length < POOL) throw new Error(`only ${ids.length} books with 20 copies or more`);
  return ids.slice(0, POOL);
}

async function signUp(graphql: string, world: World): Promise<LoadMember[]> {
  const members: LoadMember[] = [];
  for (let i = 0; i < MEMBERS; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, MEMBERS - i) }, async (_, j) => {
        const m = await registerMember(graphql, `load${i + j}`);
        const address = await gqlOk<{ createShippingAddress: { id: string } }>(
          graphql,
          `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Load Member", addressLine1: "Baneshwor 4", city: "Kathmandu", phone: "9841234567", district: "Kathmandu" }) { id } }`,
          {},
          m.token,
        );
        return new LoadMember(m.id, m.token, address.createShippingAddress.id, world);
      }),
    );
    members.push(...batch);
  }
  return members;
}

/** Count, p50, p99, errors and refusals of some operations. */
function stats(list: OpRecord[]) {
  const times = list.map((o) => o.ms);
  return {
    n: list.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    errors: list.filter((o) => o.outcome === 'error').length,
    refused: list.filter((o) => o.outcome === 'refused').length,
  };
}

function present(ops: OpRecord[], check: CheckResult, elapsedSec: number, backend: string): BenchOutput {
  const kinds = [...new Set(ops.map((o) => o.kind))] as OpKind[];
  const all = stats(ops);
  const codes = new Map<string, number>();
  for (const o of ops) if (o.code) codes.set(`${o.outcome} ${o.code}`, (codes.get(`${o.outcome} ${o.code}`) ?? 0) + 1);
  const chart: Chart = {
    id: 'latency',
    title: `${MEMBERS} members for ${LOAD_SEC} s: latency by operation (bar p50, whisker p99)`,
    unit: 'ms',
    spread: 'whisker: p99',
    bars: [
      ...kinds.map((k) => ({ label: k, ...bar(stats(ops.filter((o) => o.kind === k))) })),
      { label: 'all operations', ...bar(all), group: 'all' },
    ],
  };
  const consistent = check.problems.length === 0;
  return {
    summary:
      `${MEMBERS} members made ${all.n.toLocaleString('en-US')} operations in ${Math.round(elapsedSec)} s (${Math.round(all.n / elapsedSec)}/s): ` +
      `${all.errors} errors, ${all.refused} refusals, p99 ${ms(all.p99)} ms; ` +
      (consistent
        ? `every cart, order, stock count and friendship checked matches what the answers said.`
        : `${check.problems.length} inconsistencies found (listed below).`),
    sections: [
      {
        notes: [
          `${MEMBERS} members, signed up through the gateway, act at once for ${LOAD_SEC} s with no pause between operations, through one gateway ` +
            `over REST on ${backend}. Each picks at random: a catalog page (25%), a book (15%), add a book to the cart (18%, one of ${POOL} books), ` +
            'change a line’s quantity (8%), remove a line (7%), order some of the cart (10%), or read their friends and requests and then send, accept, ' +
            'reject or cancel a request or unfriend (17%) — friend requests go to the other bench members, so many cross.',
          '**Errors** are failed requests and unexpected GraphQL errors; **refusals** are answers the rules call for under contention (`OUT_OF_STOCK`, ' +
            '`BAD_USER_INPUT` such as ordering the last copy someone else just bought, `NOT_FOUND` for a request the other side just withdrew): ' +
            'they change nothing and are not errors.',
        ],
        tables: [
          {
            columns: ['operation', 'count', 'p50 ms', 'p99 ms', 'errors', 'refusals'],
            rows: [
              ...kinds.map((k) => {
                const s = stats(ops.filter((o) => o.kind === k));
                return [k, s.n, ms(s.p50), ms(s.p99), s.errors, s.refused];
              }),
              ['all', all.n, ms(all.p50), ms(all.p99), all.errors, all.refused],
            ],
          },
          {
            caption: 'Errors and refusals by code:',
            columns: ['outcome and code', 'count'],
            rows: codes.size ? [...codes].sort((a, b) => b[1] - a[1]) : [['none', 0]],
          },
        ],
        charts: [chart],
      },
      {
        heading: 'Consistency after the run',
        notes: [
          'Read from REST directly once the load stops. Each member’s cart must be exactly the lines the successful answers described (ids, books, ' +
            'quantities) and their orders exactly the orders created (ids, totals, lines); each of the books’ stock must have fallen by exactly the copies ' +
            'in all orders; friendships must be symmetric, never both friends and pending, never two crossing pending requests; and every pair whose last ' +
            'friend action overlapped no other action on that pair must be in the state that action’s answer gave. A member with a write of unknown outcome ' +
            '(a failed request) is left out of the exact cart and order comparison.',
        ],
        tables: [
          {
            columns: ['checked', 'count'],
            rows: [
              ['members compared exactly', check.membersChecked],
              ['members left out (a write of unknown outcome)', check.membersUncertain],
              ['cart lines at the end', check.cartLines],
              ['orders', check.orders],
              ['books whose stock was reconciled', check.booksChecked],
              ['friend pairs checked against their last answer', check.pairsChecked],
              ['friend pairs whose last actions overlapped (invariants only)', check.pairsOverlapping],
              ['inconsistencies', check.problems.length],
            ],
          },
        ],
      },
      ...(consistent ? [] : [{ heading: 'Inconsistencies', notes: check.problems.slice(0, 30).map((p) => `- ${p}`) }]),
    ],
    rows: { ops: summarizeOps(ops), check },
  };
}

const bar = (s: { p50: number; p99: number }) => ({ value: s.p50, high: s.p99 });

/** Figures per kind of operation, rather than every operation, keep the result file small. */
function summarizeOps(ops: OpRecord[]) {
  const kinds = [...new Set(ops.map((o) => o.kind))];
  return Object.fromEntries(kinds.map((kind) => [kind, stats(ops.filter((o) => o.kind === kind))]));
}
