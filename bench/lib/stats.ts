/** Order statistics for latency samples: no averages of percentiles, only sorted samples. */

export interface Summary {
  n: number;
  min: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The p-th percentile (0–100) of samples, nearest-rank on a sorted copy. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

export function summarize(samples: readonly number[]): Summary {
  return {
    n: samples.length,
    min: Math.min(...samples),
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: Math.max(...samples),
  };
}

/** Least-squares slope of y over x (units of y per unit of x). */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

/** Milliseconds with a precision that suits their size: 0.84, 12.3, 245. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return value < 1 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0);
}

export const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

/** Elapsed milliseconds of a high-resolution timer started with `process.hrtime.bigint()`. */
export const since = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
