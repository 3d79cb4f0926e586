/**
 * Renders BENCHMARKS.md and bench/charts/*.svg from every bench/results/*.json present, in the
 * order of benchmarks.ts (results of unknown benchmarks last). `npm run bench` calls it at the
 * end; `npx tsx bench/report.ts` re-renders without measuring anything. Never measures.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import prettier from 'prettier';
import { benchmarks } from './benchmarks.js';
import { renderChart } from './lib/chart.js';
import type { BenchResult, Cell, Section, Table } from './lib/result.js';

const here = import.meta.dirname;
export const resultsDir = path.join(here, 'results');
const chartsDir = path.join(here, 'charts');
const reportFile = path.join(here, '../BENCHMARKS.md');

export async function readResults(): Promise<BenchResult[]> {
  const files = (await readdir(resultsDir).catch(() => [])).filter((f) => f.endsWith('.json'));
  const results = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(resultsDir, f), 'utf8')) as BenchResult),
  );
  const order = (r: BenchResult) => {
    const i = benchmarks.findIndex((b) => b.name === r.name);
    return i < 0 ? benchmarks.length : i;
  };
  return results.sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name));
}

const cell = (c: Cell) => String(c).replace(/\|/g, '\\|').replace(/\n/g, ' ');

function renderTable(table: Table): string {
  const lines = [
    `| ${table.columns.map(cell).join(' | ')} |`,
    `| ${table.columns.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...table.rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
  return `${table.caption ? `${table.caption}\n\n` : ''}${lines.join('\n')}`;
}

function duration(msTotal: number): string {
  const s = Math.round(msTotal / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

async function renderSection(result: BenchResult, section: Section): Promise<string> {
  const parts: string[] = [];
  if (section.heading) parts.push(`### ${section.heading}`);
  parts.push(...(section.notes ?? []));
  parts.push(...(section.tables ?? []).map(renderTable));
  for (const chart of section.charts ?? []) {
    const file = `${result.name}-${chart.id}.svg`;
    await writeFile(path.join(chartsDir, file), renderChart(chart));
    parts.push(`![${chart.title}](bench/charts/${file})`);
  }
  return parts.join('\n\n');
}

async function renderResult(result: BenchResult): Promise<string> {
  const m = result.machine;
  const meta =
    `Measured ${result.date.slice(0, 16).replace('T', ' ')} UTC on ${m.cpus} × ${m.cpu}, ${m.memoryGiB} GiB, ` +
    `Node ${m.node}, in ${duration(result.durationMs)}. Reproduce: \`${result.command}\`.`;
  const sections = await Promise.all(result.sections.map((s) => renderSection(result, s)));
  return [`## ${result.title}`, `_${meta}_`, result.summary, ...sections].join('\n\n');
}

export async function renderReport(): Promise<void> {
  const results = await readResults();
  await rm(chartsDir, { recursive: true, force: true });
  await mkdir(chartsDir, { recursive: true });
  const intro = [
    '# Benchmarks',
    'Pustak measured against its peers: REST called directly and Hive Gateway over a GraphQL Mesh ' +
      'composition of the same REST service, on one machine in one run. `npm run bench` measures ' +
      'everything and rewrites this file, `bench/results/*.json` (the raw figures) and `bench/charts/*.svg`; ' +
      '`npm run bench -- <name>` measures one benchmark and re-renders the rest from their last results. ' +
      'Percentiles are of individual requests; a figure is only comparable with figures of the same run and machine. ' +
      'Nothing here is asserted by a test: tests assert counts only.',
    results.map((r) => `- [${r.title}](#${slug(r.title)}) (\`${r.name}\`)`).join('\n'),
  ];
  const body = await Promise.all(results.map(renderResult));
  const markdown = [...intro, ...body].join('\n\n');
  const options = (await prettier.resolveConfig(reportFile)) ?? {};
  await writeFile(reportFile, await prettier.format(markdown, { ...options, parser: 'markdown' }));
}

/** GitHub's heading anchors. */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** Writes one result file, formatted as prettier would. */
export async function writeResult(result: BenchResult): Promise<void> {
  const file = path.join(resultsDir, `${result.name}.json`);
  await mkdir(resultsDir, { recursive: true });
  const options = (await prettier.resolveConfig(file)) ?? {};
  await writeFile(file, await prettier.format(JSON.stringify(result), { ...options, parser: 'json' }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await renderReport();
  console.log(`wrote ${path.relative(process.cwd(), reportFile)}`);
}
