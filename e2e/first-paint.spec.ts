/**
 * The first paint of a screen on a slow phone: Lighthouse's mobile settings (its slow-4G link as
 * DevTools applies it, and a CPU four times slower), a member whose browser holds their token but
 * no page session, so the server cannot draw their screen. What they see first must be Pustak's
 * header and the screen's skeleton from the server's HTML, not a blank page until the app's code
 * has downloaded and run.
 */
import { describe, expect, it } from 'vitest';
import { newPage, PHONE, PHONE_USER_AGENT, useBrowser } from './support/browser.js';
import { newMember } from './support/members.js';
import { signInWithToken } from './support/screens.js';

useBrowser();

/** Lighthouse 12's mobile throttling as DevTools applies it (constants.throttling.mobileSlow4G). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
/** The app's entry and the shell chunk it imports: nothing of the app runs before both are in. */
const APP_CODE = /\/assets\/(index|shell)-[^/]+\.js$/;

interface FirstPaint {
  /** When the first contentful paint happened (ms since navigation start). */
  at: number;
  /** What #root held at that moment. */
  header: boolean;
  skeleton: boolean;
  /** The server's skeleton page is marked data-skeleton; the browser's own drawing is not. */
  fromServer: boolean;
}

describe('The first paint on a throttled phone', () => {
  it("a member's /home without a page session paints the header and the screen's skeleton before the app's code is in", async () => {
    const { page, context } = await newPage(PHONE, undefined, { userAgent: PHONE_USER_AGENT });
    const member = await newMember(page, { prefix: 'slowphone' });
    await signInWithToken(context, member);
    // Noted the moment the first contentful paint is reported, before anything can change the page.
    await context.addInitScript(() => {
      new PerformanceObserver((list, observer) => {
        const paint = list.getEntriesByName('first-contentful-paint')[0];
        if (!paint) return;
        observer.disconnect();
        const root = document.getElementById('root');
        (window as unknown as { firstPaint: unknown }).firstPaint = {
          at: paint.startTime,
          header: root?.querySelector('header.app-header') !== null,
          skeleton: root?.querySelector('[role="status"][aria-busy="true"]') !== null,
          fromServer: root?.hasAttribute('data-skeleton') === true,
        };
      }).observe({ type: 'paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto('/home', { waitUntil: 'commit' });
    await page.waitForFunction(() => 'firstPaint' in window, undefined, { timeout: 60_000 });
    const first = (await page.evaluate(
      () => (window as unknown as { firstPaint: FirstPaint }).firstPaint,
    )) as FirstPaint;
    expect(first).toMatchObject({ header: true, skeleton: true, fromServer: true });
    // The app's code (its entry and the shell chunk the entry imports) was not all in when the page
    // first painted: what the reader saw was the server's HTML.
    const codeArrived = await page.evaluate(
      (source) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new RegExp(source).test(entry.name))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
      APP_CODE.source,
    );
    const entryEnd = codeArrived.length < 2 ? undefined : Math.max(...codeArrived);
    expect(
      entryEnd === undefined || first.at < entryEnd,
      `first paint ${first.at} ms, entry in at ${entryEnd} ms`,
    ).toBe(true);

    // Then the member's home itself, drawn in the browser over the skeleton.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    expect(await page.locator('#root [role="status"][aria-busy="true"]').count()).toBe(0);
    await context.close();
  });
});
