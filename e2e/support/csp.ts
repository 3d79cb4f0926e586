/**
 * Content-Security-Policy violations, collected from every page of every test: the gateway and REST
 * send strict policies (gateway/src/security.ts, rest/src/http/security.ts), and a screen that
 * works only because a browser ignored one would break for readers. Chromium reports each
 * violation as a `securitypolicyviolation` event and a console error; both are recorded, and
 * useBrowser() fails the test that met any.
 */
import type { BrowserContext, Page } from 'playwright-core';

const violations: string[] = [];

/** Records violations on every page the context opens, from its first script on. */
export async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|CSP violation/i.test(message.text()))
        violations.push(`${page.url()}: ${message.text()}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** The violations met since the last call, which forgets them. */
export function takeViolations(): string[] {
  return violations.splice(0);
}
