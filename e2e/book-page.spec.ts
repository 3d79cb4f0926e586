/**
 * The book page as a reader's browser lays it out: on a phone, the price, the delivery line and
 * Add to Cart are in the first screen, reached without scrolling; and the action buttons hold their
 * size while they say 'Adding...' or 'Processing...' and after, so nothing beside them jumps under
 * a finger.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { graph, holdOperation } from './support/graph.js';
import { newMember } from './support/members.js';
import {
  baseUrl,
  DESKTOP,
  newPage,
  PHONE,
  PHONE_USER_AGENT,
  screenshot,
  signIn,
  untilAlive,
  useBrowser,
} from './support/browser.js';

useBrowser();

interface Book {
  id: string;
  title: string;
  isBestSeller: boolean;
}

/** Printed books with copies left, best-selling first: the first three pages of them. */
async function printedBooks(page: Page): Promise<Book[]> {
  const found: Book[] = [];
  for (const p of [1, 2, 3]) {
    const { books } = await graph(
      page,
      `query ($p: Int) { books(page: $p, filter: { formats: ["Paperback", "Hardcover"] }) { items { id title isBestSeller stock } } }`,
      { p },
    );
    found.push(...books.items.filter((b: { stock: number }) => b.stock > 0));
  }
  return found;
}

/** The page opened, alive, with its fonts and its own cover in place: the layout a reader sees. */
async function openBook(page: Page, book: Book): Promise<void> {
  await page.goto(`/books/${book.id}`);
  await page.getByRole('heading', { level: 1, name: book.title }).waitFor();
  await untilAlive(page);
  await page.evaluate(() => document.fonts.ready);
  await page
    .locator('main img.book-cover')
    .first()
    .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
}

const box = async (button: Locator) => {
  const b = (await button.boundingBox())!;
  return { x: b.x, width: b.width };
};

describe('Book page', () => {
  it('on a phone, the price, the delivery line and the whole Add to Cart button are in the first screen', async () => {
    const { page, context } = await newPage(PHONE, baseUrl(), { userAgent: PHONE_USER_AGENT });
    const books = await printedBooks(page);
    // A best seller (its badge sits on the cover) and the longest title, which wraps most.
    const bestSeller = books.find((b) => b.isBestSeller)!;
    const longest = books.reduce((a, b) => (b.title.length > a.title.length ? b : a));
    expect(longest.title.length).toBeGreaterThan(30);
    for (const [book, name] of [
      [bestSeller, 'book-phone'],
      [longest, 'book-phone-long-title'],
    ] as const) {
      const title = book.title;
      await openBook(page, book);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const inFirstScreen = async (what: string, target: Locator) => {
        const b = (await target.boundingBox())!;
        expect(b.y, `${what} of ${title}: top`).toBeGreaterThanOrEqual(0);
        expect(b.y + b.height, `${what} of ${title}: bottom`).toBeLessThanOrEqual(PHONE.height);
      };
      const main = page.locator('main');
      await inFirstScreen('the price', main.getByText(/^Rs [\d,]+\.\d\d$/).first());
      await inFirstScreen('the delivery line', main.getByText('Delivered in 72 hours on average'));
      await inFirstScreen('Add to Cart', main.getByRole('button', { name: 'Add to Cart' }));
      await screenshot(page, name);
    }
    await context.close();
  });

  it('Add to Cart and Add to Wishlist keep their width and place while busy and after, on a phone and a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await newPage(viewport);
      const member = await newMember(page, { prefix: 'widths' });
      await signIn(page, member.email);
      await openBook(page, (await printedBooks(page))[0]!);
      // The row of actions, found by the favourite toggle no press here changes: the cart button
      // first, the wishlist button second, whatever they say.
      const row = page.getByRole('button', { name: 'Add to favorites' }).locator('xpath=..');
      const [cart, wishlist] = [row.locator('> button').nth(0), row.locator('> button').nth(1)];
      const boxes = async () => ({ cart: await box(cart), wishlist: await box(wishlist) });
      const before = await boxes();
      const at = `at ${viewport.width} px`;

      /** Presses `button`, holding `operation`'s answer: the boxes while it says `busy`, then once it says `done`. */
      const press = async (button: Locator, operation: string, busy: string, done: string) => {
        const release = await holdOperation(page, operation);
        await button.click();
        await row.getByRole('button', { name: busy }).waitFor();
        expect(await boxes(), `while '${busy}' ${at}`).toEqual(before);
        await release();
        await row.getByRole('button', { name: done }).waitFor();
        expect(await boxes(), `showing '${done}' ${at}`).toEqual(before);
      };
      await press(cart, 'AddToCart', 'Adding...', 'Remove from Cart');
      await press(cart, 'RemoveFromCart', 'Removing...', 'Add to Cart');
      await press(wishlist, 'SetWishlist', 'Processing...', 'In Wishlist');
      await press(wishlist, 'SetWishlist', 'Processing...', 'Add to Wishlist');
      await context.close();
    }
  });
});
