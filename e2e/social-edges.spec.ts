/**
 * Issue 16's rough edges in Book Social and payment: unfriending asks first (on the profile and on
 * /social), and a cancelled Khalti payment offers 'Pay again' and 'View order'. Every journey
 * makes its own members through the graph and signs each in once.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, newPage, screenshotBothSizes, sidewaysOverflow, signIn, useBrowser } from './support/browser.js';
import { checkOutToPayment } from './support/checkout.js';
import { graph } from './support/graph.js';
import { befriend, type Member, newMember } from './support/members.js';

useBrowser();

const member = (page: Page, first: string, handle = 'edges') =>
  newMember(page, { firstName: first, uniqueName: true, prefix: handle });

/** The friendship status between `me` and `other`, as the graph reads it. */
async function friendship(page: Page, me: Member, other: Member): Promise<string> {
  const { user } = await graph(
    page,
    `query ($id: ID!) { user(id: $id) { friendship { status } } }`,
    { id: other.id },
    me.token,
  );
  return user.friendship.status;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('Unfriending asks first', () => {
  it("on the profile: Escape and Cancel keep the friend; 'Unfriend' in the dialog ends it with 'Friend removed'", async () => {
    const { page: setup } = await newPage();
    const me = await member(setup, 'Nima');
    const friend = await member(setup, 'Pasang');
    await befriend(setup, me, friend);

    const { page, context } = await newPage();
    await signIn(page, me.email);
    await page.goto(`/profile/${friend.id}`);
    await page.getByRole('heading', { name: friend.name }).waitFor();
    await page.getByText('Friends', { exact: true }).waitFor();
    // The profile's own button (the dialog, in a portal, has one of the same name).
    const unfriend = page.locator('#root').getByRole('button', { name: 'Unfriend' });

    // Asked, by name; Cancel has the focus, and Escape closes without a change.
    await unfriend.click();
    const dialog = page.getByRole('dialog', { name: `Unfriend ${friend.name}?` });
    await dialog.waitFor();
    await dialog.getByText(`${friend.name} will be removed from your friends.`, { exact: false }).waitFor();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await friendship(setup, me, friend)).toBe('FRIENDS');

    await unfriend.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Friends', { exact: true }).waitFor();
    expect(await friendship(setup, me, friend)).toBe('FRIENDS');

    // Confirmed: the friendship ends.
    await unfriend.click();
    await dialog.getByRole('button', { name: 'Unfriend' }).click();
    await toast(page, 'Friend removed');
    await page.getByRole('button', { name: 'Add Friend' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await friendship(setup, me, friend)).toBe('NONE');
    await context.close();
  });

  it("on /social's friends list: Cancel keeps the friend; the keyboard confirms and 'Friend removed successfully'", async () => {
    const { page: setup } = await newPage();
    const me = await member(setup, 'Dawa');
    const friend = await member(setup, 'Lhakpa');
    await befriend(setup, me, friend);

    const { page, context } = await newPage(PHONE);
    await signIn(page, me.email);
    await page.goto('/social');
    const friends = page.locator('[aria-labelledby="friends-list"]');
    await friends.getByRole('link', { name: friend.name }).waitFor();

    await friends.getByRole('button', { name: `Unfriend ${friend.firstName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Unfriend ${friend.name}?` });
    await dialog.waitFor();
    await screenshotBothSizes(context, '/social', 'unfriend-confirm', async (p) => {
      await p
        .locator('[aria-labelledby="friends-list"]')
        .getByRole('button', { name: `Unfriend ${friend.firstName}` })
        .click();
      await p.getByRole('dialog', { name: `Unfriend ${friend.name}?` }).waitFor();
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await friends.getByRole('link', { name: friend.name }).waitFor();
    expect(await friendship(setup, me, friend)).toBe('FRIENDS');
    const { friends: still } = await graph(setup, `{ friends { friend { id } } }`, {}, me.token);
    expect(still).toEqual([{ friend: { id: friend.id } }]);

    // From the keyboard: Tab from Cancel to 'Unfriend', then Enter.
    await friends.getByRole('button', { name: `Unfriend ${friend.firstName}` }).click();
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement))
      .toBe(true);
    await page.keyboard.press('Tab');
    expect(await dialog.getByRole('button', { name: 'Unfriend' }).evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press('Enter');
    await toast(page, 'Friend removed successfully');
    await friends.getByText('No friends yet').waitFor();
    expect(await friendship(setup, me, friend)).toBe('NONE');
    const { friends: none } = await graph(setup, `{ friends { id } }`, {}, me.token);
    expect(none).toEqual([]);
    await context.close();
  });
});

describe('Book Social', () => {
  it("a long name and handle stay inside their suggestion card at 390 px; the popup shows the member's status; the challenge is this year's", async () => {
    const { page: setup } = await newPage();
    const long = await member(setup, 'Chandrakantaprasadkumari', 'the_most_devoted_reader_of_nepali_poetry');
    await graph(
      setup,
      `mutation { updateProfile(input: { status: "Rereading Muna Madan by the lake" }) { id } }`,
      {},
      long.token,
    );
    const me = await member(setup, 'Sonam');
    // This year's goal, as the challenge card shows only a member's own (an invitation without one).
    const nepalToday = new Date(Date.now() + (5 * 60 + 45) * 60_000);
    const year = nepalToday.getUTCFullYear();
    await graph(
      setup,
      `mutation ($year: Int!) { setReadingGoal(calendar: AD, year: $year, goal: 12) { year } }`,
      { year },
      me.token,
    );

    const { page, context } = await newPage(PHONE);
    await signIn(page, me.email);
    await page.goto('/social');
    const card = page.getByRole('article', { name: `Suggestion: ${long.name}` });
    await card.waitFor();
    // Nothing in the card reaches past its edges, and the page does not scroll sideways.
    const outside = await card.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return Array.from(el.querySelectorAll('*'))
        .map((child) => child.getBoundingClientRect())
        .filter((r) => r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5)).length;
    });
    expect(outside).toBe(0);
    const { x, width } = (await card.boundingBox())!;
    expect(x + width).toBeLessThanOrEqual(PHONE.width);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshotBothSizes(context, '/social', 'social-long-name', (p) =>
      p.getByRole('article', { name: `Suggestion: ${long.name}` }).waitFor(),
    );

    // The popup card shows their status.
    await card.getByRole('button', { name: /profile card$/ }).click();
    const popup = page.getByRole('dialog', { name: `${long.firstName}'s profile card` });
    await popup.getByText('“Rereading Muna Madan by the lake”', { exact: true }).waitFor();
    expect(await popup.getByText('No status yet.').count()).toBe(0);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });

    // This year's challenge, with the days left to 31 December of this year, today (in Nepal) included.
    const days =
      Math.round(
        (Date.UTC(year, 11, 31) - Date.UTC(year, nepalToday.getUTCMonth(), nepalToday.getUTCDate())) / 86_400_000,
      ) + 1;
    await page.getByRole('heading', { name: `${year} Reading Challenge` }).waitFor();
    await page.getByText(`${days} days left`, { exact: true }).filter({ visible: true }).waitFor();
    await context.close();
  });
});

describe('A private profile', () => {
  it("says 'This profile is private' to a stranger instead of zero counts; a friend sees everything", async () => {
    const { page: setup } = await newPage();
    const owner = await member(setup, 'Ang');
    const friend = await member(setup, 'Mingma');
    const stranger = await member(setup, 'Phurba');
    await befriend(setup, owner, friend);
    const { books } = await graph(setup, `{ books(page: 2) { items { id } } }`);
    await graph(
      setup,
      `mutation ($id: ID!) { addFavorite(bookId: $id) { id } }`,
      { id: books.items[0].id },
      owner.token,
    );
    await graph(setup, `mutation { updateSettings(input: { privacy: FRIENDS }) { id } }`, {}, owner.token);
    const seenBy = async (viewer: Member) =>
      (await graph(setup, `query ($id: ID!) { user(id: $id) { isPrivate } }`, { id: owner.id }, viewer.token)).user
        .isPrivate;
    expect([await seenBy(stranger), await seenBy(friend), await seenBy(owner)]).toEqual([true, false, false]);

    const { page, context } = await newPage();
    await signIn(page, stranger.email);
    await page.goto(`/profile/${owner.id}`);
    await page.getByRole('heading', { name: owner.name }).waitFor();
    // In the header (instead of '0 Favorite books') and on the About tab (instead of the counts).
    await expect.poll(() => page.getByText('This profile is private', { exact: true }).count()).toBe(2);
    expect(await page.getByText('Favorite books', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Wishlist items', { exact: true }).count()).toBe(0);
    await screenshotBothSizes(context, `/profile/${owner.id}`, 'profile-private', (p) =>
      p.getByRole('alert').filter({ hasText: 'This profile is private' }).waitFor(),
    );
    await context.close();

    const second = await newPage(PHONE);
    await signIn(second.page, friend.email);
    await second.page.goto(`/profile/${owner.id}`);
    await second.page.getByText('Wishlist items', { exact: true }).waitFor();
    expect(await second.page.getByText('This profile is private', { exact: true }).count()).toBe(0);
    await second.page.getByRole('tab', { name: 'Books' }).click();
    await second.page.getByText('Favorite books (1)').waitFor();
    await second.context.close();
  });
});

describe("A book's reviews", () => {
  it("show the member's own review once, blur a spoiler's title with its text, and link reviewers to their profiles", async () => {
    const { page: setup } = await newPage();
    const me = await member(setup, 'Rita');
    const { books } = await graph(setup, `{ books(page: 1) { items { id reviewsCount } } }`);
    const book = books.items.find((b: { reviewsCount: number }) => b.reviewsCount >= 1 && b.reviewsCount < 10);
    const {
      book: { reviews },
    } = await graph(
      setup,
      `query ($id: ID!) { book(id: $id) { reviews { items { author { id firstName lastName } } } } }`,
      { id: book.id },
    );
    const other = reviews.items[0].author;
    await graph(
      setup,
      `mutation ($id: ID!) { createReview(bookId: $id, input: { rating: 4, title: "The twist in the last chapter", content: "The narrator was the ghost all along.", containsSpoiler: true }) { id } }`,
      { id: book.id },
      me.token,
    );

    const { page, context } = await newPage();
    await signIn(page, me.email);
    await page.goto(`/books/${book.id}`);
    await page.getByRole('tab', { name: 'Review' }).click();
    await page.getByRole('heading', { name: 'Your review' }).waitFor();
    await page.getByRole('heading', { name: `Reviews (${book.reviewsCount + 1})` }).waitFor();
    // Once: under 'Your review', not again in the list.
    const title = page.getByText('The twist in the last chapter', { exact: true });
    await expect.poll(() => title.count()).toBe(1);
    expect(await page.getByRole('link', { name: me.name, exact: true }).count()).toBe(1);
    // The spoiler's title is blurred with its text until revealed.
    expect(await title.evaluate((el) => el.closest('[style*="blur"]') !== null)).toBe(true);
    await page.getByRole('button', { name: 'Show spoiler' }).click();
    await page.getByText('The narrator was the ghost all along.', { exact: true }).waitFor();
    expect(await title.evaluate((el) => el.closest('[style*="blur"]') !== null)).toBe(false);

    await screenshotBothSizes(context, `/books/${book.id}`, 'book-reviews-once', async (p) => {
      await p.getByRole('tab', { name: 'Review' }).click();
      await p.getByRole('heading', { name: 'Your review' }).waitFor();
    });

    // Another reviewer's name leads to their profile.
    const otherName = `${other.firstName} ${other.lastName}`;
    await page.getByRole('link', { name: otherName, exact: true }).first().click();
    await page.waitForURL(`**/profile/${other.id}`);
    await page.getByRole('heading', { name: otherName }).waitFor();
    await context.close();
  });
});

/** A new member with a Home address and one book in the cart, made through the graph. */
async function shopper(page: Page) {
  const { email, token } = await newMember(page, {
    firstName: 'Maya',
    lastName: 'Thapa',
    prefix: 'edges',
    dateOfBirth: '1995-02-02',
  });
  await graph(
    page,
    `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Maya Thapa", addressLine1: "Lakeside 7", city: "Pokhara", phone: "9841234567", district: "Kaski" }) { id } }`,
    {},
    token,
  );
  const { books } = await graph(
    page,
    `{ books(page: 4, filter: { ordering: TITLE_ASC }) { items { id title stock } } }`,
  );
  const pick = books.items.find((b: { stock: number }) => b.stock > 5);
  await graph(page, `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: pick.id }, token);
  return { email, token, pick };
}

const rupees = (amount: string) =>
  `Rs ${Number(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('A cancelled Khalti payment', () => {
  it("offers 'View order' (that order) and 'Pay again' (a new sandbox payment for the same order, which completes it)", async () => {
    const { page, context } = await newPage();
    const { email, token, pick } = await shopper(page);
    await signIn(page, email);
    await page.goto('/cart');
    await page.getByLabel(`Select ${pick.title}`).check();
    const orderId = await checkOutToPayment(page);
    const { order } = await graph(page, `query ($id: ID!) { order(id: $id) { totalAmount } }`, { id: orderId }, token);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/khalti-sandbox\/pay\?pidx=/);
    const firstPidx = new URL(page.url()).searchParams.get('pidx');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('heading', { name: 'Payment Verification Failed' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/payments/verify-khalti');
    const failed = page.url();
    await screenshotBothSizes(context, failed, 'verify-failed-pay-again', (p) =>
      p.getByRole('button', { name: 'Pay again' }).waitFor({ timeout: 15_000 }),
    );

    // 'View order' leads to that order, still pending.
    await page.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL(`**/orders/${orderId}`);
    await page.getByText('Pending').first().waitFor();

    // 'Pay again': a fresh sandbox payment for the same order and amount, and paying completes it.
    await page.goto(failed);
    await page.getByRole('button', { name: 'Pay again' }).click();
    await page.waitForURL(/\/khalti-sandbox\/pay\?pidx=/);
    expect(new URL(page.url()).searchParams.get('pidx')).not.toBe(firstPidx);
    await page.getByRole('heading', { name: `Pustak order ${orderId.slice(0, 8)}` }).waitFor();
    await page.getByText(rupees(order.totalAmount), { exact: true }).waitFor();
    await page.getByLabel('Khalti ID').fill('9800000003');
    await page.getByLabel('MPIN').fill('1111');
    await page.getByLabel('OTP').fill('987654');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/payments\/verify-khalti\?/);
    await page.getByText('Payment Successful!').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('purchase_order_id')).toBe(orderId);
    const { order: paid } = await graph(
      page,
      `query ($id: ID!) { order(id: $id) { isCompleted status } }`,
      { id: orderId },
      token,
    );
    expect(paid).toEqual({ isCompleted: true, status: 'COMPLETED' });
    await context.close();
  });
});
