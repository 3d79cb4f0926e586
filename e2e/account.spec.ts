/**
 * The account area (issue 8 §4–§5): shipping addresses, the password, every screen through the
 * narrow menu list and back, the section remembered for the session, the reading, favourites,
 * profile and settings screens, and a sandbox purchase landing in the orders list and detail.
 * Every member is new and made through the graph (sign-in is rate limited per email).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  holdCode,
  newPage,
  PHONE,
  screenshot,
  screenshotBothSizes,
  signIn,
  untilAlive,
  useBrowser,
} from './support/browser.js';
import { checkOutToPayment } from './support/checkout.js';
import { graph } from './support/graph.js';
import { PASSWORD, type Member, newMember } from './support/members.js';
import { signInWithToken } from './support/screens.js';
import { PNG_1PX } from './support/images.js';

useBrowser();

const member = (page: Page, firstName = 'Asha') =>
  newMember(page, { firstName, prefix: 'acct', status: 'Reading on the bus' });

const ADDRESS = `mutation ($i: ShippingAddressInput!) { createShippingAddress(input: $i) { id } }`;

/** Books in stock from the catalog, for favourites, reading and orders. */
async function books(page: Page, count: number): Promise<{ id: string; title: string }[]> {
  const { books } = await graph(
    page,
    `{ books(page: 2, filter: { formats: ["Paperback", "Hardcover"], ordering: TITLE_ASC }) { items { id title stock } } }`,
  );
  return books.items.filter((b: { stock: number }) => b.stock > 5).slice(0, count);
}

/** A member with favourites, a book being read, two addresses and a pending order. */
async function busyMember(page: Page): Promise<Member & { picks: { id: string; title: string }[] }> {
  const m = await member(page);
  const picks = await books(page, 3);
  for (const b of picks)
    await graph(page, `mutation ($id: ID!) { addFavorite(bookId: $id) { id } }`, { id: b.id }, m.token);
  await graph(
    page,
    `mutation ($id: ID) { updateProfile(input: { currentlyReadingId: $id }) { id } }`,
    { id: picks[0]!.id },
    m.token,
  );
  const home = await graph(
    page,
    ADDRESS,
    {
      i: {
        addressName: 'Home',
        fullName: 'Asha Gurung',
        addressLine1: 'Jhamsikhel Road 21',
        city: 'Lalitpur',
        phone: '9841234567',
        district: 'Lalitpur',
      },
    },
    m.token,
  );
  await graph(
    page,
    ADDRESS,
    {
      i: {
        addressName: 'Office',
        fullName: 'Asha Gurung',
        addressLine1: 'Durbar Marg 4',
        city: 'Kathmandu',
        phone: '9841234567',
        district: 'Kathmandu',
      },
    },
    m.token,
  );
  const { addToCart } = await graph(
    page,
    `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`,
    { id: picks[1]!.id },
    m.token,
  );
  await graph(
    page,
    `mutation ($items: [ID!]!, $a: ID!) { createOrder(itemIds: $items, shippingAddressId: $a) { id } }`,
    { items: [addToCart.id], a: home.createShippingAddress.id },
    m.token,
  );
  return { ...m, picks };
}

/**
 * How far the settled page is wider than the window (above 0 means sideways scrolling). The route
 * transition slides a screen in from 16 px to the right, so it is measured once that has ended.
 */
async function sidewaysOverflow(page: Page): Promise<number> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

const SECTIONS = [
  { link: 'Currently Reading', path: '/account/reading' },
  { link: 'Favorites', path: '/account/favorites' },
  { link: 'Account Info', path: '/account/profile' },
  { link: 'Orders', path: '/account/orders' },
];
const SETTINGS = [
  { link: 'Account Settings', path: '/account/settings/account' },
  { link: 'Change Password', path: '/account/settings/password' },
  { link: 'Privacy Settings', path: '/account/settings/privacy' },
  { link: 'Notification Settings', path: '/account/settings/notifications' },
  { link: 'Shipping Addresses', path: '/account/settings/shipping' },
];

describe('The account area', () => {
  it('at 390 px every screen opens from the menu list and its back button returns to the list', async () => {
    const { page, context } = await newPage(PHONE);
    const m = await busyMember(page);
    await signIn(page, m.email);
    await page.goto('/account');
    await expect.poll(() => page.title()).toBe('Pustak - My Account');
    const menu = page.getByRole('navigation', { name: 'Account sections' });
    await heading(page, 'My Account').waitFor();

    for (const s of SECTIONS) {
      await menu.getByRole('link', { name: s.link }).click();
      await page.waitForURL((url) => url.pathname === s.path);
      await heading(page, s.link).waitFor();
      expect(await sidewaysOverflow(page), `${s.path} scrolls sideways`).toBe(0);
      await page.getByRole('link', { name: 'Back to My Account' }).click();
      await page.waitForURL((url) => url.pathname === '/account');
      await menu.waitFor();
    }

    await menu.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/account/settings');
    const settings = page.getByRole('navigation', { name: 'Settings' });
    for (const s of SETTINGS) {
      await settings.getByRole('link', { name: s.link }).click();
      await page.waitForURL((url) => url.pathname === s.path);
      await heading(page, s.link).waitFor();
      expect(await sidewaysOverflow(page), `${s.path} scrolls sideways`).toBe(0);
      await page.getByRole('link', { name: 'Back to Settings' }).click();
      await page.waitForURL((url) => url.pathname === '/account/settings');
      await settings.waitFor();
    }
    await page.getByRole('link', { name: 'Back to My Account' }).click();
    await menu.waitFor();
    await context.close();
  });

  it('remembers the last section for the session and forgets it on leaving /account', async () => {
    const { page, context } = await newPage(DESKTOP);
    const m = await member(page);
    await signIn(page, m.email);
    await page.goto('/account');
    // Wide screens open the first section when nothing is remembered.
    await page.waitForURL((url) => url.pathname === '/account/reading');
    const sidebar = page.getByRole('navigation', { name: 'Account sections' });
    await sidebar.getByRole('link', { name: 'Orders' }).click();
    await heading(page, 'Orders').waitFor();
    await page.goto('/account');
    await page.waitForURL((url) => url.pathname === '/account/orders');
    // A narrow screen shows the list, with the remembered section marked.
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: 'Back to My Account' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    const orders = page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Orders' });
    expect(await orders.getAttribute('data-active')).toBe('true');
    // Leaving the account area forgets it.
    await page.setViewportSize(DESKTOP);
    await page.waitForURL((url) => url.pathname === '/account/orders');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Books' }).click();
    await page.waitForURL((url) => url.pathname === '/books');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('pustak.account.section'))).toBeNull();
    await page.goto('/account');
    await page.waitForURL((url) => url.pathname === '/account/reading');
    await context.close();
  });

  it('adds, edits, chooses the default and deletes shipping addresses, opened for the cart', async () => {
    const { page, context } = await newPage(DESKTOP);
    const m = await member(page);
    const [pick] = await books(page, 1);
    await graph(page, `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: pick!.id }, m.token);
    await signIn(page, m.email);
    // The address list opened for the cart (its new-address form at once, and back to the cart).
    await page.goto('/account/settings/shipping?from=cart');
    await page.getByText('No shipping addresses yet').waitFor();

    // The form (open at once, coming from the cart) says what is missing.
    const dialog = page.getByRole('dialog', { name: 'New Shipping Address' });
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    for (const message of [
      'Address name is required',
      'Full name is required',
      'Street address is required',
      'City is required',
      'District is required',
      'Phone is required',
    ])
      await dialog.getByText(message).waitFor();
    await screenshot(page, 'account-address-form');
    await dialog.getByLabel('Address name').fill('Home');
    await dialog.getByLabel('Full name').fill('Asha Gurung');
    await dialog.getByLabel('Street address').fill('Jhamsikhel Road 21');
    await dialog.getByLabel('City').fill('Lalitpur');
    await dialog.getByLabel('District').fill('Lalit');
    await page.getByRole('option', { name: 'Lalitpur' }).click();
    await dialog.getByLabel('Phone').fill('+977 984-123-4567');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await toast(page, 'Shipping address added').waitFor();
    // Saved from the cart's link: back to the cart (e2e/return-to-place.spec.ts); on with the screen.
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.goto('/account/settings/shipping');
    const home = page.getByRole('article', { name: 'Home address' });
    await home.getByText('Default', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add Address' }).click();
    await dialog.getByLabel('Address name').fill('Office');
    await dialog.getByLabel('Full name').fill('Asha G.');
    await dialog.getByLabel('Street address').fill('Durbar Marg 4');
    await dialog.getByLabel('City').fill('Kathmandu');
    await dialog.getByLabel('District').fill('Kathmandu');
    await page.getByRole('option', { name: 'Kathmandu' }).click();
    await dialog.getByLabel('Phone').fill('9801234567');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    const office = page.getByRole('article', { name: 'Office address' });
    await office.waitFor();
    expect(await office.getByText('Default', { exact: true }).count()).toBe(0);

    // Edit the office: it moved to Pokhara.
    await office.getByRole('button', { name: 'Edit Office' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Shipping Address' });
    expect(await edit.getByLabel('Street address').inputValue()).toBe('Durbar Marg 4');
    await edit.getByLabel('Street address').fill('Lakeside 7');
    await edit.getByLabel('City').fill('Pokhara');
    await edit.getByLabel('District').fill('Kaski');
    await page.getByRole('option', { name: 'Kaski' }).click();
    await edit.getByRole('button', { name: 'Save Address' }).click();
    await toast(page, 'Shipping address updated').waitFor();
    await office.getByText('Lakeside 7, Pokhara').waitFor();

    // Choose the office as the default: the badge moves.
    await office.getByRole('button', { name: 'Set Office as default' }).click();
    await toast(page, 'Office is now your default address').waitFor();
    await office.getByText('Default', { exact: true }).waitFor();
    await expect.poll(() => home.getByText('Default', { exact: true }).count()).toBe(0);
    const saved = await graph(page, `{ shippingAddresses { addressName city isDefault } }`, {}, m.token);
    expect(saved.shippingAddresses).toEqual([
      { addressName: 'Office', city: 'Pokhara', isDefault: true },
      { addressName: 'Home', city: 'Lalitpur', isDefault: false },
    ]);
    await home.getByRole('button', { name: 'Delete Home' }).click();
    await page.getByRole('dialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Shipping address deleted').waitFor();
    await expect.poll(() => home.count()).toBe(0);
    await office.getByText('Default', { exact: true }).waitFor();
    await context.close();
  });

  it('changes the password, keeps the member signed in, and the new password signs in', async () => {
    const { page, context } = await newPage(DESKTOP);
    const m = await member(page);
    await signIn(page, m.email);
    await page.goto('/account/settings/password');
    await untilAlive(page);
    const submit = page.getByRole('button', { name: 'Change Password' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(/^Current password/).fill('not my password');
    await page.getByLabel(/^New password/).fill('himalayan tea 8848');
    await page.getByLabel(/^Confirm new password/).fill('himalayan tea 8849');
    await page.getByText('Passwords do not match').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(/^Confirm new password/).fill('himalayan tea 8848');
    await submit.click();
    await page.getByText('Current password is incorrect').first().waitFor();

    await page.getByLabel(/^Current password/).fill(PASSWORD);
    await submit.click();
    await toast(page, 'Password changed successfully').waitFor();
    // Still signed in with the fresh token.
    await page.goto('/account/orders');
    await heading(page, 'Orders').waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(m.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await signIn(page, m.email, 'himalayan tea 8848');
    await page.waitForURL((url) => url.pathname === '/home');
    await context.close();
  });

  it('sets and clears the book being read, unfavourites, edits the profile and picture, and saves settings', async () => {
    const { page, context } = await newPage(DESKTOP);
    const m = await member(page, 'Bina');
    const picks = await books(page, 2);
    for (const b of picks)
      await graph(page, `mutation ($id: ID!) { addFavorite(bookId: $id) { id } }`, { id: b.id }, m.token);
    await signIn(page, m.email);

    await page.goto('/account/reading');
    await page.getByText('Not reading anything right now').waitFor();
    await page.getByRole('button', { name: `Set ${picks[0]!.title} as currently reading` }).click();
    await toast(page, `Now reading ${picks[0]!.title}`).waitFor();
    await page.getByText('Reading now', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await toast(page, 'Currently reading cleared').waitFor();
    await page.getByText('Not reading anything right now').waitFor();
    // Any book of the catalog, by title.
    const { book } = await graph(page, `{ book(id: "1") { title } }`);
    await page.getByLabel('Search books by title').fill(book.title.slice(0, 6));
    await page.getByRole('button', { name: `Set ${book.title} as currently reading` }).click();
    await page.getByRole('link', { name: book.title, exact: true }).waitFor();

    // Favorites: read one now, unfavourite the other.
    await page.goto('/account/favorites');
    await page.getByRole('button', { name: `Set ${picks[1]!.title} as currently reading` }).click();
    await toast(page, `Now reading ${picks[1]!.title}`).waitFor();
    await page.getByRole('button', { name: `Remove ${picks[0]!.title} from favorites` }).click();
    await toast(page, `${picks[0]!.title} removed from favorites`).waitFor();
    await expect.poll(() => page.getByRole('article', { name: picks[0]!.title }).count()).toBe(0);
    const after = await graph(page, `{ favorites { id } me { currentlyReading { id } } }`, {}, m.token);
    expect(after).toEqual({ favorites: [{ id: picks[1]!.id }], me: { currentlyReading: { id: picks[1]!.id } } });

    // Account Info: a new first name and bio, and a picture; the header follows.
    await page.goto('/account/profile');
    await untilAlive(page);
    const save = page.getByRole('button', { name: 'Save Changes' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('First name').fill('');
    await save.click();
    await page.getByText('First name is required').waitFor();
    await page.getByLabel('First name').fill('Binita');
    await page.getByLabel('Bio').fill('Poetry, mostly Devkota.');
    await save.click();
    await toast(page, 'Profile updated successfully').waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
    await toast(page, 'Profile picture updated').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Account menu' }).locator('img').getAttribute('src'))
      .toMatch(/\/media\/uploads\//);
    await page.locator('input[type=file]').setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: PNG_1PX });
    await page.getByText('Please upload JPG or PNG images only').waitFor();
    const me = await graph(page, `{ me { firstName bio profilePictureUrl } }`, {}, m.token);
    expect(me.me).toMatchObject({ firstName: 'Binita', bio: 'Poetry, mostly Devkota.' });

    // Privacy and notifications are saved as they change, and stay after a reload.
    await page.goto('/account/settings/privacy');
    await page.getByRole('radio', { name: 'Private' }).check();
    await toast(page, 'Privacy settings updated').waitFor();
    await page.goto('/account/settings/notifications');
    const emails = page.getByRole('switch', { name: 'Email notifications' });
    expect(await emails.isChecked()).toBe(true);
    await emails.click();
    await toast(page, 'Notification settings updated').waitFor();
    await page.reload();
    await heading(page, 'Notification Settings').waitFor();
    await expect.poll(() => page.getByRole('switch', { name: 'Email notifications' }).isChecked()).toBe(false);
    const settings = await graph(page, `{ me { settings { emailNotifications privacy } } }`, {}, m.token);
    expect(settings.me.settings).toEqual({ emailNotifications: false, privacy: 'PRIVATE' });
    await context.close();
  });

  it('a first name and a bio typed into the server-drawn profile form before it is alive are kept and saved', async () => {
    const { page, context } = await newPage(PHONE);
    const m = await member(page);
    // Remembered: the gateway draws their account pages (with the form filled in).
    await signInWithToken(context, m, { pageSession: true });
    // The app's code is held back, as on a slow phone: the form the server drew is typed into.
    const release = await holdCode(page);
    await page.goto('/account/profile', { waitUntil: 'commit' });
    await page.getByLabel('First name').fill('Binita');
    await page.getByLabel('Bio').fill('Typed before the page was alive.');
    expect(await page.locator('#root[data-hydrating]').count()).toBe(1);
    release();
    await untilAlive(page);
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect.poll(() => save.isEnabled(), { message: 'the form sees its typed changes' }).toBe(true);
    expect(await page.getByLabel('First name').inputValue()).toBe('Binita');
    await save.click();
    await toast(page, 'Profile updated successfully').waitFor();
    const { me } = await graph(page, `{ me { firstName bio } }`, {}, m.token);
    expect(me).toEqual({ firstName: 'Binita', bio: 'Typed before the page was alive.' });
    await context.close();
  });

  it('a sandbox purchase shows Paid in the account orders, newest first, and in its detail', async () => {
    const { page, context } = await newPage(DESKTOP);
    const m = await busyMember(page);
    const [pick] = await books(page, 1);
    await graph(page, `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: pick!.id }, m.token);
    await signIn(page, m.email);
    await page.goto('/cart');
    await page.getByLabel(`Select ${pick!.title}`).check();
    const orderId = await checkOutToPayment(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/khalti-sandbox\/pay\?pidx=/);
    await page.getByLabel('Khalti ID').fill('9800000003');
    await page.getByLabel('MPIN').fill('1111');
    await page.getByLabel('OTP').fill('987654');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByText('Payment Successful!').waitFor({ timeout: 15_000 });

    await page.getByRole('link', { name: 'View Order History' }).click();
    await page.waitForURL((url) => url.pathname === '/account/orders');
    const rows = page.getByRole('article', { name: /^Order #/ });
    await expect.poll(() => rows.count()).toBe(2);
    // Newest first: the paid order above the pending one from before.
    const paid = rows.nth(0);
    expect(await paid.getAttribute('aria-label')).toBe(`Order #${orderId.slice(0, 8)}`);
    await paid.getByText('Paid', { exact: true }).waitFor();
    await paid.getByText(/^Rs \d/).waitFor();
    expect(await paid.getByRole('link', { name: 'Pay Now' }).count()).toBe(0);
    await rows.nth(1).getByText('Pending').waitFor();
    await rows.nth(1).getByRole('link', { name: 'Pay Now' }).waitFor();

    await paid.getByRole('link', { name: `View details of order #${orderId.slice(0, 8)}` }).click();
    await page.waitForURL((url) => url.pathname === `/account/orders/${orderId}`);
    // The heading (a notice of the payment may also name the order).
    await page.getByRole('heading', { name: `Order #${orderId.slice(0, 8)}` }).waitFor();
    await page.getByText('Paid', { exact: true }).first().waitFor();
    await page.getByText(pick!.title).first().waitFor();
    await expect.poll(() => page.title()).toBe('Pustak - Order Details');
    await page.getByRole('link', { name: 'Back to orders' }).click();
    await page.waitForURL((url) => url.pathname === '/account/orders');
    await screenshotBothSizes(context, '/account/orders', 'account-orders', (p) =>
      p
        .getByRole('article', { name: /^Order #/ })
        .nth(1)
        .waitFor(),
    );
    await screenshotBothSizes(context, `/account/orders/${orderId}`, 'account-order', (p) =>
      p.getByText('Paid', { exact: true }).first().waitFor(),
    );
    await context.close();
  });

  it("the language switch's moving indicator covers the language chosen, on a phone, in either language", async () => {
    const { page } = await newPage(PHONE);
    const m = await member(page, 'Laxmi');
    await signIn(page, m.email);
    await page.goto('/account/settings/account');
    await untilAlive(page);
    const control = page.locator('.mantine-SegmentedControl-root');
    /** The indicator's box against the chosen segment's, to the pixel. */
    const offBy = () =>
      control.evaluate((root) => {
        const indicator = root.querySelector('.mantine-SegmentedControl-indicator')!.getBoundingClientRect();
        const chosen = root.querySelector('.mantine-SegmentedControl-label[data-active]')!.getBoundingClientRect();
        return Math.max(
          ...(['left', 'top', 'right', 'bottom'] as const).map((side) => Math.abs(indicator[side] - chosen[side])),
        );
      });
    await expect.poll(offBy).toBeLessThanOrEqual(1);
    await control.getByText('नेपाली', { exact: true }).click();
    await page.getByRole('heading', { name: 'भाषा' }).waitFor();
    await expect.poll(offBy).toBeLessThanOrEqual(1);
    await screenshot(page, 'account-settings-nepali');
  });

  it('every account screen, filled in and empty, looks finished at 1280 and 390 px', async () => {
    const { page, context } = await newPage(DESKTOP);
    const m = await busyMember(page);
    await signIn(page, m.email);
    const screens: [string, string, string][] = [
      ['/account', 'account-menu', 'Currently Reading'],
      ['/account/reading', 'account-reading', 'Currently Reading'],
      ['/account/favorites', 'account-favorites', 'Favorites'],
      ['/account/profile', 'account-info', 'Account Info'],
      ['/account/settings', 'account-settings-menu', 'Settings'],
      ['/account/settings/account', 'account-settings', 'Account Settings'],
      ['/account/settings/password', 'account-password', 'Change Password'],
      ['/account/settings/privacy', 'account-privacy', 'Privacy Settings'],
      ['/account/settings/notifications', 'account-notifications', 'Notification Settings'],
      ['/account/settings/shipping', 'account-shipping', 'Shipping Addresses'],
    ];
    for (const [path, name, title] of screens) {
      await screenshotBothSizes(context, path, name, async (p) => {
        // /account is the menu list at 390 px and the first section beside the sidebar at 1280 px.
        await (
          path === '/account' && p.viewportSize()!.width < 768 ? heading(p, 'My Account') : heading(p, title)
        ).waitFor();
        await p.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      });
    }

    // The empty states of a member with nothing yet.
    const fresh = await member(page, 'Nima');
    const { page: second, context: other } = await newPage(DESKTOP);
    await signIn(second, fresh.email);
    for (const [path, name, title] of [
      ['/account/favorites', 'account-favorites-empty', 'Favorites'],
      ['/account/settings/shipping', 'account-shipping-empty', 'Shipping Addresses'],
      ['/account/orders', 'account-orders-empty', 'Orders'],
    ] as const) {
      await screenshotBothSizes(other, path, name, async (p) => {
        await heading(p, title).waitFor();
        await p.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      });
    }
    await other.close();
    await context.close();
  }, 150_000); // about 30 screenshots of 15 screens: a minute on a quiet machine
});
