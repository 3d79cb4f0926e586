import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  holdCode,
  newPage,
  PHONE,
  PHONE_USER_AGENT,
  screenshot,
  screenshotBothSizes,
  signIn,
  useBrowser,
} from './support/browser.js';
import { holdOperation } from './support/graph.js';

useBrowser();

/** The id of the first book a catalog query finds, through the graph. */
async function findBook(page: Page, filter: string): Promise<{ id: string; title: string }> {
  const res = await page.request.post('/graphql', {
    data: { query: `{ books(filter: ${filter}) { items { id title isBestSeller stock } } }` },
  });
  const body = await res.json();
  return body.data.books.items[0];
}

/** The book's own Best Seller badge, not those of the books suggested under it (ReadNext sections). */
const ownBadges = (page: Page) => page.locator('xpath=//*[text()="Best Seller"][not(ancestor::section)]');

describe('Catalog, search, book and author pages', () => {
  it('filters, sorts and pages the catalog; the back button returns to the same filters', async () => {
    const { page, context } = await newPage();
    await page.goto('/books');
    await page.getByRole('heading', { name: 'Book Shop' }).waitFor();
    await page.getByRole('radio', { name: 'Nepali' }).click();
    await page.waitForURL((url) => url.searchParams.get('language') === 'Nepali');
    await page.getByRole('checkbox', { name: 'Paperback' }).click();
    await page.waitForURL((url) => url.searchParams.get('format') === 'Paperback');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await page.waitForURL((url) => url.searchParams.get('ordering') === 'PRICE_ASC');
    const filtered = page.url();
    expect(new URL(filtered).searchParams.get('language')).toBe('Nepali');
    expect(new URL(filtered).searchParams.getAll('format')).toEqual(['Paperback']);
    await page.getByRole('button', { name: '2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await screenshotBothSizes(context, page.url(), 'catalog', (p) =>
      p.getByRole('link').filter({ hasText: 'Rs' }).first().waitFor(),
    );
    await page.getByRole('link').filter({ hasText: 'Rs' }).first().click();
    await page.waitForURL(/\/books\/\d+$/);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(await page.getByRole('radio', { name: 'Nepali' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Paperback' }).isChecked()).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page') && url.searchParams.get('ordering') === 'PRICE_ASC');
    await context.close();
  });

  it("a phone's catalog keeps its filters in the drawer, and a phone's browser on a wide screen gets the sidebar once alive", async () => {
    // Drawn for a phone: the sidebar's filters are not in the page at all, only behind 'Filters'.
    const phone = await newPage(PHONE, undefined, { userAgent: PHONE_USER_AGENT });
    const html = await (await phone.page.request.get('/books', { headers: { 'user-agent': PHONE_USER_AGENT } })).text();
    expect(html).toContain('Book Shop');
    expect(html).not.toContain('Paperback');
    await phone.page.goto('/books');
    await phone.page.getByRole('heading', { name: 'Book Shop' }).waitFor();
    await phone.page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });
    expect(await phone.page.getByRole('checkbox', { name: 'Paperback' }).count()).toBe(0);
    await phone.page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = phone.page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('checkbox', { name: 'Paperback' }).click();
    await phone.page.waitForURL((url) => url.searchParams.get('format') === 'Paperback');
    await phone.context.close();

    // A tablet names itself a phone ('Android') but is wide: the sidebar appears once the page is alive.
    const tablet = await newPage(DESKTOP, undefined, { userAgent: PHONE_USER_AGENT });
    await tablet.page.goto('/books');
    await tablet.page.getByRole('checkbox', { name: 'Paperback' }).click();
    await tablet.page.waitForURL((url) => url.searchParams.get('format') === 'Paperback');
    expect(await tablet.page.getByRole('button', { name: 'Filters', exact: true }).isVisible()).toBe(false);
    await tablet.context.close();
  });

  it('a title and a price range typed before the server-drawn catalog comes alive are asked for once it does', async () => {
    const { page, context } = await newPage();
    // The app's code is held back: the reader types into the server's HTML, as on a slow phone.
    const release = await holdCode(page);
    await page.goto('/books', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Search by title' }).pressSequentially('the', { delay: 20 });
    await page.getByRole('textbox', { name: 'Minimum price' }).pressSequentially('500', { delay: 20 });
    await page.getByRole('textbox', { name: 'Maximum price' }).pressSequentially('900', { delay: 20 });
    expect(await page.locator('#root[data-hydrating]').count()).toBe(1);
    release();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('title') === 'the' &&
        url.searchParams.get('min_price') === '500' &&
        url.searchParams.get('max_price') === '900',
    );
    expect(await page.getByRole('textbox', { name: 'Minimum price' }).inputValue()).toBe('500');
    await context.close();
  });

  it('searches by title and by author, and clears', async () => {
    const { page, context } = await newPage();
    await page.goto('/search');
    await page.getByPlaceholder('Search books and authors...').waitFor();
    await page.getByRole('tab', { name: 'Search by Title' }).click();
    await page.getByPlaceholder('Search for books...').fill('Palpasa');
    await page.getByText(/^Found (1 book|\d+ books)$/).waitFor();
    // The address bar follows the search (a navigation of its own, which may land after the results).
    await page.waitForURL((url) => url.searchParams.get('title') === 'Palpasa', { timeout: 5000 });
    await page.getByRole('tab', { name: 'Search by Author' }).click();
    await page.getByPlaceholder('Search by author name...').fill('Devkota');
    await page.getByText(/^Found (1 book|\d+ books)$/).waitFor();
    // His six books fit on one page: no pager.
    expect(await page.getByRole('button', { name: '2', exact: true }).count()).toBe(0);
    // The screenshots load the address bar's search: it must be the author's by then.
    await page.waitForURL((url) => url.searchParams.get('author') === 'Devkota', { timeout: 5000 });
    await screenshotBothSizes(context, page.url(), 'search', async (p) => {
      await p.getByText(/^Found (1 book|\d+ books)$/).waitFor();
      // The three tabs in one row, wholly on screen, a phone's too.
      const boxes = await p
        .getByRole('tab')
        .evaluateAll((tabs) =>
          tabs.map((tab) => tab.getBoundingClientRect()).map(({ top, right }) => ({ top, right })),
        );
      expect(boxes).toHaveLength(3);
      expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
      expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(p.viewportSize()!.width);
    });
    await page.getByPlaceholder('Search by author name...').fill('zzzzqqq');
    await page.getByText('No books found for "zzzzqqq"').waitFor();
    await page.getByText('Try different keywords or check the spelling').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((url) => url.search === '');
    await context.close();
  });

  it('shows the Best Seller badge only on best sellers, and an author page', async () => {
    const { page, context } = await newPage();
    await page.goto('/books');
    const best = await findBook(page, '{ title: "Muna Madan" }');
    await page.goto(`/books/${best.id}`);
    await page.getByRole('heading', { name: best.title }).waitFor();
    expect(await ownBadges(page).count()).toBeGreaterThan(0);
    await screenshotBothSizes(context, `/books/${best.id}`, 'book', (p) =>
      p.getByRole('heading', { name: best.title }).waitFor(),
    );
    const plain = await findBook(page, '{ title: "The Last Copy of Winter" }');
    await page.goto(`/books/${plain.id}`);
    await page.getByRole('heading', { name: plain.title }).waitFor();
    expect(await ownBadges(page).count()).toBe(0);
    await page
      .getByRole('link', { name: /.+/ })
      .filter({ hasText: /^[A-Z][a-z]+ [A-Z]/ })
      .first()
      .waitFor();
    await page.goto(`/books/${best.id}`);
    await page.getByRole('link', { name: 'Laxmi Prasad Devkota', exact: true }).click();
    await page.getByRole('heading', { name: 'Books by Laxmi Prasad Devkota' }).waitFor();
    await screenshotBothSizes(context, page.url(), 'author', (p) =>
      p.getByRole('heading', { name: /^Books by/ }).waitFor(),
    );
    await page.goto('/authors/999999');
    await page.getByText("This author doesn't exist").waitFor();
    await context.close();
  });

  it('a guest is sent to login by Add to Cart', async () => {
    const { page, context } = await newPage(PHONE);
    await page.goto('/books/3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/books/3');
    await context.close();
  });

  it('adds to cart optimistically (before the server answers) and rolls back an out-of-stock book', async () => {
    const { page, context } = await newPage(DESKTOP);
    await signIn(page, 'kabita@pustak.np');
    const book = await findBook(page, '{ title: "Muna Madan" }');
    await page.goto(`/books/${book.id}`);
    const cartBadge = page.getByRole('link', { name: /^Cart, \d+ items$/ });
    await cartBadge.waitFor();
    const before = Number((await cartBadge.getAttribute('aria-label'))!.match(/\d+/)![0]);

    const release = await holdOperation(page, 'AddToCart');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    // The server has not answered: the page and the header already show the change.
    await page.getByRole('button', { name: 'Adding...' }).waitFor();
    await page.getByRole('link', { name: `Cart, ${before + 1} items` }).waitFor();
    await release();
    await page.getByRole('button', { name: 'Remove from Cart' }).waitFor();
    await page.getByText('Added to cart successfully').waitFor();
    await page.getByRole('button', { name: 'Remove from Cart' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    await page.getByRole('link', { name: `Cart, ${before} items` }).waitFor();

    const out = await findBook(page, '{ title: "The Last Copy of Winter" }');
    // An out-of-stock book's Add to Cart is disabled; to see the server's refusal roll back, the
    // page is shown as it was before its last copy sold (its query answers 1 copy left).
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('query BookPage')) return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      // Batched: an array of answers.
      for (const answer of Array.isArray(body) ? body : [body])
        if (answer.data?.book?.id === out.id) Object.assign(answer.data.book, { stock: 1, inStock: true });
      await route.fulfill({ response, json: body });
    });
    // Drawn in the browser, so its query passes through the route above: without the page session
    // the server would draw the member's page itself (gateway/src/pageSession.ts).
    await context.clearCookies({ name: 'pustak.session' });
    await page.goto(`/books/${out.id}`);
    await page.getByText('Only 1 left').waitFor();
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Item is out of stock').first().waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    await page.getByRole('link', { name: `Cart, ${before} items` }).waitFor();
    await context.close();
  });

  it('toggles favourite and wishlist; writes, edits and deletes a review; reveals a spoiler', async () => {
    const { page, context } = await newPage(DESKTOP);
    await signIn(page, 'tenzing@pustak.np');
    await page.goto('/books/40');
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await page.getByRole('button', { name: 'In Wishlist' }).waitFor();
    await page.getByRole('button', { name: 'In Wishlist' }).click();
    await page.getByRole('button', { name: 'Add to Wishlist' }).waitFor();
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await page.getByRole('button', { name: 'Remove from favorites' }).waitFor();
    await page.getByRole('button', { name: 'Remove from favorites' }).click();
    await page.getByRole('button', { name: 'Add to favorites' }).waitFor();

    await page.getByRole('tab', { name: 'Review' }).click();
    const submit = page.getByRole('button', { name: 'Submit Review' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByText('Select your rating').waitFor();
    await page.locator('.mantine-Rating-symbolGroup').nth(3).click();
    await page.getByText('Very Good').waitFor();
    await page.getByLabel('Review title').fill('The ending surprised me');
    await page.getByLabel('Your review').fill('The narrator turns out to be the ghost.');
    await page.getByLabel('This review contains spoilers').check();
    await submit.click();
    await page.getByRole('heading', { name: 'Your review' }).waitFor();
    const spoiler = page.getByRole('button', { name: 'Show spoiler' }).first();
    await spoiler.waitFor();
    await screenshot(page, 'book-review');
    await spoiler.click();
    await page.getByText('The narrator turns out to be the ghost.').first().waitFor();

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Review title').fill('A quiet, haunting ending');
    await page.getByRole('button', { name: 'Update Review' }).click();
    await page.getByText('A quiet, haunting ending').first().waitFor();
    await page.getByText('Edited').first().waitFor();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Delete your review?').waitFor();
    await page.getByRole('button', { name: 'Delete Review' }).click();
    await page.getByRole('button', { name: 'Submit Review' }).waitFor();
    await context.close();
  });
});
