/**
 * A screen's data leaves with its code (issue 17): the route's loader starts the screen's query
 * while the screen's own chunk is still downloading, and the screen then uses that one request.
 * Each test holds the screen's chunk back and checks the query went out before it was let go.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signIn, useBrowser } from './support/browser.js';
import { newMember } from './support/members.js';

useBrowser();

/** Holds every request for the screen's chunk (`/assets/<Screen>-<hash>.js`) until released. */
async function holdChunk(page: Page, screen: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(new RegExp(`/assets/${screen}-[^/.]+\\.js$`), async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, wasAsked: () => asked };
}

/** GraphQL requests carrying the named operation (batched requests are arrays of operations). */
function operations(page: Page, name: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | { operationName?: string }[];
    if ((Array.isArray(body) ? body : [body]).some((op) => op.operationName === name)) seen.push(request);
  });
  return seen;
}

describe("A screen's data leaves with its code", () => {
  it('following a book link: the book query is sent while the book screen is still downloading, once', async () => {
    const { page, context } = await newPage();
    await page.goto('/books');
    await page.locator('#root:not([data-hydrating])').waitFor();
    const chunk = await holdChunk(page, 'BookPage');
    const sent = operations(page, 'BookPage');
    await page.locator('a[href^="/books/"]').first().click();
    await expect.poll(() => sent.length, { timeout: 5000 }).toBe(1);
    expect(chunk.wasAsked()).toBe(true);
    chunk.release();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(sent).toHaveLength(1);
    await context.close();
  });

  it("a member's first visit to the cart: the cart query is sent before the cart screen's code arrives, once", async () => {
    const { page, context } = await newPage();
    // A new member: an empty cart, whatever other journeys did to the demo members' carts.
    const member = await newMember(page, { prefix: 'preload' });
    // Not remembered: no page session, so the cart is drawn here, from the shell (a remembered
    // member's cart comes drawn by the server with its data: ssr.spec).
    await signIn(page, member.email, undefined, false);
    const chunk = await holdChunk(page, 'CartPage');
    const sent = operations(page, 'CartPage');
    await page.goto('/cart', { waitUntil: 'commit' });
    await expect.poll(() => sent.length, { timeout: 5000 }).toBe(1);
    expect(chunk.wasAsked()).toBe(true);
    chunk.release();
    await page.getByText('Your cart is empty', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(sent).toHaveLength(1);
    await context.close();
  });

  it('a guest sent to sign in from a members-only screen asks nothing for it', async () => {
    const { page, context } = await newPage();
    const sent = operations(page, 'CartPage');
    await page.goto('/cart');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.waitForLoadState('networkidle');
    expect(sent).toHaveLength(0);
    await context.close();
  });
});
