/**
 * Paying with eSewa in the browser: the payment screen offers Khalti and eSewa; eSewa posts the
 * signed form to the built-in eSewa sandbox, whose page takes eSewa's test login and returns the
 * payer to the same verification screen Khalti uses. A cancel there offers 'Pay again', which
 * posts a fresh form; the order ends Paid.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, newPage, screenshot, screenshotBothSizes, signIn, useBrowser } from './support/browser.js';
import { checkOutToPayment } from './support/checkout.js';
import { graph } from './support/graph.js';
import { newMember } from './support/members.js';

useBrowser();

/** A new member with a Home address and one book in the cart, made through the graph. */
async function shopper(page: Page) {
  const { email, token } = await newMember(page, {
    firstName: 'Hari',
    lastName: 'Karki',
    prefix: 'esewa',
    dateOfBirth: '1992-06-01',
  });
  await graph(
    page,
    `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Hari Karki", addressLine1: "Baneshwor 10", city: "Kathmandu", phone: "9841234567", district: "Kathmandu" }) { id } }`,
    {},
    token,
  );
  const { books } = await graph(
    page,
    `{ books(page: 4, filter: { formats: ["Paperback", "Hardcover"], ordering: TITLE_ASC }) { items { id stock } } }`,
  );
  const pick = books.items.filter((b: { stock: number }) => b.stock > 5)[randomBytes(1)[0]! % 5];
  await graph(page, `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: pick.id }, token);
  return { email };
}

/** From the cart through checkout (eSewa chosen there) to the payment screen, eSewa preselected. */
async function chooseEsewa(page: Page) {
  await page.goto('/cart');
  const orderId = await checkOutToPayment(page, 'eSewa wallet');
  const khalti = page.getByRole('radio', { name: /Khalti wallet/ });
  const esewa = page.getByRole('radio', { name: /eSewa wallet/ });
  await expect.poll(() => esewa.getAttribute('aria-checked')).toBe('true');
  expect(await khalti.getAttribute('aria-checked')).toBe('false');
  return orderId;
}

async function payInSandbox(page: Page, name?: string) {
  await page.waitForURL(/\/esewa-sandbox\/api\/epay\/main\/v2\/form$/);
  if (name) await screenshot(page, name);
  await page.getByLabel('eSewa ID').fill('9806800001');
  await page.getByLabel('Password').fill('Nepal@123');
  await page.getByLabel('Token').fill('123456');
  await page.getByRole('button', { name: 'Pay' }).click();
}

describe('Paying with eSewa', () => {
  it('chooses eSewa, pays in the eSewa sandbox, verifies on the shared screen; the order shows Paid', async () => {
    const { page, context } = await newPage(PHONE);
    const { email } = await shopper(page);
    await signIn(page, email);
    const orderId = await chooseEsewa(page);
    await screenshot(page, 'payment-esewa');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    await payInSandbox(page, 'esewa-sandbox');
    await page.waitForURL(/\/payments\/verify-esewa\?data=/);
    await page.getByText('Payment Successful!').waitFor({ timeout: 15_000 });
    await page.getByText('Your order has been confirmed.').waitFor();
    await page.goto(`/orders/${orderId}`);
    await page.getByText('Paid', { exact: true }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Pay Now' }).count()).toBe(0);
    await context.close();
  });

  it('a cancel at eSewa fails verification; Pay again posts a new form and the order completes', async () => {
    const { page, context } = await newPage();
    const { email } = await shopper(page);
    await signIn(page, email);
    const orderId = await chooseEsewa(page);
    await screenshotBothSizes(context, page.url(), 'payment-wallets', (p) =>
      p.getByRole('radio', { name: /eSewa wallet/ }).waitFor(),
    );
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/esewa-sandbox\//);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.waitForURL(/\/payments\/verify-esewa\?purchase_order_id=/);
    await page.getByRole('heading', { name: 'Payment Verification Failed' }).waitFor({ timeout: 15_000 });
    await page.getByText('Payment verification failed: the payment was cancelled').waitFor();
    await page.getByRole('button', { name: 'Pay again' }).click();
    await payInSandbox(page);
    await page.getByText('Payment Successful!').waitFor({ timeout: 15_000 });
    await page.goto(`/orders/${orderId}`);
    await page.getByText('Paid', { exact: true }).first().waitFor();
    await context.close();
  });
});
