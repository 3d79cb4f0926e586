/**
 * Server rendering (README 'Server rendering'): a guest's book page arrives with its content in the
 * HTML and hydrates from the Apollo cache the server handed over, asking the graph for nothing; a
 * signed-in member still sees their own state once the page is up.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, newPage, signIn, useBrowser } from './support/browser.js';
import { newMember } from './support/members.js';
import { fill, MAIN_SCREENS, makeFixtures, signInWithToken, type Fixtures } from './support/screens.js';

useBrowser();

let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures(baseUrl());
});

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** Every GraphQL request over HTTP and every console error or uncaught error of the page. */
function watch(page: Page) {
  const graphql: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.postData() ?? request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { graphql, errors };
}

/**
 * The id references (aria-controls, aria-labelledby, aria-describedby) naming no element. A page
 * hydrated into a tree of another shape gets React ids other than the server's: the ids in the
 * markup stay the server's, and references set after hydration name ids that do not exist.
 */
const danglingIdRefs = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-controls], [aria-labelledby], [aria-describedby]')).flatMap((element) =>
      ['aria-controls', 'aria-labelledby', 'aria-describedby'].flatMap((name) =>
        (element.getAttribute(name) ?? '')
          .split(/\s+/)
          .filter((id: string) => id && !document.getElementById(id))
          .map((id: string) => `${name}=${id}`),
      ),
    ),
  );

/** True once React has taken over the server's markup (hydrateRoot or createRoot marks the container). */
const reactAttached = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));

describe('Server-rendered book page', () => {
  it('a guest gets the book in the HTML and hydration asks the graph for nothing', async () => {
    const { page, context } = await newPage();
    // What a crawler (or a phone before any script ran) receives.
    const html = await (await page.request.get(`/books/${f.book.id}`)).text();
    expect(html).toContain(asHtml(f.book.title));
    expect(html).toContain(asHtml(f.book.authorName));

    const seen = watch(page);
    await page.goto(`/books/${f.book.id}`);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => reactAttached(page)).toBe(true);
    await page.getByRole('heading', { level: 1, name: f.book.title }).waitFor();
    // Hydrated, not just drawn: the tabs answer a click.
    await page.getByRole('tab', { name: 'Product' }).click();
    await page.getByText('Format').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(seen.graphql, 'GraphQL requests after a server-rendered load').toEqual([]);
    // The tabs name their panels by the ids the server gave them.
    expect(await danglingIdRefs(page)).toEqual([]);
    expect(seen.errors, 'console errors (a hydration mismatch is one)').toEqual([]);
    await context.close();
  });

  it('every server-rendered screen hydrates with no GraphQL request and no error', async () => {
    const screens = [
      ['/', 'Every book you love, delivered across Nepal'],
      ['/about', 'About Pustak'],
      ['/contact', 'Contact Us'],
      ['/terms', 'Terms of Service'],
      ['/rental-policy', 'Rental Policy'],
      ['/books', 'Book Shop'],
      [`/search?title=${encodeURIComponent(f.searchTitle)}`, 'Found'],
      [`/authors/${f.book.authorId}`, f.book.authorName],
      ['/no-such-page', '404 - Page Not Found'],
    ];
    for (const [path, text] of screens) {
      const { page, context } = await newPage();
      const seen = watch(page);
      await page.goto(path!);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => reactAttached(page), { message: `hydrated ${path}` }).toBe(true);
      await page.locator('main').getByText(text!).first().waitFor();
      expect(seen.graphql, `GraphQL requests on ${path}`).toEqual([]);
      expect(await danglingIdRefs(page), `id references on ${path}`).toEqual([]);
      // The 404 page answers 404, which Chromium reports for the document itself.
      const errors = seen.errors.filter((e) => !(path === '/no-such-page' && e.includes('status of 404')));
      expect(errors, `console errors on ${path}`).toEqual([]);
      await context.close();
    }
  });

  it("a signed-in member sees their own state: the book in their cart offers 'Remove from Cart'", async () => {
    const { page, context } = await newPage();
    // A token from before the browser carried the member's mark: the guest's page, then their own state.
    await signInWithToken(context, f.member, { marked: false });
    const seen = watch(page);
    await page.goto(`/books/${f.book.id}`);
    await page.getByRole('button', { name: 'Remove from Cart' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(seen.graphql.length, "one request for the member's own state").toBe(1);
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it('a book added the moment a drawn page comes alive: the header hydrates with the page and counts it', async () => {
    const { page, context } = await newPage();
    const member = await newMember(page, { prefix: 'alive' });
    await signInWithToken(context, member, { pageSession: true });
    // The tap a reader makes as soon as the page answers: in the same task that brings it alive.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root')!;
        new MutationObserver((_, observer) => {
          if (root.hasAttribute('data-hydrating')) return;
          observer.disconnect();
          const add = Array.from(root.querySelectorAll('button')).find((b) => b.textContent === 'Add to Cart');
          add?.click();
        }).observe(root, { attributes: true, attributeFilter: ['data-hydrating'] });
      });
    });
    const seen = watch(page);
    const response = await page.goto(`/books/${f.book.id}`);
    // Drawn for them: their empty cart in the header.
    expect(await response!.text()).toContain('Cart, 0 items');
    await page.getByRole('button', { name: 'Remove from Cart' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 items' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(seen.graphql.filter((body) => body.includes('AddToCart'))).toHaveLength(1);
    expect(seen.errors, 'console errors (a hydration mismatch is one)').toEqual([]);
    await context.close();
  });

  it("a remembered member's home is drawn on the server for them and hydrates asking nothing; signing out ends it", async () => {
    const { page, context } = await newPage();
    const member = await newMember(page, { firstName: 'Drawn' });
    await signIn(page, member.email);
    // The app hands the remembered token to the gateway once (lib/pageSession.ts): an httpOnly cookie.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'pustak.session'))
      .toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        value: await page.evaluate(() => localStorage.getItem('pustak.token')),
      });

    const seen = watch(page);
    const response = await page.goto('/home');
    // The document itself holds their home, before any script runs.
    expect(await response!.text()).toContain(asHtml(`Welcome back, ${member.firstName}!`));
    await page.waitForLoadState('networkidle');
    await expect.poll(() => reactAttached(page)).toBe(true);
    await page.getByRole('heading', { name: `Welcome back, ${member.firstName}!` }).waitFor();
    // Alive, as them: their menu opens.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(seen.graphql, 'GraphQL requests after a page drawn for the member').toEqual([]);
    expect(seen.errors, 'console errors (a hydration mismatch is one)').toEqual([]);

    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'pustak.session')).toBe(false);
    // The next page is the guest's: nothing of theirs in it.
    const after = await (await page.request.get('/books')).text();
    expect(after).not.toContain(member.firstName);
    await context.close();
  });

  it("every members' screen drawn for a remembered member arrives with its data and hydrates with no GraphQL request and no error", async () => {
    // The account area picks its layout by the screen's width, which a server cannot know: the shell.
    const drawn = MAIN_SCREENS.filter((s) => s.member && s.name !== 'account');
    expect(drawn.map((s) => s.name)).toEqual(expect.arrayContaining(['home', 'cart', 'checkout', 'payment', 'social']));
    for (const screen of drawn) {
      const { page, context } = await newPage();
      await signInWithToken(context, f.member, { pageSession: true });
      const seen = watch(page);
      const ready = fill(screen.ready, f);
      const response = await page.goto(fill(screen.path, f));
      expect(await response!.text(), `${screen.name}'s HTML`).toContain(asHtml(ready));
      await page.waitForLoadState('networkidle');
      await expect.poll(() => reactAttached(page), { message: `hydrated ${screen.name}` }).toBe(true);
      await page.locator('main').getByText(ready).first().waitFor();
      expect(seen.graphql, `GraphQL requests on ${screen.name}`).toEqual([]);
      expect(await danglingIdRefs(page), `id references on ${screen.name}`).toEqual([]);
      expect(seen.errors, `console errors on ${screen.name}`).toEqual([]);
      await context.close();
    }
  });
});
