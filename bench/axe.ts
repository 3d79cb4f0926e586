/**
 * axe-core violations per screen: every main screen of SPEC §2 (e2e/support/screens.ts), audited
 * with the same rules as e2e/a11y.spec.ts, counted by impact. The test fails on serious and critical
 * ones; this figure also shows the moderate and minor ones that remain.
 */
import type { Browser } from 'playwright-core';
import { describeViolations, runAxe, type Impact, type Violation } from '../e2e/support/axe.js';
import { MAIN_SCREENS, makeFixtures, openScreen } from '../e2e/support/screens.js';
import { launchChromium } from '../e2e/support/chromium.js';
import type { Bar, BenchOutput } from './lib/result.js';
import type { Services } from './lib/services.js';

export interface AxeRow {
  screen: string;
  /** Violated rules by impact (a rule counts once however many elements break it). */
  rules: Record<Impact, number>;
  /** Elements in violation, all impacts. */
  elements: number;
  ruleIds: string[];
}

function countByImpact(violations: Violation[]): Record<Impact, number> {
  const rules: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of violations) if (v.impact) rules[v.impact] += 1;
  return rules;
}

/** Audits every screen against a running system at `origin`; `verbose` prints each violation. */
export async function auditScreens(origin: string, verbose = false): Promise<AxeRow[]> {
  const fixtures = await makeFixtures(origin);
  const browser: Browser = await launchChromium();
  const rows: AxeRow[] = [];
  try {
    for (const screen of MAIN_SCREENS) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: origin });
      const page = await context.newPage();
      try {
        await openScreen(context, page, screen, fixtures);
        const violations = await runAxe(page);
        if (verbose && violations.length) console.log(describeViolations(screen.name, violations));
        rows.push({
          screen: screen.name,
          rules: countByImpact(violations),
          elements: violations.reduce((n, v) => n + v.nodes.length, 0),
          ruleIds: violations.map((v) => v.id),
        });
      } catch (error) {
        console.warn(`axe: ${screen.name} did not load: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const IMPACTS: Impact[] = ['critical', 'serious', 'moderate', 'minor'];

function present(rows: AxeRow[]): BenchOutput {
  const total = (impact: Impact) => rows.reduce((n, r) => n + r.rules[impact], 0);
  // One bar per screen, zero included: a clean screen is a figure too.
  const bars: Bar[] = rows.map((r) => ({
    label: r.screen,
    value: IMPACTS.reduce((n, impact) => n + r.rules[impact], 0),
    group: IMPACTS.find((impact) => r.rules[impact] > 0) ?? 'none',
  }));
  return {
    summary:
      `axe-core on ${rows.length} screens: ${total('critical')} critical, ${total('serious')} serious, ` +
      `${total('moderate')} moderate and ${total('minor')} minor rule violations in all.`,
    sections: [
      {
        notes: [
          "axe-core's WCAG 2.1 A and AA rules and its best practices, on each screen once its data is in (desktop width; " +
            "members' screens signed in as a new member with a cart line and an order). `e2e/a11y.spec.ts` runs the same " +
            'audit in `npm test` and fails on any serious or critical violation; a rule counts once per screen however ' +
            'many elements break it.',
        ],
        tables: [
          {
            columns: ['screen', 'critical', 'serious', 'moderate', 'minor', 'elements', 'rules'],
            rows: rows.map((r) => [
              r.screen,
              r.rules.critical,
              r.rules.serious,
              r.rules.moderate,
              r.rules.minor,
              r.elements,
              r.ruleIds.join(', ') || 'none',
            ]),
          },
        ],
        charts: [{ id: 'violations', title: 'axe-core rule violations per screen', unit: 'rules', bars }],
      },
    ],
    rows,
  };
}

export async function run(services: Services): Promise<BenchOutput> {
  const gateway = await services.gateway();
  return present(await auditScreens(gateway.origin));
}

// `tsx bench/axe.ts http://127.0.0.1:4000`: audit a running system and print every violation.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await auditScreens(process.argv[2] ?? 'http://127.0.0.1:4000', true));
}
