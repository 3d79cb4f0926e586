import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readGatewayConfig } from '../gateway/src/config.js';
import { buildGateway } from '../gateway/src/server.js';
import { readConfig } from '../rest/src/config.js';
import { startRest, type RunningRest } from '../rest/src/server.js';
import { PHONE, newPage, screenshotBothSizes, signIn, useBrowser } from './support/browser.js';
import { checkOutToPayment } from './support/checkout.js';
import { graph } from './support/graph.js';
import { newMember } from './support/members.js';

useBrowser();

/** A new member with a Home address and two books in the cart, made through the graph. */
async function shopper(page: Page) {
  const { email, token } = await newMember(page, {
    firstName: 'Maya',
    lastName: 'Thapa',
    prefix: 'shopper',
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
    `{ books(page: 3, filter: { formats: ["Paperback", "Hardcover"], ordering: TITLE_ASC }) { items { id title price stock } } }`,
  );
  const picks = books.items.filter((b: { stock: number }) => b.stock > 5).slice(0, 2);
  for (const b of picks)
    await graph(page, `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: b.id }, token);
  return { email, token, picks };
}

describe('Cart, checkout, payment and orders', () => {
  it('edits the cart: rent forces quantity 1 and 15 days, quantity steps, validation messages', async () => {
    const { page, context } = await newPage();
    const { email, picks } = await shopper(page);
    await signIn(page, email);
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Your Shopping Cart' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    // Lines start selected; untick them all to see the validation message.
    await page.getByRole('checkbox', { name: 'Select all items' }).uncheck();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByText('Please select at least one item to checkout').waitFor();

    // Switch the first to rent: quantity locks to 1 and the period to 15 days.
    await page.getByLabel(`Buy or rent ${picks[0].title}`).first().click();
    await page.getByRole('option', { name: 'Rent' }).click();
    const rented = page.getByLabel(`Quantity of ${picks[0].title}`);
    await expect.poll(() => rented.inputValue()).toBe('1');
    expect(await rented.isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByLabel(`Rental period for ${picks[0].title}`).first().inputValue())
      .toBe('15 days');
    // Change the other's quantity.
    const bought = page.getByLabel(`Quantity of ${picks[1].title}`);
    await page.getByRole('button', { name: 'Increase quantity' }).nth(1).click();
    await expect.poll(() => bought.inputValue()).toBe('2');
    // Shipping appears only once something is selected.
    const summary = page.locator('.mantine-Card-root').filter({ hasText: 'Order Summary' });
    expect(await summary.getByText('Rs 0.00').count()).toBe(3);
    await page.getByLabel(`Select ${picks[0].title}`).check();
    await summary.getByText('Rs 100.00').waitFor();
    const rentTotal = Math.round(Number(picks[0].price) * 100) / 100;
    const expected = `Rs ${(rentTotal + 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await summary.getByText(expected).waitFor();
    await screenshotBothSizes(context, '/cart', 'cart', (p) =>
      p.getByRole('heading', { name: 'Your Shopping Cart' }).waitFor(),
    );
    await page.getByRole('button', { name: `Remove ${picks[1].title}` }).click();
    await page.getByText('Item removed from cart').waitFor();
    await page.getByRole('link', { name: 'Cart, 1 items' }).waitFor();
    await context.close();
  });

  it('orders selected lines, pays in the Khalti sandbox and verifies; the order shows completed', async () => {
    const { page, context } = await newPage(PHONE);
    const { email, picks } = await shopper(page);
    await signIn(page, email);
    await page.goto('/cart');
    await page.getByLabel(`Select ${picks[1].title}`).uncheck();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    // Checkout: the selected line only, the default address chosen, Khalti first; Place Order.
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByRole('heading', { name: 'Billing details' }).waitFor();
    const order = page.locator('.mantine-Card-root').filter({ hasText: 'Your order' });
    await order.getByText(picks[0].title).waitFor();
    expect(await order.getByText(picks[1].title).count()).toBe(0);
    expect(await page.getByRole('radio', { name: /^Home/ }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('radio', { name: /Khalti wallet/ }).getAttribute('aria-checked')).toBe('true');
    await screenshotBothSizes(context, page.url(), 'checkout', (p) =>
      p.getByRole('button', { name: 'Place Order' }).waitFor(),
    );
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/payment\/[0-9a-f-]{36}\?provider=KHALTI$/);
    await page.getByText(/^Order #[0-9a-f]{8}$/).waitFor();
    await page.getByText('Ship to Maya Thapa (Home)').waitFor();
    const shortId = await page.getByText(/^Order #[0-9a-f]{8}$/).textContent();
    const toPay = await page.getByText('Total amount').locator('xpath=following-sibling::*[1]').textContent();
    expect(toPay).toMatch(/^Rs [\d,]+\.\d{2}$/);
    await screenshotBothSizes(context, page.url(), 'payment', (p) =>
      p.getByRole('button', { name: 'Proceed to Payment' }).waitFor(),
    );
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    await page.waitForURL(/\/khalti-sandbox\/pay\?pidx=/);
    await page.getByLabel('Khalti ID').fill('9800000001');
    await page.getByLabel('MPIN').fill('1111');
    await page.getByLabel('OTP').fill('987654');
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/payments\/verify-khalti\?/);
    await page.getByText('Payment Successful!').waitFor({ timeout: 15_000 });
    await page.getByText('Your order has been confirmed.').waitFor();
    // What was paid for: the order's number, its book and the amount the payment screen asked.
    await page.getByText(shortId!, { exact: true }).waitFor();
    await page.getByText(picks[0].title).waitFor();
    expect(await page.getByText('Amount paid').locator('xpath=following-sibling::*[1]').textContent()).toBe(toPay);
    await screenshotBothSizes(context, page.url(), 'payment-successful', (p) => p.getByText('Amount paid').waitFor());
    await page.getByRole('link', { name: 'Cart, 1 items' }).waitFor();
    const orderUrl = new URL(page.url()).searchParams.get('purchase_order_id');
    // The paid order's payment screen says so, offers no wallet, and leads to the order.
    await page.goto(`/payment/${orderUrl}`);
    await page.getByText('This order is paid').waitFor();
    expect(await page.getByRole('button', { name: 'Proceed to Payment' }).count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    await page.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL((url) => url.pathname === `/orders/${orderUrl}`);
    await page.goto(`/orders/${orderUrl}`);
    await page.getByText('Paid', { exact: true }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Pay Now' }).count()).toBe(0);
    await screenshotBothSizes(context, `/orders/${orderUrl}`, 'order', (p) => p.getByText(/^Order #/).waitFor());
    await context.close();
  });

  it('cash on delivery through checkout: the order is Confirmed at once, with its notes, and its line leaves the cart', async () => {
    const { page, context } = await newPage(PHONE);
    const { email, token, picks } = await shopper(page);
    await signIn(page, email);
    await page.goto('/cart');
    await page.getByLabel(`Select ${picks[1].title}`).uncheck();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const cash = page.getByRole('radio', { name: /Cash on delivery/ });
    await cash.click();
    await expect.poll(() => cash.getAttribute('aria-checked')).toBe('true');
    await page.getByLabel('Order notes (optional)').fill('Please call before coming.');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    await page.getByText('Confirmed (cash on delivery)').first().waitFor();
    expect(await page.getByRole('link', { name: 'Pay Now' }).count()).toBe(0);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const { order } = await graph(
      page,
      `query ($id: ID!) { order(id: $id) { status paymentMethod notes items { book { id } } } }`,
      { id: orderId },
      token,
    );
    expect(order).toEqual({
      status: 'CONFIRMED',
      paymentMethod: 'CASH_ON_DELIVERY',
      notes: 'Please call before coming.',
      items: [{ book: { id: picks[0].id } }],
    });
    await page.getByRole('link', { name: 'Cart, 1 items' }).waitFor();
    await context.close();
  });

  it('a cancelled payment fails verification with a retry; the pending order, paid later, turns Paid live in another tab', async () => {
    const { page, context } = await newPage();
    const { email, picks } = await shopper(page);
    await signIn(page, email);
    await page.goto('/cart');
    await page.getByLabel(`Select ${picks[0].title}`).uncheck();
    await checkOutToPayment(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/khalti-sandbox\/pay/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Payment Verification Failed' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Retry Verification' }).waitFor();
    await screenshotBothSizes(context, page.url(), 'verify-failed', (p) =>
      p.getByRole('heading', { name: 'Payment Verification Failed' }).waitFor(),
    );
    const orderId = new URL(page.url()).searchParams.get('purchase_order_id');
    await page.goto(`/orders/${orderId}`);
    await page.getByText('Pending').first().waitFor();
    // A second tab keeps the pending order open; it must turn Paid by itself (orderChanged).
    const watcher = await context.newPage();
    await watcher.goto(`/orders/${orderId}`);
    await watcher.getByText('Pending').first().waitFor();
    await watcher.evaluate(() => Object.assign(window, { notReloaded: true }));
    // Pay Now on the pending order, and this time pay.
    await page.getByRole('link', { name: 'Pay Now' }).click();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/khalti-sandbox\/pay/);
    await page.getByLabel('Khalti ID').fill('9800000002');
    await page.getByLabel('MPIN').fill('1111');
    await page.getByLabel('OTP').fill('987654');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByText('Payment Successful!').waitFor({ timeout: 15_000 });
    await watcher.getByText('Paid', { exact: true }).first().waitFor();
    expect(await watcher.getByRole('link', { name: 'Pay Now' }).count()).toBe(0);
    expect(await watcher.evaluate(() => 'notReloaded' in window)).toBe(true);
    await page.goto(`/orders/${orderId}`);
    await page.getByText('Paid', { exact: true }).first().waitFor();
    await context.close();
  });

  it('an empty cart says so, and checkout sends back to the cart', async () => {
    const { page, context } = await newPage(PHONE);
    await signIn(page, 'yuki@pustak.np');
    await page.goto('/cart');
    await page.getByText('Your cart is empty', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/books');
    await page.goto('/checkout');
    await page.waitForURL((url) => url.pathname === '/cart');
    expect(page.url()).toBe(new URL('/cart', page.url()).href);
    await page.getByText('Your cart is empty', { exact: true }).waitFor();
    expect(await page.getByText('Place Order').count()).toBe(0);
    await context.close();
  });
});

describe('An order not paid within its hold (a system of its own, with a 3-second hold)', () => {
  let rest: RunningRest | undefined;
  let gateway: FastifyInstance | undefined;
  let dataDir = '';
  let origin = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-e2e-hold-'));
    rest = await startRest(
      { ...readConfig({ ORDER_HOLD_MINUTES: '0.05' }), port: 0, dataDir, logLevel: 'warn' },
      { logger: false, publicUrlFromPort: true, mailer: { send: async () => {} } },
    );
    gateway = await buildGateway(readGatewayConfig({ REST_URL: `${rest.url}/api`, LOG_LEVEL: 'silent' }));
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    const address = gateway.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 120_000);
  afterAll(async () => {
    await gateway?.close();
    await rest?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("shows 'Cancelled' with its reason and no 'Pay Now' in the orders list, the detail and the payment screen", async () => {
    const { page, context } = await newPage(undefined, origin);
    const { email, token, picks } = await shopper(page);
    const { cart, shippingAddresses } = await graph(
      page,
      `{ cart { items { id } } shippingAddresses { id } }`,
      {},
      token,
    );
    const { createOrder: order } = await graph(
      page,
      `mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a) { id shortId } }`,
      { i: [cart.items[0].id], a: shippingAddresses[0].id },
      token,
    );
    await signIn(page, email);
    await page.waitForTimeout(3300);

    await page.goto('/account/orders');
    const row = page.getByRole('article', { name: `Order #${order.shortId}` });
    await row.getByText('Cancelled', { exact: true }).waitFor();
    await row.getByText('Cancelled: Not paid within 3 seconds').waitFor();
    expect(await row.getByRole('link', { name: 'Pay Now' }).count()).toBe(0);

    await page.goto(`/orders/${order.id}`);
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    await page.getByText('Not paid within 3 seconds. Its books went back to stock.').waitFor();
    expect(await page.getByRole('link', { name: 'Pay Now' }).count()).toBe(0);
    expect((await graph(page, `{ book(id: "${picks[0].id}") { stock } }`)).book.stock).toBe(picks[0].stock);

    await page.goto(`/payment/${order.id}`);
    await page.getByText('This order was cancelled').waitFor();
    expect(await page.getByRole('button', { name: 'Proceed to Payment' }).isDisabled()).toBe(true);

    await screenshotBothSizes(context, `/orders/${order.id}`, 'order-cancelled', (p) =>
      p.getByText('Not paid within 3 seconds. Its books went back to stock.').waitFor(),
    );
    await screenshotBothSizes(context, '/account/orders', 'orders-cancelled', (p) =>
      p.getByText('Cancelled: Not paid within 3 seconds').waitFor(),
    );
    await context.close();
  });
});
