/**
 * Server rendering (docs/server-rendering.md): a guest's book page arrives with its content in the
 * HTML and hydrates from the Apollo cache the server handed over, asking the graph for nothing; a
 * signed-in member still sees their own state once the page is up.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  holdCode,
  newPage,
  PHONE,
  PHONE_USER_AGENT,
  signIn,
  untilAlive,
  useBrowser,
} from './support/browser.js';
import { graph } from './support/graph.js';
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

/** The `<input …>` tag of some HTML that carries `attribute` (it must be there). */
function inputTag(html: string, attribute: string): string {
  const tag = [...html.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(attribute));
  expect(tag, `an input with ${attribute}`).toBeDefined();
  return tag!;
}

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

/**
 * The module web/src/lib/lazyApollo.ts loads for Apollo Client: its own chunk, not the library's
 * (apollo-client, web/chunkGroups.ts), which it imports.
 */
const APOLLO_CLIENT_MODULE = /\/assets\/apollo-(?!client-)[^/]+\.js$/;

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
      ['/', 'Every book you love, delivered to your door'],
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

  it('a page drawn with an error (a profile id the graph refuses) is drawn again in the browser, with no hydration error', async () => {
    const { page, context } = await newPage();
    await signInWithToken(context, f.member, { pageSession: true });
    const seen = watch(page);
    const response = await page.goto('/profile/not-a-number');
    // The server drew the screen's error state: the refused query's error is not in the handed-over cache.
    expect(await response!.text()).toContain('User not found');
    await page.locator('#root:not([data-hydrating])').waitFor();
    await page.getByText('User not found').waitFor();
    await page.waitForLoadState('networkidle');
    expect(seen.errors, 'console and page errors (React #418 is a hydration mismatch)').toEqual([]);
    await context.close();
  });

  it("an address whose id no book or author can have is 'not found', drawn so and hydrated asking nothing", async () => {
    for (const [path, text] of [
      ['/books/abc', 'Book not found'],
      ['/authors/0x10', "This author doesn't exist"],
    ] as const) {
      const { page, context } = await newPage();
      const seen = watch(page);
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(404);
      expect(await response!.text(), path).toContain(asHtml(text));
      await page.locator('#root:not([data-hydrating])').waitFor();
      await page.getByText(text).waitFor();
      await page.waitForLoadState('networkidle');
      // The 404 of the page itself is the one error the console reports.
      expect(
        seen.errors.filter((e) => !e.includes('404')),
        `${path}: errors`,
      ).toEqual([]);
      expect(seen.graphql, `${path}: GraphQL requests`).toEqual([]);
      await context.close();
    }
  });

  it("a guest's landing page comes alive without Apollo Client's code, and what asks the graph waits for it", async () => {
    const { page, context } = await newPage(DESKTOP);
    // The client's module is held back from the first byte.
    const asked: string[] = [];
    page.on('request', (request) => APOLLO_CLIENT_MODULE.test(request.url()) && asked.push(request.url()));
    const release = await holdCode(page, APOLLO_CLIENT_MODULE);
    await page.goto('/');
    await untilAlive(page);
    // Hydrated without it (main.tsx marks the page alive once hydration has ended).
    expect(await page.locator('#root[data-hydrating]').count()).toBe(0);
    // The header's search asked for it as the page started (its suggestions read the graph), and waits.
    expect(asked).toHaveLength(1);
    const search = page.getByRole('combobox', { name: 'Search books' });
    await search.pressSequentially('sapeins', { delay: 20 });
    release();
    await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().waitFor();
    expect(await search.inputValue()).toBe('sapeins');
    // A screen that reads the graph, reached in the browser, finds the client in.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Books' }).click();
    await page.locator('.book-card').first().waitFor();
    expect(asked).toHaveLength(1);
    await context.close();
  });

  it("without Apollo Client's code a page keeps its header and words; the screen that needs it says so, and loads it once back online", async () => {
    const { page, context } = await newPage(DESKTOP);
    // Requests for the client's code fail while 'offline', as in a moment without signal.
    let offline = true;
    let asked = 0;
    await page.route(APOLLO_CLIENT_MODULE, (route) => {
      asked += 1;
      return offline ? route.abort('internetdisconnected') : route.continue();
    });
    await page.goto('/about');
    await untilAlive(page);
    // The header's search asked for it as the page started, and failed: it stays a plain field, and the page stays.
    await expect.poll(() => asked).toBe(1);
    const about = page.getByRole('heading', { level: 1, name: 'About Pustak' });
    await about.waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    const search = page.getByRole('search').getByRole('textbox', { name: 'Search books' });
    await search.fill('Muna Madan');
    await search.press('Enter');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/search');
    // No reload: back, and the next screen that reads the graph asks for the client's code again.
    await page.goBack();
    await about.waitFor();
    offline = false;
    const failed = asked;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Books' }).click();
    await page.locator('.book-card').first().waitFor();
    expect(asked).toBe(failed + 1);
    await context.close();
  });

  it('a tap on a drawn page before it comes alive does nothing (the page still scrolls); the same tap once alive follows the link', async () => {
    const { page, context } = await newPage(PHONE);
    // The app's code is held back, as on a slow phone: the reader sees the server's page and taps.
    const release = await holdCode(page);
    await page.goto('/books', { waitUntil: 'commit' });
    const firstTitle = page.locator('.book-card a').first();
    const box = (await firstTitle.boundingBox())!;
    const href = (await firstTitle.getAttribute('href'))!;
    expect(href).toMatch(/^\/books\/\d+$/);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // A followed link would have left by now; the page stays, still waiting for its code.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/books');
    expect(await page.locator('#root[data-hydrating]').count()).toBe(1);
    // The page still scrolls meanwhile.
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    release();
    await page.locator('#root:not([data-hydrating])').waitFor();
    // Measured again: the tap is on the link wherever the live page has it (its covers may have
    // loaded meanwhile).
    const alive = (await firstTitle.boundingBox())!;
    await page.mouse.click(alive.x + alive.width / 2, alive.y + alive.height / 2);
    await page.waitForURL((url) => url.pathname === href);
    await context.close();
  });

  it('home hydrates its carousels as the server drew them, at 390 and 1280 px: no card is drawn again', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await newPage(viewport);
      await signInWithToken(context, f.member, { pageSession: true });
      // Every book card the page removes from the document, from its first byte (a carousel laid
      // out for another width is thrown away and drawn again once the browser knows the width).
      await page.addInitScript(() => {
        const w = window as unknown as { removedCards: number };
        w.removedCards = 0;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of Array.from(record.removedNodes))
              if (node instanceof Element)
                w.removedCards += (node.matches('.book-card') ? 1 : 0) + node.querySelectorAll('.book-card').length;
        }).observe(document, { childList: true, subtree: true });
      });
      const seen = watch(page);
      await page.goto('/home');
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() => page.evaluate(() => document.getElementById('root')!.hasAttribute('data-hydrating')))
        .toBe(false);
      const featured = page.getByRole('region', { name: 'Featured books', exact: true });
      // SPEC §9: 4 books a page on a phone (2 × 2); wider, 240 px cards with 30 px gaps (4 in 1280 px).
      const firstPage = await featured.locator('.book-card').evaluateAll((cards) => {
        const box = cards[0]!.closest('[role="region"][aria-roledescription="carousel"]')!.getBoundingClientRect();
        return cards.filter((c) => {
          const r = c.getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1;
        }).length;
      });
      expect(firstPage, `${viewport.width} px: cards in view`).toBe(4);
      // Past the carousel's 250 ms resize settling.
      await page.waitForTimeout(600);
      expect(await page.evaluate(() => (window as unknown as { removedCards: number }).removedCards)).toBe(0);
      expect(seen.errors, 'console errors').toEqual([]);
      expect(seen.graphql, 'GraphQL requests').toEqual([]);
      await context.close();
    }
  });

  it("a member's cart is drawn on the server for their phone as cards, wider as a table, and hydrates without drawing its lines again", async () => {
    const { page: setup, context: made } = await newPage();
    const member = await newMember(setup, { prefix: 'cartssr' });
    const { addToCart } = await graph(
      setup,
      `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`,
      { id: f.book.id },
      member.token,
    );
    expect(addToCart.id).toBeTruthy();
    await made.close();
    for (const [viewport, userAgent, table] of [
      [PHONE, PHONE_USER_AGENT, false],
      [DESKTOP, undefined, true],
    ] as const) {
      const { page, context } = await newPage(viewport, baseUrl(), { userAgent });
      await signInWithToken(context, member, { pageSession: true });
      // Every element holding the line's title that the page removes, from its first byte.
      await page.addInitScript((title) => {
        const w = window as unknown as { removedLines: number };
        w.removedLines = 0;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of Array.from(record.removedNodes))
              if (node instanceof Element && node.textContent?.includes(title)) w.removedLines++;
        }).observe(document, { childList: true, subtree: true });
      }, f.book.title);
      const seen = watch(page);
      const response = await page.goto('/cart');
      const html = await response!.text();
      expect(html, `${viewport.width} px: the line in the HTML`).toContain(asHtml(f.book.title));
      expect(html.includes('<table'), `${viewport.width} px: drawn as a table`).toBe(table);
      await page.locator('#root:not([data-hydrating])').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('main table').count(), `${viewport.width} px: a table once alive`).toBe(table ? 1 : 0);
      expect(await page.evaluate(() => (window as unknown as { removedLines: number }).removedLines)).toBe(0);
      expect(seen.errors, 'console errors').toEqual([]);
      expect(seen.graphql, 'GraphQL requests').toEqual([]);
      await context.close();
    }
  });

  it("every members' screen drawn for a remembered member arrives with its data and hydrates with no GraphQL request and no error", async () => {
    const drawn = MAIN_SCREENS.filter((s) => s.member);
    expect(drawn.map((s) => s.name)).toEqual(
      expect.arrayContaining(['home', 'cart', 'checkout', 'payment', 'social', 'account']),
    );
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

  it('the account area, drawn for a remembered member at 1280 and 390 px, arrives with its data in one layout and hydrates with no GraphQL request and no error', async () => {
    const { page: setup, context: made } = await newPage();
    const member = await newMember(setup, { firstName: 'Drawn', prefix: 'acctssr' });
    const mine = (query: string, variables: Record<string, unknown> = {}) =>
      graph(setup, query, variables, member.token);
    // Their account, full: a book read now, a favourite, one on the wishlist, an address and an order.
    const { books } = await graph(
      setup,
      `{ books(page: 3, filter: { ordering: TITLE_ASC }) { items { id title stock } } }`,
    );
    const [reading, favourite, wanted, bought] = (books.items as { id: string; title: string; stock: number }[]).filter(
      (b) => b.stock > 5,
    );
    await mine(`mutation ($id: ID) { updateProfile(input: { currentlyReadingId: $id }) { id } }`, { id: reading!.id });
    await mine(`mutation ($id: ID!) { addFavorite(bookId: $id) { id } }`, { id: favourite!.id });
    await mine(`mutation ($id: ID!) { addToWishlist(bookId: $id) { id } }`, { id: wanted!.id });
    const { createShippingAddress: address } = await mine(
      `mutation { createShippingAddress(input: { addressName: "Patan flat", fullName: "Drawn Gurung", addressLine1: "Jhamsikhel Road 21", city: "Lalitpur", phone: "9841234567", district: "Lalitpur" }) { id } }`,
    );
    const { addToCart } = await mine(`mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: bought!.id });
    const { createOrder: order } = await mine(
      `mutation ($items: [ID!]!, $a: ID!) { createOrder(itemIds: $items, shippingAddressId: $a) { id shortId } }`,
      { items: [addToCart.id], a: address.id },
    );
    await mine(`mutation { updateSettings(input: { privacy: PRIVATE, emailNotifications: false }) { id } }`);
    await made.close();

    /** Each screen's path, a text its HTML must hold, and what of the member's own data it shows. */
    const screens: [string, string, ((html: string) => void)?][] = [
      // Both layouts are drawn for /account: the menu list, and the first section beside the sidebar.
      ['/account', reading!.title],
      ['/account/reading', reading!.title],
      ['/account/favorites', favourite!.title],
      ['/account/wishlist', wanted!.title],
      ['/account/profile', member.email],
      ['/account/settings', 'Shipping Addresses'],
      ['/account/settings/account', member.email],
      ['/account/settings/password', 'Confirm new password'],
      [
        '/account/settings/privacy',
        'Private',
        (html) => expect(inputTag(html, 'value="PRIVATE"')).toMatch(/\schecked/),
      ],
      [
        '/account/settings/notifications',
        'Email notifications',
        (html) => expect(inputTag(html, 'role="switch"')).not.toMatch(/\schecked/),
      ],
      ['/account/settings/shipping', 'Jhamsikhel Road 21'],
      ['/account/orders', `Order #${order.shortId}`],
      [`/account/orders/${order.id}`, `Order #${order.shortId}`],
    ];
    for (const viewport of [DESKTOP, PHONE]) {
      const wide = viewport.width > 768;
      for (const [path, text, holds] of screens) {
        const at = `${path} at ${viewport.width} px`;
        const { page, context } = await newPage(viewport);
        await signInWithToken(context, member, { pageSession: true });
        const seen = watch(page);
        const response = await page.goto(path);
        const html = await response!.text();
        expect(html, `${at}: its data in the HTML`).toContain(asHtml(text));
        // Drawn, not the shell: the screen's own name and the member's, before any script runs.
        expect(html, `${at}: drawn for them`).toContain(asHtml(`${member.firstName} ${member.lastName}`));
        holds?.(html);
        await page.waitForLoadState('networkidle');
        await expect.poll(() => reactAttached(page), { message: `hydrated ${at}` }).toBe(true);
        // A wide screen opens /account's first section at its own address, as drawn.
        if (path === '/account' && wide) await page.waitForURL((url) => url.pathname === '/account/reading');
        // A narrow one keeps the menu list there (the first section, hidden, is not drawn again).
        const shown = path === '/account' && !wide ? 'Your name, picture, bio and links' : text;
        await page.locator('main').getByText(shown).filter({ visible: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(seen.graphql, `GraphQL requests on ${at}`).toEqual([]);
        expect(await danglingIdRefs(page), `id references on ${at}`).toEqual([]);
        expect(seen.errors, `console errors on ${at}`).toEqual([]);
        // One layout to a screen reader and the keyboard: the other is display: none, not moved away.
        const sections = page.getByRole('navigation', { name: 'Account sections' });
        const ownFrame = path.startsWith('/account/orders/');
        if (wide || path === '/account') expect(await sections.count(), `${at}: one sections list`).toBe(1);
        else expect(await sections.count(), `${at}: no sidebar`).toBe(0);
        const backs = await page.getByRole('link', { name: /^Back to (My Account|Settings)$/ }).count();
        expect(backs, `${at}: back buttons`).toBe(wide || path === '/account' || ownFrame ? 0 : 1);
        expect(await page.getByRole('heading', { level: 1 }).count(), `${at}: one h1`).toBe(1);
        await context.close();
      }
    }

    // Before any script runs, CSS alone shows /account as the width calls for it: nothing moves once alive.
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await newPage(viewport);
      await signInWithToken(context, member, { pageSession: true });
      await context.route('**/*.js', (route) => route.abort());
      const noScript = page;
      await noScript.goto('/account');
      const firstSection = noScript.getByRole('heading', { level: 1, name: 'Currently Reading' });
      const menu = noScript.getByRole('heading', { level: 1, name: 'My Account' });
      if (viewport.width > 768) {
        await firstSection.waitFor();
        expect(await menu.count()).toBe(0);
        await noScript
          .getByRole('navigation', { name: 'Account sections' })
          .getByRole('link', { name: 'Orders' })
          .waitFor();
      } else {
        await menu.waitFor();
        expect(await firstSection.count()).toBe(0);
        await noScript
          .getByRole('navigation', { name: 'Account sections' })
          .getByRole('link', { name: /Account Info/ })
          .waitFor();
      }
      await context.close();
    }
  }, 240_000);
});
