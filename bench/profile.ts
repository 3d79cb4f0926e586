/**
 * Where the CPU goes under the throughput benchmark's load (not one of `npm run bench`'s runs: a
 * profiler slows what it measures). `npx tsx bench/profile.ts [screen …] [--hive] [--no-prof] [--alone]`
 * loads each screen named (e.g. `catalog-member`, `book-guest`; all four when none) for
 * BENCH_DURATION_SEC (10 s) with the throughput bench's 10 connections, through Pustak's gateway
 * with its public cache off (and Hive Gateway with --hive), over one REST process on PostgreSQL
 * (BENCH_DATABASE_URL). It prints the CPU each process spent per screen (from /proc, PostgreSQL's
 * backends summed) and, unless --no-prof, writes `node --cpu-prof` profiles of the gateway and
 * REST under $TMPDIR/pustak-profiles/ and prints their heaviest functions and packages (again: --summary).
 * With --alone, also each screen one request at a time, REST directly and through the gateway.
 * Run it under the bench lock: flock /work/bench.lock npx tsx bench/profile.ts catalog-member
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startHive } from './hive/hive.js';
import http from 'node:http';
import { cannon, get, post, sequential } from './lib/drive.js';
import { median } from './lib/stats.js';
import { repoRoot } from './lib/processes.js';
import { Services } from './lib/services.js';
import { learnCatalogPages, screenLabel, screens, type Screen } from './screens.js';

const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 10);
const args = process.argv.slice(2);
const profiling = !args.includes('--no-prof');
const withHive = args.includes('--hive');
/** Also each screen one request at a time (the throughput bench's added latency), REST directly and through each gateway. */
const alone = args.includes('--alone');
const slug = (s: Screen) => `${s.name.split(' ')[0]}-${s.member ? 'member' : 'guest'}`;
const named = args.filter((a) => !a.startsWith('--'));
const chosen = named.length ? screens.filter((s) => named.includes(slug(s))) : screens;
if (chosen.length === 0) throw new Error(`no such screen; known: ${screens.map(slug).join(', ')}`);

const outDir = path.join(os.tmpdir(), 'pustak-profiles');
const prof = (name: string) => (profiling ? ['--cpu-prof', '--cpu-prof-dir', path.join(outDir, name)] : []);

/** User + system CPU ms of a process, from /proc. */
function cpuMs(pid: number): number {
  const fields = execFileSync('cat', [`/proc/${pid}/stat`], { encoding: 'utf8' })
    .split(') ')[1]!
    .split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

/** PostgreSQL's processes together (other databases' work on the server counts too: run on a quiet one). */
function postgresCpuMs(): number {
  const pids = execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).trim().split('\n').map(Number);
  return pids.reduce((sum, pid) => {
    try {
      return sum + cpuMs(pid);
    } catch {
      return sum;
    }
  }, 0);
}

/** The node processes a service forked, its own included (tsx runs the entry in the same process). */
const tree = (pid: number): number[] => {
  let children = '';
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    // none (pgrep exits 1)
  }
  return [pid, ...(children ? children.split('\n').map(Number).flatMap(tree) : [])];
};
const treeCpu = (pid: number) =>
  tree(pid).reduce((sum, p) => {
    try {
      return sum + cpuMs(p);
    } catch {
      return sum;
    }
  }, 0);

const summaryOnly = args.includes('--summary');
if (summaryOnly) {
  for (const name of ['gateway', 'rest']) await summarize(name);
  process.exit(0);
}
if (profiling) await rm(outDir, { recursive: true, force: true }).then(() => mkdir(outDir, { recursive: true }));
const services = new Services();
try {
  const databaseUrl = await services.scratchDatabase('pustak_profile');
  const rest = await services.startRest({ name: 'rest-profile', databaseUrl, execArgv: prof('rest') });
  await learnCatalogPages(rest.api);
  const token = await services.token(rest);
  const gateway = await services.startGateway({
    name: 'gateway-profile',
    restApi: rest.api,
    env: { PUBLIC_CACHE_TTL_MS: '0' },
    execArgv: prof('gateway'),
  });
  const hive = withHive ? await startHive(services, rest) : undefined;
  const systems = [
    { name: 'Pustak gateway, cache off', url: gateway.graphql, pid: gateway.pid, hive: false },
    ...(hive ? [{ name: 'Hive Gateway + Mesh', url: `${hive.origin}/graphql`, pid: hive.pid, hive: true }] : []),
  ];
  for (const screen of chosen) {
    for (const system of systems) {
      const request = (i: number) => (system.hive ? screen.hive(i) : screen.pustak(i));
      const auth = screen.member ? token : undefined;
      await cannon(system.url, request, { connections: 10, durationSec: 1, token: auth });
      const before = { gateway: treeCpu(system.pid), rest: treeCpu(rest.pid), pg: postgresCpuMs() };
      const loaded = await cannon(system.url, request, { connections: 10, durationSec: DURATION_SEC, token: auth });
      const per = (now: number, then: number) => ((now - then) / loaded.total).toFixed(2);
      if (alone) {
        const agent = new http.Agent({ keepAlive: true });
        const headers: Record<string, string> = auth ? { authorization: `Bearer ${auth}` } : {};
        const restP50 = median(
          await sequential(300, 30, (i) =>
            Promise.all(screen.rest(i).map((p) => get(`${rest.api}${p}`, headers, agent))),
          ),
        );
        const viaP50 = median(
          await sequential(300, 30, (i) => post(system.url, JSON.stringify(request(i)), headers, agent)),
        );
        agent.destroy();
        console.log(
          `${screenLabel(screen)} · alone: REST directly p50 ${restP50.toFixed(2)} ms, ${system.name} ${viaP50.toFixed(2)} ms (+${(viaP50 - restP50).toFixed(2)})`,
        );
      }
      console.log(
        `${screenLabel(screen)} · ${system.name}: ${Math.round(loaded.perSecond.median)}/s, ${loaded.errors} errors; ` +
          `CPU ms per screen: gateway ${per(treeCpu(system.pid), before.gateway)}, REST ${per(treeCpu(rest.pid), before.rest)}, ` +
          `PostgreSQL ${per(postgresCpuMs(), before.pg)}`,
      );
    }
  }
} finally {
  await services.close();
}
if (profiling) for (const name of ['gateway', 'rest']) await summarize(name);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}

/** The heaviest functions (self time) and packages of the profile(s) in pustak-profiles/<name>. */
async function summarize(name: string): Promise<void> {
  const dir = path.join(outDir, name);
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.cpuprofile'));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  const keyOf = (node: Node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${url.replace(/^file:\/\//, '').replace(`${repoRoot}/`, '')}:${lineNumber + 1}`;
  };
  for (const file of files) {
    const profile = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { nodes: Node[] };
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    // Inclusive time: each function once per stack, however deep it recurses.
    const walk = (node: Node, onStack: Set<string>): number => {
      const key = keyOf(node);
      const idle = ['(idle)', '(program)'].includes(node.callFrame.functionName);
      const fresh = !onStack.has(key);
      if (fresh) onStack.add(key);
      let hits = idle ? 0 : node.hitCount;
      for (const child of node.children ?? []) hits += walk(byId.get(child)!, onStack);
      if (fresh) {
        onStack.delete(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + hits);
      }
      return hits;
    };
    walk(profile.nodes[0]!, new Set());
    for (const node of profile.nodes) {
      if (!node.hitCount) continue;
      const { functionName, url, lineNumber } = node.callFrame;
      if (functionName === '(idle)' || functionName === '(program)') continue;
      total += node.hitCount;
      const where = url.replace(/^file:\/\//, '').replace(`${repoRoot}/`, '');
      const key = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + node.hitCount);
      const pkg =
        /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ??
        (where.startsWith('node:') ? 'node' : where ? where.split('/').slice(0, 2).join('/') : functionName);
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.hitCount);
    }
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  const ours = new Map(
    [...inclusive].filter(([k]) => !k.includes('node_modules') && !k.startsWith('(') && !k.includes(' node:')),
  );
  console.log(
    `\n${name}: busy samples ${total}\nby package:\n${top(byPackage, 25)}\nby function (self):\n${top(byFunction, 40)}` +
      `\nby function (inclusive):\n${top(inclusive, 60)}\nour functions (inclusive):\n${top(ours, 30)}`,
  );
}
