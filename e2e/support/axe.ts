/**
 * axe-core in a page: evaluates node_modules/axe-core/axe.min.js and runs the WCAG 2.1 A/AA rules
 * and axe's best practices. Used by e2e/a11y.spec.ts (which fails on serious or critical ones) and
 * bench/axe.ts (which counts every impact). Nothing here depends on Vitest.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface Violation {
  id: string;
  impact: Impact | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeWindow {
  axe: {
    run(context: Document, options: object): Promise<{ violations: Violation[] }>;
  };
}

export async function runAxe(page: Page): Promise<Violation[]> {
  // Evaluated by the browser's debugger, as an extension would: an injected <script> would be (rightly)
  // blocked by the app's Content-Security-Policy.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as AxeWindow;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    // Only what is worth reporting crosses back (axe's full nodes are large).
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
    }));
  });
}

export const isSeriousOrCritical = (v: Violation) => v.impact === 'serious' || v.impact === 'critical';

/** One readable block per violation: rule, impact, help and the first few offending elements. */
export function describeViolations(screen: string, violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').split('\n').join('\n      ')}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `[${screen}] ${v.impact ?? 'unknown'}: ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}
