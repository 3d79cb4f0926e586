/**
 * Signing in (or up) keeps the reader's place (issue 16 §1): a guest sent to /login from a book's
 * Add to Cart, or from a deep link, comes back to that page after signing in or creating an
 * account, with the started action one click away; only same-site paths are followed. Also: a
 * brand-new member is welcomed, not 'welcomed back'; no error a reader sees carries a stack trace.
 * Every member is new and made through the graph.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newPage, screenshot, useBrowser } from './support/browser.js';
import { graph } from './support/graph.js';
import { PASSWORD, newMember } from './support/members.js';

useBrowser();

const member = (page: Page, firstName = 'Nima') =>
  newMember(page, {
    firstName,
    lastName: 'Sherpa',
    prefix: 'back',
    status: 'Reading in Boudha',
    dateOfBirth: '1995-05-05',
  });

/** A well-stocked book, so runs never sell it out. */
async function stockedBook(page: Page): Promise<{ id: string; title: string }> {
  const { books } = await graph(page, `{ books(page: 2) { items { id title stock } } }`);
  return books.items.sort((a: { stock: number }, b: { stock: number }) => b.stock - a.stock)[0];
}

/** Fills the login form already on screen and signs in. */
async function submitLogin(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

const cartLines = async (page: Page, token: string): Promise<string[]> =>
  (await graph(page, `{ cart { items { book { id } } } }`, {}, token)).cart.items.map(
    (i: { book: { id: string } }) => i.book.id,
  );

describe('Signing in keeps your place', () => {
  it('a guest on a book page clicks Add to Cart, signs in, is back on that book, and one click adds it', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await newPage(viewport);
      const m = await member(page);
      const book = await stockedBook(page);
      await page.goto(`/books/${book.id}`);
      await page.getByRole('heading', { name: book.title }).waitFor();
      await page.locator('main').getByRole('button', { name: 'Add to Cart' }).first().click();
      await page.waitForURL(
        (url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/books/${book.id}`,
      );
      await submitLogin(page, m.email);
      await page.waitForURL((url) => url.pathname === `/books/${book.id}`);
      await page.getByRole('heading', { name: book.title }).waitFor();
      // Nothing was added behind the member's back: the button waits for them.
      const add = page.locator('main').getByRole('button', { name: 'Add to Cart' }).first();
      await add.waitFor();
      expect(await add.isEnabled()).toBe(true);
      expect(await cartLines(page, m.token)).toEqual([]);
      await screenshot(page, 'return-book-after-sign-in');
      await add.click();
      await page.getByRole('button', { name: 'Remove from Cart' }).waitFor();
      await page.getByRole('link', { name: 'Cart, 1 items' }).waitFor();
      expect(await cartLines(page, m.token)).toEqual([book.id]);
      expect(new URL(page.url()).pathname).toBe(`/books/${book.id}`);
      await context.close();
    }
  });

  it('the header counts a book added before its own first answer came back, even when that answer was counted before the click', async () => {
    const { page, context } = await newPage(DESKTOP);
    const m = await member(page);
    const book = await stockedBook(page);
    await page.goto(`/books/${book.id}`);
    await page.getByRole('heading', { name: book.title }).waitFor();
    await page.locator('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    // The member's first header count is asked for at once (the cart is empty then), but its answer
    // is held back until the add has been answered: the slow network a phone has after signing in.
    let added!: () => void;
    const addAnswered = new Promise<void>((resolve) => (added = resolve));
    let held = 0;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (held === 0 && body.includes('"operationName":"HeaderCartCount"')) {
        held += 1;
        const early = await route.fetch();
        await addAnswered;
        await page.waitForTimeout(200);
        return route.fulfill({ response: early });
      }
      if (body.includes('"operationName":"AddToCart"')) {
        const answer = await route.fetch();
        await route.fulfill({ response: answer });
        return added();
      }
      return route.continue();
    });
    await submitLogin(page, m.email);
    await page.waitForURL((url) => url.pathname === `/books/${book.id}`);
    await page.locator('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByRole('button', { name: 'Remove from Cart' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 items' }).waitFor();
    expect(held).toBe(1);
    // The late answer (0) did not have the last word.
    await page.waitForTimeout(500);
    expect(await page.getByRole('link', { name: /^Cart, \d+ items$/ }).getAttribute('aria-label')).toBe(
      'Cart, 1 items',
    );
    expect(await cartLines(page, m.token)).toEqual([book.id]);
    await context.close();
  });

  // Its REST calls (one in all, live event included) are counted in gateway/test/live-costs.test.ts,
  // on a gateway of that test's own: this one's counters are shared by every e2e file running at once.
  it("Add to Cart sends no other GraphQL request, live event included: the header's count is the add's answer", async () => {
    const { page, context } = await newPage(DESKTOP);
    const m = await member(page);
    const book = await stockedBook(page);
    let subscribed!: () => void;
    const liveOpen = new Promise<void>((resolve) => (subscribed = resolve));
    let heard!: () => void;
    const liveHeard = new Promise<void>((resolve) => (heard = resolve));
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => String(payload).includes('HeaderCartChanged') && subscribed());
      socket.on('framereceived', ({ payload }) => String(payload).includes('"cartChanged"') && heard());
    });
    await page.goto(`/login?redirect=/books/${book.id}`);
    await submitLogin(page, m.email);
    await page.getByRole('heading', { name: book.title }).waitFor();
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    await liveOpen;
    await page.waitForLoadState('networkidle');

    const operations: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { operationName?: string } | { operationName?: string }[];
      for (const op of Array.isArray(body) ? body : [body]) operations.push(op.operationName ?? '');
    });
    await page.locator('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByRole('button', { name: 'Remove from Cart' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 items' }).waitFor();
    await liveHeard;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    expect(operations).toEqual(['AddToCart']);
    expect(await page.getByRole('link', { name: /^Cart, \d+ items$/ }).getAttribute('aria-label')).toBe(
      'Cart, 1 items',
    );
    await context.close();
  });

  it("the header counts a book once when the cart's live count arrives before Add to Cart's own answer", async () => {
    const { page, context } = await newPage(DESKTOP);
    const m = await member(page);
    const book = await stockedBook(page);
    // The gateway announces a change before it answers it: on a busy server or a slow HTTP path,
    // the socket's count (1) reaches the browser first. Here the add's answer waits for it.
    let subscribed!: () => void;
    const liveOpen = new Promise<void>((resolve) => (subscribed = resolve));
    let counted!: () => void;
    const liveCounted = new Promise<void>((resolve) => (counted = resolve));
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => String(payload).includes('HeaderCartChanged') && subscribed());
      socket.on('framereceived', ({ payload }) => String(payload).includes('"cartChanged"') && counted());
    });
    let addsHeld = 0;
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('"operationName":"AddToCart"')) return route.continue();
      addsHeld += 1;
      const answer = await route.fetch();
      await liveCounted;
      return route.fulfill({ response: answer });
    });
    await page.goto(`/login?redirect=/books/${book.id}`);
    await submitLogin(page, m.email);
    await page.getByRole('heading', { name: book.title }).waitFor();
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    await liveOpen;
    await page.locator('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByRole('button', { name: 'Remove from Cart' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 items' }).waitFor();
    expect(addsHeld).toBe(1);
    // Once everything has been answered (and any count asked again), the header still says 1.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    expect(await page.getByRole('link', { name: /^Cart, \d+ items$/ }).getAttribute('aria-label')).toBe(
      'Cart, 1 items',
    );
    expect(await cartLines(page, m.token)).toEqual([book.id]);
    await context.close();
  });

  it('deep links to a profile and to the account orders come back after signing in', async () => {
    const { page, context } = await newPage(DESKTOP);
    const other = await member(page, 'Pemba');
    for (const deep of [`/profile/${other.id}`, '/account/orders?from=mail#latest']) {
      const m = await member(page);
      await context.clearCookies();
      await page.goto('/');
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.goto(deep);
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === deep);
      await submitLogin(page, m.email);
      await page.waitForURL((url) => url.pathname + url.search + url.hash === deep);
      if (deep.startsWith('/profile')) await page.getByText(`@${other.username}`).first().waitFor();
      else await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
      // It stays there (no late bounce to /home).
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe(deep.split(/[?#]/)[0]);
    }
    await context.close();
  });

  it("the header's Sign in and Sign up carry the guest's page", async () => {
    const { page, context } = await newPage(DESKTOP);
    const book = await stockedBook(page);
    await page.goto(`/books/${book.id}?tab=review`);
    await page.getByRole('heading', { name: book.title }).waitFor();
    const back = encodeURIComponent(`/books/${book.id}?tab=review`);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/login?redirect=${back}`,
    );
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      `/signup?redirect=${back}`,
    );
    await context.close();
  });

  it('only same-site paths are followed after signing in', async () => {
    const { page, context } = await newPage(DESKTOP);
    for (const target of ['//evil.example/x', 'https://evil.example/x', '/\\evil.example/x', 'javascript:alert(1)']) {
      const m = await member(page);
      await page.goto('/');
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await submitLogin(page, m.email);
      await page.waitForURL((url) => url.pathname === '/home');
      expect(new URL(page.url()).origin).toBe(new URL(page.url()).origin);
      expect(page.url()).not.toContain('evil');
    }
    await context.close();
  });

  it('creating an account from a login page with a redirect also returns there, welcomed (not back)', async () => {
    const { page, context } = await newPage(PHONE);
    const book = await stockedBook(page);
    await page.goto(`/books/${book.id}`);
    await page.getByRole('heading', { name: book.title }).waitFor();
    await page.locator('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/signup' && url.searchParams.get('redirect') === `/books/${book.id}`,
    );
    const name = `new_${randomBytes(4).toString('hex')}`;
    await page.getByLabel('First name').fill('Dawa');
    await page.getByLabel('Last name').fill('Lama');
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Email').fill(`${name}@example.com`);
    await page.getByLabel('Date of birth').fill('1999-09-09');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Terms of Service/).check();
    await page.getByLabel(/Rental Policy/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === `/books/${book.id}`, { timeout: 15_000 });
    await page.getByRole('heading', { name: book.title }).waitFor();
    await page.locator('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByRole('button', { name: 'Remove from Cart' }).waitFor();

    // A brand-new member is welcomed on /home, not welcomed back.
    await page.goto('/home');
    await page.getByRole('heading', { name: 'Welcome to Pustak, Dawa!' }).waitFor();
    expect(await page.getByText('Welcome back').count()).toBe(0);
    await screenshot(page, 'return-new-member-home');
    await context.close();
  });

  it('a returning member is welcomed back', async () => {
    const { page, context } = await newPage(DESKTOP);
    const m = await member(page, 'Tashi');
    await page.goto('/login');
    await submitLogin(page, m.email);
    await page.getByRole('heading', { name: 'Welcome back, Tashi!' }).waitFor();
    await context.close();
  });

  it("'New Shipping Address' at checkout adds the address in place: the member stays on checkout, the new address chosen, the same lines", async () => {
    const { page, context } = await newPage(PHONE);
    const m = await member(page);
    const book = await stockedBook(page);
    await graph(page, `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: book.id }, m.token);
    await graph(
      page,
      `mutation ($i: ShippingAddressInput!) { createShippingAddress(input: $i) { id } }`,
      {
        i: {
          addressName: 'Home',
          fullName: 'Nima Sherpa',
          addressLine1: 'Boudha 6',
          city: 'Kathmandu',
          phone: '9841234567',
          district: 'Kathmandu',
          isDefault: true,
        },
      },
      m.token,
    );
    await page.goto('/login');
    await submitLogin(page, m.email);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const checkout = page.url();
    const home = page.getByRole('radio', { name: /^Home/ });
    await expect.poll(() => home.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'New Shipping Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Shipping Address' });
    await dialog.getByLabel('Address name').fill('Office');
    await dialog.getByLabel('Full name').fill('Nima Sherpa');
    await dialog.getByLabel('Street address').fill('Durbar Marg 1');
    await dialog.getByLabel('City').fill('Kathmandu');
    await dialog.getByLabel('District').fill('Kathmandu');
    await page.getByRole('option', { name: 'Kathmandu' }).click();
    await dialog.getByLabel('Phone').fill('9841234567');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('Shipping address added').waitFor();
    expect(page.url()).toBe(checkout);
    const office = page.getByRole('radio', { name: /^Office/ });
    await expect.poll(() => office.getAttribute('aria-checked')).toBe('true');
    expect(await home.getAttribute('aria-checked')).toBe('false');
    await page.locator('.mantine-Card-root').filter({ hasText: 'Your order' }).getByText(book.title).waitFor();
    await screenshot(page, 'return-checkout-new-address');
    await context.close();
  });
});

describe('Errors a reader sees', () => {
  it("login shows the server's readable message, and only SPEC's text for internals and stack traces", async () => {
    const { page, context } = await newPage(PHONE);
    const answers = [
      { message: 'Too many attempts. Please try again in 15 minutes.', extensions: { code: 'TOO_MANY_REQUESTS' } },
      {
        message: "Cannot read properties of undefined (reading 'id')",
        extensions: {
          code: 'INTERNAL_SERVER_ERROR',
          stacktrace: ['TypeError: boom', '    at login (/app/gateway/src/resolvers/Mutation.users.ts:12:3)'],
        },
      },
      {
        message: 'Bad input at Object.<anonymous> (/home/app/rest/src/routes/users.ts:88:13)',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ];
    let answer = answers[0];
    await page.route('**/graphql', async (route) =>
      (route.request().postData() ?? '').includes('mutation Login')
        ? route.fulfill({ json: [{ data: null, errors: [answer] }] })
        : route.continue(),
    );
    await page.goto('/login');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    const alert = page.getByRole('alert');
    for (const [sent, shown] of [
      [answers[0], 'Too many attempts. Please try again in 15 minutes.'],
      [answers[1], 'Login failed'],
      [answers[2], 'Login failed'],
    ] as const) {
      answer = sent;
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => alert.innerText()).toBe(shown);
      expect(await page.locator('body').innerText()).not.toMatch(/\.ts:\d|\/app\/|stacktrace|TypeError/);
    }
    await context.close();
  });
});
