/**
 * `npm run bench [-- <name>…]`: runs the benchmarks of benchmarks.ts (all, or those named), each
 * writing bench/results/<name>.json, then renders BENCHMARKS.md from every result present.
 * Services start on first use and stop at the end; a failing benchmark is reported and the
 * others still run (the exit code says one failed). Nothing here asserts timings.
 */
import { benchmarks } from './benchmarks.js';
import { renderReport, writeResult } from './report.js';
import { Services } from './lib/services.js';

const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = names.filter((n) => !benchmarks.some((b) => b.name === n));
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.join(', ')}; known: ${benchmarks.map((b) => b.name).join(', ')}`);
  process.exit(2);
}
const selected = names.length ? benchmarks.filter((b) => names.includes(b.name)) : benchmarks;

const services = new Services();
const failed: string[] = [];
const runStarted = Date.now();
try {
  for (const benchmark of selected) {
    const started = Date.now();
    console.log(`▶ ${benchmark.name}: ${benchmark.title}`);
    try {
      const output = await (await benchmark.load()).run(services);
      const durationMs = Date.now() - started;
      await writeResult({
        name: benchmark.name,
        title: benchmark.title,
        command: `npm run bench -- ${benchmark.name}`,
        date: new Date(started).toISOString(),
        durationMs,
        machine: services.machine,
        ...output,
      });
      console.log(`✔ ${benchmark.name} in ${Math.round(durationMs / 1000)} s: ${output.summary}\n`);
    } catch (error) {
      failed.push(benchmark.name);
      console.error(`✘ ${benchmark.name} failed:`, error);
    }
  }
} finally {
  await services.close();
}
await renderReport();
console.log(
  `BENCHMARKS.md written; ${selected.length} benchmark(s) in ${Math.round((Date.now() - runStarted) / 1000)} s`,
);
if (failed.length) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
