/**
 * The wishlist screen (issue 16 §2): /account/wishlist beside Favorites in the sidebar and the
 * narrow menu list, reached from the own profile's wishlist count; each book moves to the cart or
 * is removed, at once (optimistic) and with a toast; an empty wishlist says so and leads to /books.
 * Every member is new and made through the graph.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, newPage, screenshot, sidewaysOverflow, useBrowser } from './support/browser.js';
import { graph, holdOperation } from './support/graph.js';
import { type Member, newMember } from './support/members.js';

useBrowser();

const member = (page: Page, firstName = 'Mina') =>
  newMember(page, {
    firstName,
    lastName: 'Tamang',
    prefix: 'wish',
    status: 'Reading by the lake',
    dateOfBirth: '1997-07-07',
  });

/** Signs the context in as 'Remember me' does. */
async function signedIn(context: BrowserContext, m: Member): Promise<void> {
  const user = { id: m.id, username: m.username, firstName: 'Mina', lastName: 'Tamang', profilePictureUrl: null };
  await context.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('pustak.token', token);
      localStorage.setItem('pustak.user', JSON.stringify(user));
    },
    { token: m.token, user },
  );
}

type Book = { id: string; title: string };

/** Two well-stocked books and one out of stock, wishlisted in that order (so the last is newest). */
async function wishlistThree(page: Page, m: Member): Promise<{ stocked: Book[]; soldOut: Book }> {
  const { books } = await graph(page, `{ books(page: 3) { items { id title stock } } }`);
  const stocked = books.items
    .sort((a: { stock: number }, b: { stock: number }) => b.stock - a.stock)
    .slice(0, 2)
    .map(({ id, title }: Book) => ({ id, title }));
  const out = await graph(page, `{ books(filter: { title: "The Last Copy of Winter" }) { items { id title stock } } }`);
  const soldOut = out.books.items[0];
  expect(soldOut.stock).toBe(0);
  for (const b of [soldOut, ...stocked])
    await graph(page, `mutation ($id: ID!) { addToWishlist(bookId: $id) { id } }`, { id: b.id }, m.token);
  return { stocked, soldOut: { id: soldOut.id, title: soldOut.title } };
}

const wishlistIds = async (page: Page, m: Member): Promise<string[]> =>
  (await graph(page, `{ wishlist { book { id } } }`, {}, m.token)).wishlist.map(
    (w: { book: { id: string } }) => w.book.id,
  );
const cartIds = async (page: Page, m: Member): Promise<string[]> =>
  (await graph(page, `{ cart { items { book { id } } } }`, {}, m.token)).cart.items.map(
    (i: { book: { id: string } }) => i.book.id,
  );
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const row = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Wishlist' }).getByRole('article', { name: title, exact: true });

describe('The wishlist screen', () => {
  it('sits beside Favorites in the sidebar; moves a book to the cart and removes others, optimistically; then says it is empty', async () => {
    const { page, context } = await newPage(DESKTOP);
    const m = await member(page);
    const { stocked, soldOut } = await wishlistThree(page, m);
    const [first, second] = stocked as [Book, Book];
    await signedIn(context, m);

    await page.goto('/account/favorites');
    const nav = page.getByRole('navigation', { name: 'Account sections' });
    await nav.waitFor();
    const names = (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
    expect(names.slice(0, 3)).toEqual(['Currently Reading', 'Favorites', 'Wishlist']);
    await nav.getByRole('link', { name: 'Wishlist' }).click();
    await page.waitForURL((url) => url.pathname === '/account/wishlist');
    await expect.poll(() => page.title()).toBe('Pustak - My Account');
    await page.getByRole('heading', { name: 'Wishlist' }).waitFor();
    await row(page, second.title).waitFor();
    expect(await page.getByRole('region', { name: 'Wishlist' }).getByRole('article').count()).toBe(3);
    await page.getByText('3 books you want to read next, newest first.').waitFor();
    // Cover, title, author and price of each book.
    const secondRow = row(page, second.title);
    expect(await secondRow.getByRole('link', { name: second.title }).getAttribute('href')).toBe(`/books/${second.id}`);
    expect(await secondRow.getByText(/^Rs [\d,]+\.\d{2}$/).count()).toBe(1);
    expect(await secondRow.locator('img').count()).toBe(1);
    // The sold-out book cannot be moved.
    const soldOutMove = row(page, soldOut.title).getByRole('button', { name: 'Out of stock' });
    expect(await soldOutMove.isDisabled()).toBe(true);
    await screenshot(page, 'wishlist');
    for (const width of [1536]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, 'wishlist');
      expect(await sidewaysOverflow(page)).toBe(0);
    }
    await page.setViewportSize(DESKTOP);

    // Move to Cart: the row leaves and the cart count rises before the server answers.
    const cartBadge = page.getByRole('link', { name: 'Cart, 0 items' });
    await cartBadge.waitFor();
    const release = await holdOperation(page, 'MoveWishlistBookToCart');
    await row(page, first.title).getByRole('button', { name: 'Move to Cart' }).click();
    await row(page, first.title).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Cart, 1 items' }).waitFor();
    expect(await cartIds(page, m)).toEqual([]);
    await release();
    await toast(page, `${first.title} moved to your cart`).waitFor();
    expect(await cartIds(page, m)).toEqual([first.id]);
    expect(await wishlistIds(page, m)).not.toContain(first.id);

    // A refused removal puts the book back and says so.
    await page.route('**/graphql', async (route) =>
      (route.request().postData() ?? '').includes('RemoveFromAccountWishlist') ? route.abort() : route.continue(),
    );
    await row(page, second.title).getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Failed to remove from wishlist').waitFor();
    await row(page, second.title).waitFor();
    await page.unroute('**/graphql');

    await row(page, second.title).getByRole('button', { name: 'Remove' }).click();
    await row(page, second.title).waitFor({ state: 'detached' });
    await toast(page, `${second.title} removed from your wishlist`).waitFor();
    await page.getByText('1 book you want to read next, newest first.').waitFor();
    await row(page, soldOut.title).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse Books' }).getAttribute('href')).toBe('/books');
    expect(await wishlistIds(page, m)).toEqual([]);
    expect(await cartIds(page, m)).toEqual([first.id]);
    await screenshot(page, 'wishlist-empty');
    await context.close();
  });

  it('at 390 px opens from the menu list and goes back to it; the own profile links its wishlist count', async () => {
    const { page, context } = await newPage(PHONE);
    const m = await member(page);
    const other = await member(page, 'Karma');
    const { stocked } = await wishlistThree(page, m);
    await signedIn(context, m);

    await page.goto(`/profile/${m.id}`);
    const count = page.getByRole('link', { name: /3\s*Wishlist items/i });
    await count.click();
    await page.waitForURL((url) => url.pathname === '/account/wishlist');
    await row(page, stocked[0]!.title).waitFor();
    expect(await page.getByRole('region', { name: 'Wishlist' }).getByRole('article').count()).toBe(3);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, 'wishlist');
    await page.getByRole('link', { name: 'Back to My Account' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    const menu = page.getByRole('navigation', { name: 'Account sections' });
    await menu.getByRole('link').first().waitFor();
    const labels = await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.querySelector('.mantine-NavLink-label')?.textContent));
    expect(labels.slice(0, 3)).toEqual(['Currently Reading', 'Favorites', 'Wishlist']);
    await menu.getByRole('link', { name: /Wishlist/ }).click();
    await page.waitForURL((url) => url.pathname === '/account/wishlist');
    await page.getByRole('heading', { name: 'Wishlist' }).waitFor();

    // Someone else's wishlist count is only a number.
    await page.goto(`/profile/${other.id}`);
    await page.getByText(`@${other.username}`).first().waitFor();
    await page.getByText('Wishlist items').waitFor();
    expect(await page.getByRole('link', { name: /Wishlist items/i }).count()).toBe(0);
    await context.close();
  });
});
