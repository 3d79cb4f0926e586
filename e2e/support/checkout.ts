/**
 * The way from the cart to a wallet's payment screen (issue 34 item 6): 'Proceed to Checkout' takes
 * the selected lines to /checkout, where the member's default address is chosen; the wallet is
 * chosen there and Place Order opens the order's payment screen with that wallet preselected.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export type Wallet = 'Khalti wallet' | 'eSewa wallet';

/**
 * From the cart: checks out the selected lines with `wallet`; answers the new order's id.
 * `atCheckout` runs once the checkout screen is up, before anything is chosen on it.
 */
export async function checkOutToPayment(
  page: Page,
  wallet: Wallet = 'Khalti wallet',
  atCheckout?: (page: Page) => Promise<void>,
): Promise<string> {
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.has('items'));
  await page.getByRole('heading', { name: 'Billing details' }).waitFor();
  await atCheckout?.(page);
  const choice = page.getByRole('radio', { name: new RegExp(wallet) });
  await choice.click();
  await expect.poll(() => choice.getAttribute('aria-checked')).toBe('true');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/payment\/[0-9a-f-]{36}\?provider=(KHALTI|ESEWA)$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}
