/**
 * The shape every benchmark returns and bench/results/<name>.json holds. A benchmark decides what
 * its figures mean (tables, charts, notes); report.ts only lays them out, so adding a benchmark
 * never means touching the report.
 */
import type { Machine } from './services.js';

export type Cell = string | number;

export interface Table {
  caption?: string;
  columns: string[];
  rows: Cell[][];
}

/** One bar; `low`–`high` draw its spread (e.g. p50 bar with a whisker to p99). */
export interface Bar {
  label: string;
  value: number;
  low?: number;
  high?: number;
  /** Bars of one group share a colour (e.g. the system measured). */
  group?: string;
}

export interface Chart {
  /** File name part: bench/charts/<benchmark>-<id>.svg */
  id: string;
  title: string;
  /** Unit of the values, shown on the axis (e.g. 'req/s', 'ms'). */
  unit: string;
  bars: Bar[];
  /** What the whiskers mean, e.g. 'whisker: p99'. */
  spread?: string;
}

export interface Section {
  heading?: string;
  /** Markdown paragraphs before the tables. */
  notes?: string[];
  tables?: Table[];
  charts?: Chart[];
}

/** What a benchmark's run function returns. */
export interface BenchOutput {
  /** One paragraph: what was measured and the headline figure. */
  summary: string;
  sections: Section[];
  /** The raw figures, for anyone who wants to recompute. */
  rows: unknown;
}

/** What bench/results/<name>.json holds. */
export interface BenchResult extends BenchOutput {
  name: string;
  title: string;
  command: string;
  date: string;
  durationMs: number;
  machine: Machine;
}
