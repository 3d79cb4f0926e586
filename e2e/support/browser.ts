/**
 * Chromium for the journeys: Debian's package driven by playwright-core (nothing is downloaded).
 * One browser per test file, a fresh context (storage) per journey, screenshots at 1280 and 390 px.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from './chromium.js';
import { takeViolations, watchContentSecurityPolicy } from './csp.js';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
/** A phone's browser as it names itself (the server draws some layouts for a phone by it). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
/** A common laptop width between the desktop sweep and the widest screens (issue 16 looks at it). */
export const WIDE = { width: 1536, height: 864 };
const screenshotsDir = path.resolve(import.meta.dirname, '../screenshots');

let browser: Browser | undefined;

/**
 * Call at the top of a spec file: launches Chromium before its tests and closes it after, and
 * fails any test whose pages met a Content-Security-Policy violation.
 */
export function useBrowser(): void {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(() => {
    expect(takeViolations(), 'Content-Security-Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export const baseUrl = () => inject('baseUrl');

/**
 * A new, empty browser profile (no storage) at the given size, with the app's origin as base URL
 * (or another system's, for a suite that starts its own).
 */
export async function newPage(
  viewport = DESKTOP,
  origin = baseUrl(),
  { userAgent }: { userAgent?: string } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  if (!browser) throw new Error('call useBrowser() in the spec file');
  const context = await browser.newContext({ viewport, baseURL: origin, userAgent });
  await watchContentSecurityPolicy(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  return { page, context };
}

/** Saves `e2e/screenshots/{name}-{width}.png` after the page has settled (fonts and images loaded). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotsDir, { recursive: true });
  // Scroll through the page so lazy images load before the full-page capture.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(screenshotsDir, `${name}-${width}.png`), fullPage: true });
}

/** How far the page is wider than the window: above 0 means a reader can scroll it sideways. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Screenshots one path at 1280, 1536 and 390 px in the given context's storage (signed in or not),
 * and fails if the page scrolls sideways at any of them.
 */
export async function screenshotBothSizes(
  context: BrowserContext,
  pathName: string,
  name: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<void> {
  for (const viewport of [DESKTOP, WIDE, PHONE]) {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    await page.goto(pathName);
    await ready(page);
    await screenshot(page, name);
    expect(await sidewaysOverflow(page), `${name} at ${viewport.width} px scrolls sideways`).toBe(0);
    await page.close();
  }
}

/** The app's entry chunk, which hydrates a server-drawn page. */
export const APP_ENTRY = /\/assets\/index-[^/]+\.js$/;

/**
 * Holds back every request for code matching `chunk` (the app's entry by default) until the
 * returned function is called: the reader meanwhile has the server's page, as on a slow phone.
 */
export async function holdCode(page: Page, chunk: RegExp = APP_ENTRY): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the page is alive (main.tsx removes `data-hydrating` once hydrated). A click waits by
 * itself (the server's markup ignores pointers until then), a fill does not: text typed before is
 * read by the form once alive (web/src/lib/typedEarly.ts; tested in account.spec.ts), a
 * moment these flows do not test.
 */
export async function untilAlive(page: Page): Promise<void> {
  await page.locator('#root:not([data-hydrating])').waitFor();
}

/** Signs in through the login screen (with 'Remember me' unless told otherwise). */
export async function signIn(page: Page, email: string, password = 'pustak123', remember = true): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
