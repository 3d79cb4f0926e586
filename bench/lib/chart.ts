/**
 * A small SVG bar chart: horizontal bars with an optional whisker for the spread, one colour per
 * group. Hand-rolled so the charts need no browser and no dependency, and diff well in git.
 */
import type { Chart } from './result.js';

const PALETTE = ['#3b6ea8', '#d9822b', '#3f9c63', '#a34f9c', '#8c8c8c', '#c0392b'];
const ROW = 26;
const LABEL_WIDTH = 330;
const PLOT_WIDTH = 420;
const VALUE_WIDTH = 110;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= value) ?? 10;
  return step * magnitude;
}

const formatValue = (v: number) =>
  Math.abs(v) >= 100 ? Math.round(v).toLocaleString('en-US') : Number(v.toPrecision(3)).toString();

export function renderChart(input: Chart): string {
  // A figure that could not be measured (NaN, stored as null) draws no bar rather than breaking the chart.
  const finite = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const chart = {
    ...input,
    bars: input.bars.map((b) => ({ ...b, value: finite(b.value) ?? 0, low: finite(b.low), high: finite(b.high) })),
  };
  const groups = [...new Set(chart.bars.map((b) => b.group ?? ''))];
  const colour = (g: string | undefined) => PALETTE[groups.indexOf(g ?? '') % PALETTE.length]!;
  const max = niceMax(Math.max(...chart.bars.map((b) => Math.max(b.value, b.high ?? 0))));
  const x = (v: number) => LABEL_WIDTH + (Math.max(0, v) / max) * PLOT_WIDTH;
  const legend = groups.filter(Boolean);
  const top = 40 + (legend.length ? 22 : 0);
  const height = top + chart.bars.length * ROW + 34;
  const width = LABEL_WIDTH + PLOT_WIDTH + VALUE_WIDTH;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="22" font-size="14" font-weight="600">${escapeXml(chart.title)}</text>`,
  ];
  legend.forEach((g, i) => {
    const lx = 10 + i * 190;
    parts.push(
      `<rect x="${lx}" y="34" width="12" height="12" fill="${colour(g)}"/>`,
      `<text x="${lx + 18}" y="44">${escapeXml(g)}</text>`,
    );
  });
  for (let t = 0; t <= 4; t++) {
    const v = (max * t) / 4;
    const tx = x(v);
    parts.push(
      `<line x1="${tx}" y1="${top - 4}" x2="${tx}" y2="${top + chart.bars.length * ROW}" stroke="#e4e4e4"/>`,
      `<text x="${tx}" y="${top + chart.bars.length * ROW + 14}" text-anchor="middle" fill="#555">${formatValue(v)}</text>`,
    );
  }
  chart.bars.forEach((bar, i) => {
    const y = top + i * ROW;
    parts.push(
      `<text x="${LABEL_WIDTH - 8}" y="${y + 16}" text-anchor="end">${escapeXml(bar.label)}</text>`,
      `<rect x="${LABEL_WIDTH}" y="${y + 4}" width="${Math.max(1, x(bar.value) - LABEL_WIDTH)}" height="${ROW - 8}" fill="${colour(bar.group)}"/>`,
    );
    if (bar.high !== undefined) {
      const lo = x(bar.low ?? bar.value);
      const hi = x(bar.high);
      const cy = y + ROW / 2;
      parts.push(
        `<line x1="${lo}" y1="${cy}" x2="${hi}" y2="${cy}" stroke="#222"/>`,
        `<line x1="${hi}" y1="${cy - 5}" x2="${hi}" y2="${cy + 5}" stroke="#222"/>`,
      );
      if (bar.low !== undefined)
        parts.push(`<line x1="${lo}" y1="${cy - 5}" x2="${lo}" y2="${cy + 5}" stroke="#222"/>`);
    }
    const label = formatValue(bar.value) + (bar.high !== undefined ? ` (${formatValue(bar.high)})` : '');
    parts.push(`<text x="${LABEL_WIDTH + PLOT_WIDTH + 6}" y="${y + 16}" fill="#333">${escapeXml(label)}</text>`);
  });
  const axis = chart.unit + (chart.spread ? ` · ${chart.spread}` : '');
  parts.push(
    `<text x="${LABEL_WIDTH + PLOT_WIDTH / 2}" y="${height - 4}" text-anchor="middle" fill="#555">${escapeXml(axis)}</text>`,
    '</svg>',
  );
  return `${parts.join('\n')}\n`;
}
