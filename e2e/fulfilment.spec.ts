/**
 * An order's progress as its member sees it (issue 34): staff add a book with 3 copies in the back
 * office; a member orders it through /checkout, cash on delivery to Lalitpur; it is packed, shipped
 * and delivered by staff, and the member's open order page shows each step live
 * (no reload) with its date, a notice for each, the courier's tracking number and the cash taken
 * at the door; in Nepali the dates are Bikram Sambat. Staff work in the back office's queue
 * (/staff/orders), in a browser of their own. A member cancels an order before it is packed.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { screenshotBothSizes, newPage, signIn, useBrowser } from './support/browser.js';
import { addBookInBackOffice, sitemapBookIds } from './support/backOffice.js';
import { graph } from './support/graph.js';
import { mailTo } from './support/mailbox.js';
import { newMember } from './support/members.js';

useBrowser();

const BS_MONTH = /(बैशाख|जेठ|असार|साउन|श्रावण|भदौ|असोज|कात्तिक|कार्तिक|मंसिर|पुष|पौष|माघ|फागुन|चैत)/;

const ADDRESS = `mutation { createShippingAddress(input: { addressName: "Patan flat", fullName: "Sita Sharma", addressLine1: "Jhamsikhel Road 21", city: "Lalitpur", phone: "9841234567", district: "Lalitpur" }) { id } }`;

/** A printed book in stock from catalog page 5, which other specs leave alone (downloads are never packed). */
async function someBook(page: Page, index: number): Promise<{ id: string }> {
  const { books } = await graph(
    page,
    `{ books(page: 5, filter: { formats: ["Paperback", "Hardcover"], ordering: TITLE_ASC }) { items { id stock } } }`,
  );
  return books.items.filter((b: { stock: number }) => b.stock > 5)[index];
}

/** A member with a Lalitpur address and a cash-on-delivery order of one book, made through the graph. */
async function codOrder(page: Page, token: string, bookIndex: number) {
  const { createShippingAddress: address } = await graph(page, ADDRESS, {}, token);
  const book = await someBook(page, bookIndex);
  const line = await graph(page, `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: book.id }, token);
  const { createOrder } = await graph(
    page,
    `mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a, paymentMethod: CASH_ON_DELIVERY) { id shortId totalAmount } }`,
    { i: [line.addToCart.id], a: address.id },
    token,
  );
  return createOrder as { id: string; shortId: string; totalAmount: string };
}

/** The member puts a book in the cart and orders it through /checkout, cash on delivery, to Lalitpur. */
async function codThroughCheckout(page: Page, member: { email: string; token: string }, bookId: string) {
  await graph(page, ADDRESS, {}, member.token);
  await graph(page, `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: bookId }, member.token);
  await signIn(page, member.email);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await page.getByText('Jhamsikhel Road 21').first().waitFor();
  const cash = page.getByRole('radio', { name: /Cash on delivery/ });
  await cash.click();
  await expect.poll(() => cash.getAttribute('aria-checked')).toBe('true');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const { order } = await graph(
    page,
    `query ($id: ID!) { order(id: $id) { id shortId totalAmount } }`,
    { id },
    member.token,
  );
  return order as { id: string; shortId: string; totalAmount: string };
}

it('staff add a book with 3 copies; a member orders it cash on delivery to Lalitpur; staff pack, ship and deliver it in the back office while the member sees each step live, dated, in English and Nepali; 2 copies are left', async () => {
  // Staff, in a browser of their own, add the book with a cover and 3 copies.
  const desk = await newPage();
  const staff = desk.page;
  await signIn(staff, 'staff@pustak.np');
  await staff.goto('/staff/books');
  const book = await addBookInBackOffice(staff, 3);
  // On the catalog, in search and in the sitemap at once.
  await staff.goto(`/books/${book.id}`);
  await staff.getByRole('heading', { name: book.title }).waitFor();
  await staff.goto(`/search?q=${encodeURIComponent(book.title)}`);
  await staff.getByRole('link', { name: book.title }).first().waitFor();
  expect(await sitemapBookIds(staff.request)).toContain(book.id);

  const { page, context } = await newPage();
  const member = await newMember(page, { firstName: 'Sita', lastName: 'Sharma', prefix: 'tracked' });
  const order = await codThroughCheckout(page, member, book.id);
  await page.getByText('Confirmed (cash on delivery)').first().waitFor();
  const progress = page.getByRole('region', { name: 'Progress' });
  await progress.getByText('Confirmed, paid in cash on delivery').waitFor();
  expect(await progress.getByText('Not yet').count()).toBe(3);
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await staff.goto('/staff/orders?step=CONFIRMED');
  const tab = (name: string) =>
    staff.getByRole('navigation', { name: 'Orders by step' }).getByRole('button', { name: new RegExp(`^${name}`) });
  await tab('Confirmed').waitFor();
  const select = () => staff.getByRole('checkbox', { name: `Select order #${order.shortId}` });
  /** The queue is oldest first, a page at a time: the newest order may be on a later page. */
  const findInQueue = async () => {
    for (let tries = 0; tries < 100 && !(await select().count()); tries++) {
      const next = staff.getByRole('button', { name: 'Next page' });
      if ((await next.count()) && (await next.isEnabled())) await next.click();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  await findInQueue();
  await select().check();
  await staff.getByRole('button', { name: 'Mark packed' }).click();
  await staff.getByText('1 order moved').waitFor();

  const notice = page
    .getByRole('alert')
    .filter({ hasText: `Order #${order.shortId} is packed and will be on its way soon.` });
  await expect.poll(() => notice.count()).toBe(1);
  await progress.getByText('Packed', { exact: true }).waitFor();
  await expect.poll(() => progress.getByText('Not yet').count()).toBe(2);

  await tab('Packed').click();
  await findInQueue();
  await select().check();
  await staff.getByRole('button', { name: 'Mark shipped' }).click();
  const shipping = staff.getByRole('dialog', { name: 'Ship 1 order' });
  await shipping.getByRole('button', { name: 'Confirm' }).click();
  await shipping.getByText('Every order needs a courier and a tracking number.').first().waitFor();
  await shipping.getByLabel('Courier').fill('Nepal Post');
  await shipping.getByLabel(`Tracking number for order #${order.shortId}`).fill('EE123456789NP');
  await shipping.getByRole('button', { name: 'Confirm' }).click();
  await staff.getByText('1 order moved').waitFor();
  await progress.getByText('With Nepal Post, tracking number EE123456789NP').waitFor();

  await tab('Shipped').click();
  await findInQueue();
  await select().check();
  await staff.getByRole('button', { name: 'Mark delivered' }).click();
  const delivering = staff.getByRole('dialog', { name: 'Deliver 1 order' });
  await delivering.getByRole('button', { name: 'Confirm' }).click();
  await delivering.getByText('Tick the cash received for each cash-on-delivery order.').waitFor();
  await delivering.getByRole('checkbox', { name: new RegExp(`^Cash received for order #${order.shortId}`) }).check();
  await delivering.getByRole('button', { name: 'Confirm' }).click();
  await staff.getByText('1 order moved').waitFor();
  await screenshotBothSizes(desk.context, '/staff/orders?step=DELIVERED', 'staff-orders', (p) =>
    p
      .getByRole('button', { name: /^Delivered/ })
      .first()
      .waitFor(),
  );

  await page.getByText('Delivered', { exact: true }).first().waitFor();
  await progress.getByText(/^Cash received: Rs/).waitFor();
  expect(await progress.getByText('Not yet').count()).toBe(0);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  // Each step has its own time, in the order taken.
  const times = await progress.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
  expect(times).toHaveLength(4);
  expect([...times].sort()).toEqual(times);

  // Each step was mailed to the member (through the system's SMTP server: support/mailbox.ts).
  const mail = await mailTo(member.email, 3, /^Your order/);
  expect(mail.map((m) => m.subject)).toEqual([
    `Your order #${order.shortId} is packed`,
    `Your order #${order.shortId} has shipped`,
    `Your order #${order.shortId} was delivered`,
  ]);

  // One of the book's 3 copies was sold: 2 are left.
  const { book: after } = await graph(page, `query ($id: ID!) { book(id: $id) { stock } }`, { id: book.id });
  expect(after.stock).toBe(2);

  // The orders list shows the step reached.
  await page.goto('/account/orders');
  const row = page.getByRole('article', { name: `Order #${order.shortId}` });
  await row.getByText('Delivered', { exact: true }).waitFor();

  await screenshotBothSizes(context, `/orders/${order.id}`, 'order-timeline', (p) =>
    p
      .getByRole('region', { name: 'Progress' })
      .getByText(/^Cash received/)
      .waitFor(),
  );
  await page.goto(`/orders/${order.id}`);
  await page.getByRole('button', { name: 'नेपाली', exact: true }).first().click();
  await page.waitForFunction(() => document.documentElement.lang === 'ne');
  const nepali = page.getByRole('region', { name: 'प्रगति' });
  await nepali.getByText('डेलिभर भयो', { exact: true }).waitFor();
  const dates = await nepali.locator('time').allTextContents();
  expect(dates.every((d) => BS_MONTH.test(d))).toBe(true);
  await screenshotBothSizes(context, `/orders/${order.id}`, 'order-timeline-ne', (p) =>
    p.getByRole('region', { name: 'प्रगति' }).locator('time').first().waitFor(),
  );
  await staff.goto('/staff/orders?step=DELIVERED');
  await staff.getByRole('button', { name: 'नेपाली', exact: true }).first().click();
  await staff.waitForFunction(() => document.documentElement.lang === 'ne');
  await screenshotBothSizes(desk.context, '/staff/orders?step=DELIVERED', 'staff-orders-ne', (p) =>
    p
      .getByRole('button', { name: /^डेलिभर भयो/ })
      .first()
      .waitFor(),
  );
  // The language is kept on the account: the shared staff account goes back to English for other specs.
  await staff.goto('/staff/orders');
  await staff.getByRole('button', { name: 'English', exact: true }).first().click();
  await staff.waitForFunction(() => document.documentElement.lang === 'en');
  await staff.waitForLoadState('networkidle');
  await desk.context.close();
  await context.close();
});

it('the back office tells a member without a staff role that it is for staff', async () => {
  const { page, context } = await newPage();
  const member = await newMember(page, { prefix: 'notstaff' });
  await signIn(page, member.email);
  await page.goto('/staff/orders');
  await page.getByText('Only Pustak staff can open the back office').waitFor();
  await context.close();
});

it('a member cancels an order before it is packed: asked first, then the order says they cancelled it', async () => {
  const { page, context } = await newPage();
  const member = await newMember(page, { firstName: 'Hari', lastName: 'Rai', prefix: 'canceller' });
  const order = await codOrder(page, member.token, 1);
  await signIn(page, member.email);
  await page.goto(`/orders/${order.id}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByLabel('Reason (optional)').fill('Ordered the wrong edition');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByText('Order cancelled', { exact: true }).waitFor();
  await page.getByText('You cancelled it. Its books went back to stock.').waitFor();
  expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
  const { order: after } = await graph(
    page,
    `query ($id: ID!) { order(id: $id) { step cancelReason cancelledBy } }`,
    { id: order.id },
    member.token,
  );
  expect(after).toEqual({ step: 'CANCELLED', cancelReason: 'Ordered the wrong edition', cancelledBy: 'MEMBER' });
  await context.close();
});
