/**
 * What production (NODE_ENV=production) refuses to start the gateway with: no WEB_URL, so every
 * replica would name its own address in canonical links, Open Graph URLs, the sitemap and
 * robots.txt, and the page session cookie would never be Secure behind https. The message names the
 * setting to change. Outside production nothing is checked: `npm start` works with no settings.
 */
import type { GatewayConfig } from './config.js';

export class UnsafeProductionConfig extends Error {}

/** Every problem with this configuration for production, as sentences naming the setting; none outside it. */
export function productionProblems(config: GatewayConfig): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.webUrlIsSet)
    problems.push(
      "WEB_URL is not set, so links, the sitemap and robots.txt would name this replica's own address and the " +
        'session cookie would never be Secure. Set WEB_URL to the address readers use (https://pustak.example.np).',
    );
  else if (!/^https?:$/.test(URL.canParse(config.webUrl) ? new URL(config.webUrl).protocol : ''))
    problems.push(`WEB_URL must be an http or https address (https://pustak.example.np), not '${config.webUrl}'.`);
  return problems;
}

/** Throws, before anything is opened, when production is configured unsafely. */
export function assertSafeForProduction(config: GatewayConfig): void {
  const problems = productionProblems(config);
  if (problems.length > 0)
    throw new UnsafeProductionConfig(
      `Refusing to start in production (NODE_ENV=production):\n- ${problems.join('\n- ')}`,
    );
}
