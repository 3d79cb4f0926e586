/**
 * A printed rental from cart to refund (issue 35): a member rents a paperback for 30 days, sees its
 * fee and deposit in the cart and at checkout, pays through the Khalti sandbox; staff pack, ship and
 * deliver it in the back office; the member finds its due date on /account/rentals in English and in
 * Nepali (Bikram Sambat, Devanagari digits); staff mark it returned undamaged in the back office's
 * Rentals section, which says what it refunded and moves it to Ended; the member sees the refund on
 * the rental and on the order. The figures are worked out here from the book's price by SPEC §9's
 * rule (30% for 30 days, rounded half up to the paisa), and the price is chosen so that the fee is a
 * half paisa before rounding. Screenshots at 1280, 1536 and 390 px.
 */
import { randomBytes } from 'node:crypto';
import converter from 'nepali-date-converter';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, newPage, screenshotBothSizes, signIn, useBrowser } from './support/browser.js';
import { checkOutToPayment } from './support/checkout.js';
import { graph } from './support/graph.js';
import { newMember } from './support/members.js';

useBrowser();

const ADDRESS = `mutation { createShippingAddress(input: { addressName: "Patan flat", fullName: "Sita Sharma", addressLine1: "Jhamsikhel Road 21", city: "Lalitpur", phone: "9841234567", district: "Lalitpur" }) { id } }`;
/** 30% of it is 100.005 rupees: the fee shows whether a half paisa is rounded up. */
const PRICE = '333.35';

/** SPEC §9 for 30 days, in paisa: the fee is 30% of the price rounded half up; the refund is the rest. */
function rentalFor30Days(price: string) {
  const [rupees, paisa = '0'] = price.split('.');
  const pricePaisa = Number(rupees) * 100 + Number(paisa.padEnd(2, '0'));
  const fee = Math.floor((pricePaisa * 30 + 50) / 100);
  return { price: pricePaisa, fee, refund: pricePaisa - fee };
}

/** 'Rs 1,234.50' as the app shows money in English. */
const rs = (paisa: number) =>
  `Rs ${(paisa / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The converter is CommonJS: Node hands its exports over as the default, with the class in them. */
type Converter = typeof converter.default;
const loaded = converter as Converter | typeof converter;
const NepaliDate: Converter = 'default' in loaded ? loaded.default : loaded;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A day ('2026-12-28') as English screens show it: '28 Dec 2026'. */
function englishDay(day: string) {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[m! - 1]} ${y}`;
}
/** The same day in Bikram Sambat, in Nepali ('१३ पौष २०८३'). */
function nepaliDay(day: string) {
  const [y, m, d] = day.split('-').map(Number);
  return new NepaliDate(new Date(y!, m! - 1, d!)).format('D MMMM YYYY', 'np');
}

async function staffToken(page: Page): Promise<string> {
  const { login } = await graph(page, `mutation { login(email: "staff@pustak.np", password: "pustak123") { token } }`);
  return login.token;
}

/** A paperback of PRICE with a few copies, made for this journey so no other spec touches it. */
async function newPaperback(page: Page) {
  const title = `Rented Ledger ${randomBytes(3).toString('hex')}`;
  const { genres } = await graph(page, `{ genres { id } }`);
  const { authors } = await graph(page, `{ authors { items { id } } }`);
  const { staffCreateBook: book } = await graph(
    page,
    `mutation ($i: StaffBookInput!) { staffCreateBook(input: $i) { id price } }`,
    {
      i: {
        title,
        authorId: authors.items[0].id,
        price: PRICE,
        format: 'Paperback',
        language: 'Nepali',
        description: 'A paperback for the rental journey.',
        genreIds: [genres[0].id],
        stock: 3,
      },
    },
    await staffToken(page),
  );
  return { id: book.id as string, title, price: book.price as string };
}

/** On /staff/orders as staff: moves one order a step on (pack, ship or deliver), through its dialog. */
async function moveOrder(
  staff: Page,
  shortId: string,
  from: string,
  move: 'Mark packed' | 'Mark shipped' | 'Mark delivered',
) {
  await staff
    .getByRole('navigation', { name: 'Orders by step' })
    .getByRole('button', { name: new RegExp(`^${from}`) })
    .click();
  const select = staff.getByRole('checkbox', { name: `Select order #${shortId}` });
  // Each step's queue is oldest first, a page at a time: the newest order may be on a later page.
  for (let tries = 0; tries < 100 && !(await select.count()); tries++) {
    const next = staff.getByRole('button', { name: 'Next page' });
    if ((await next.count()) && (await next.isEnabled())) await next.click();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await select.check();
  await staff.getByRole('button', { name: move }).click();
  if (move === 'Mark shipped') {
    const dialog = staff.getByRole('dialog', { name: 'Ship 1 order' });
    await dialog.getByLabel('Courier').fill('Nepal Post');
    await dialog.getByLabel(`Tracking number for order #${shortId}`).fill('EE987654321NP');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }
  if (move === 'Mark delivered') {
    const dialog = staff.getByRole('dialog', { name: 'Deliver 1 order' });
    await dialog.getByText(`Order #${shortId} was paid by Khalti.`).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }
  // Moved: it leaves this step's queue (the '1 order moved' of the step before may still be showing).
  await expect.poll(() => select.count()).toBe(0);
}

/** The text of the label's line ('DepositsRs 333.35'): a label and its amount side by side. */
const lineOf = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=..').first().textContent();

it('rent a paperback for 30 days, pay with Khalti, staff deliver it, the due date in English and Nepali, staff mark it returned, the member sees price − fee refunded', async () => {
  const { page, context } = await newPage();
  await page.goto('/');
  const book = await newPaperback(page);
  const money = rentalFor30Days(book.price);
  expect(money).toEqual({ price: 33335, fee: 10001, refund: 23334 });
  const figures = `Fee ${rs(money.fee)} · Deposit ${rs(money.price)} · ${rs(money.refund)} back on return`;

  // The cart: rented for 15 days, then 30 chosen, and the line says what 30 days cost.
  const member = await newMember(page, { firstName: 'Sita', lastName: 'Sharma', prefix: 'renter' });
  await graph(page, ADDRESS, {}, member.token);
  await graph(
    page,
    'mutation ($id: ID!) { addToCart(bookId: $id, purchaseType: RENT, rentalPeriod: DAYS_15) { id } }',
    { id: book.id },
    member.token,
  );
  await signIn(page, member.email);
  await page.goto('/cart');
  await page.getByRole('combobox', { name: `Rental period for ${book.title}` }).click();
  await page.getByRole('option', { name: '30 days' }).click();
  await page.getByText(figures, { exact: true }).waitFor();
  await expect
    .poll(async () => {
      const { cart } = await graph(page, '{ cart { items { rentalPeriod } } }', {}, member.token);
      return cart.items[0].rentalPeriod;
    })
    .toBe('DAYS_30');
  await screenshotBothSizes(context, '/cart', 'rental-journey-cart', (p) =>
    p.getByText(figures, { exact: true }).waitFor(),
  );

  // Checkout: the deposit and the fee beside the total; then Khalti.
  await page.goto('/cart');
  await page.getByLabel(`Select ${book.title}`).check();
  const orderId = await checkOutToPayment(page, 'Khalti wallet', async (checkout) => {
    await checkout.getByText('Rent for 30 days').waitFor();
    expect(await lineOf(checkout, 'Deposits')).toBe(`Deposits${rs(money.price)}`);
    expect(await lineOf(checkout, 'Rental fees')).toBe(`Rental fees${rs(money.fee)}`);
    expect(await lineOf(checkout, 'Refunded on return')).toBe(`Refunded on return${rs(money.refund)}`);
  });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL(/\/khalti-sandbox\/pay\?pidx=/);
  await page.getByLabel('Khalti ID').fill('9800000005');
  await page.getByLabel('MPIN').fill('1111');
  await page.getByLabel('OTP').fill('987654');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByText('Payment Successful!').waitFor({ timeout: 15_000 });
  const { order } = await graph(page, 'query ($id: ID!) { order(id: $id) { shortId } }', { id: orderId }, member.token);

  // Before delivery the rental has no due date yet.
  await page.goto('/account/rentals');
  const rental = page.getByRole('article', { name: book.title });
  await rental.getByText('Due date set on delivery').waitFor();

  // Staff pack, ship and deliver it.
  const desk = await newPage();
  const staff = desk.page;
  await signIn(staff, 'staff@pustak.np');
  await staff.goto('/staff/orders?step=PAID');
  await moveOrder(staff, order.shortId, 'Paid', 'Mark packed');
  await moveOrder(staff, order.shortId, 'Packed', 'Mark shipped');
  await moveOrder(staff, order.shortId, 'Shipped', 'Mark delivered');

  // The due date, from the delivery: in English, and in Nepali in Bikram Sambat.
  const rentalOf = async () => {
    const { rentals } = await graph(
      page,
      '{ rentals { items { book { id } rental { id state dueDate periodDays } } } }',
      {},
      member.token,
    );
    return rentals.items.find((c: { book: { id: string } }) => c.book.id === book.id).rental;
  };
  const mine = await rentalOf();
  expect(mine).toMatchObject({ state: 'ACTIVE', periodDays: 30 });
  await page.goto('/account/rentals');
  await rental.getByText(`Due ${englishDay(mine.dueDate)}`).waitFor();
  await rental.getByText(`Refund on time${rs(money.refund)}`).waitFor();
  const ready = (p: Page) => p.getByRole('article', { name: book.title }).locator('time').waitFor();
  await screenshotBothSizes(context, '/account/rentals', 'rental-journey-rentals', ready);
  await context.addCookies([{ name: 'pustak.lang', value: 'ne', url: baseUrl() }]);
  await page.goto('/account/rentals');
  const due = `फिर्ता मिति ${nepaliDay(mine.dueDate)}`;
  expect(due).toMatch(/^फिर्ता मिति [०-९]{1,2} \S+ [०-९]{4}$/);
  await rental.getByText(due).waitFor();
  expect(await rental.locator('time').textContent()).not.toMatch(/[0-9]/);
  await screenshotBothSizes(context, '/account/rentals', 'rental-journey-rentals-ne', ready);
  await context.addCookies([{ name: 'pustak.lang', value: 'en', url: baseUrl() }]);

  // Staff find it among the active rentals and mark it returned, undamaged.
  await staff.goto('/staff/rentals');
  await staff
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'Rentals' })
    .waitFor();
  const row = staff.getByRole('row').filter({ hasText: book.title });
  for (let tries = 0; tries < 100 && !(await row.count()); tries++) {
    const next = staff.getByRole('button', { name: 'Next page' });
    if ((await next.count()) && (await next.isEnabled())) await next.click();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(await row.textContent()).toContain(`Refund to come ${rs(money.refund)}`);
  expect(await row.textContent()).toContain(englishDay(mine.dueDate));
  await screenshotBothSizes(desk.context, '/staff/rentals?view=ACTIVE', 'rental-journey-staff-active', (p) =>
    p.getByRole('columnheader', { name: 'Money' }).waitFor(),
  );
  await row.getByRole('button', { name: 'Mark returned' }).click();
  const dialog = staff.getByRole('dialog', { name: `Mark ${book.title} returned` });
  await expect.poll(() => dialog.getByRole('button', { name: 'Mark returned' }).isDisabled()).toBe(true);
  await dialog.getByRole('radio', { name: 'Undamaged' }).check();
  await dialog.getByText(rs(money.refund)).waitFor();
  await dialog.getByRole('button', { name: 'Mark returned' }).click();
  await staff
    .getByRole('status')
    .getByText(`${book.title} is back from Sita Sharma: ${rs(money.refund)} is refunded.`)
    .waitFor();
  // It left the active rentals for the ended ones, with what was refunded.
  await expect.poll(() => row.count()).toBe(0);
  await staff.getByRole('button', { name: /^Ended/ }).click();
  await row.getByText('Returned', { exact: true }).waitFor();
  expect(await row.textContent()).toContain(`Refunded ${rs(money.refund)}`);
  await screenshotBothSizes(desk.context, '/staff/rentals?view=ENDED', 'rental-journey-staff-ended', (p) =>
    p.getByRole('row').filter({ hasText: book.title }).waitFor(),
  );

  // The member sees the refund on the rental and on the order.
  await page.goto('/account/rentals');
  await rental.getByText('Returned', { exact: true }).waitFor();
  expect(await rental.textContent()).toContain(`Refunded${rs(money.refund)}`);
  await page.goto(`/orders/${orderId}`);
  const refunds = page.locator('section', { has: page.getByRole('heading', { name: 'Refunds' }) });
  await refunds.getByText('Rental deposit, the book returned').waitFor();
  await refunds.getByText(rs(money.refund), { exact: true }).waitFor();
  const { order: after } = await graph(
    page,
    'query ($id: ID!) { order(id: $id) { refunds { amount cause } } }',
    { id: orderId },
    member.token,
  );
  expect(after.refunds).toEqual([{ amount: (money.refund / 100).toFixed(2), cause: 'RENTAL_RETURNED' }]);
  await desk.context.close();
  await context.close();
}, 240_000); // a dozen screens and 15 screenshots in two browsers
