/**
 * Refunds in the browser (issue 35): a member's cancelled Khalti order shows its refund made to
 * Khalti; a payment that bought nothing shows its refund on its way. Staff see both in the back
 * office's Refunds section, a tab per state. Screenshots at phone and desktop widths, English and
 * Nepali.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newPage, screenshotBothSizes, signIn, useBrowser } from './support/browser.js';
import { graph } from './support/graph.js';
import { newMember } from './support/members.js';

useBrowser();

const ADDRESS = `mutation { createShippingAddress(input: { addressName: "Patan flat", fullName: "Sita Sharma", addressLine1: "Jhamsikhel Road 21", city: "Lalitpur", phone: "9841234567", district: "Lalitpur" }) { id } }`;

/** A wallet order of one book from catalog page 9, with its Khalti payment started. */
async function khaltiOrder(page: Page, token: string, index: number) {
  const { books } = await graph(page, `{ books(page: 9, filter: { ordering: TITLE_ASC }) { items { id stock } } }`);
  const book = books.items.filter((b: { stock: number }) => b.stock > 5)[index];
  const { createShippingAddress: address } = await graph(page, ADDRESS, {}, token);
  const line = await graph(page, `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: book.id }, token);
  const { createOrder } = await graph(
    page,
    `mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a) { id shortId } }`,
    { i: [line.addToCart.id], a: address.id },
    token,
  );
  const { createPayment } = await graph(
    page,
    `mutation ($id: ID!) { createPayment(orderId: $id) { paymentUrl pidx } }`,
    { id: createOrder.id },
    token,
  );
  const pay = async () => {
    const paid = await page.request.post(new URL('pay', createPayment.paymentUrl).toString(), {
      form: { pidx: createPayment.pidx, khalti_id: '9800000000', mpin: '1111', otp: '987654', action: 'pay' },
      maxRedirects: 0,
    });
    const back = new URL(paid.headers().location!).search;
    await graph(
      page,
      `mutation ($q: String!) { verifyPayment(provider: KHALTI, returnQuery: $q) { status } }`,
      { q: back },
      token,
    );
  };
  const cancel = () =>
    graph(page, `mutation ($id: ID!) { cancelOrder(id: $id) { id } }`, { id: createOrder.id }, token);
  return { order: createOrder as { id: string; shortId: string }, pay, cancel };
}

it('a member sees each refund of their order in words; staff see refunds by state', async () => {
  const { page, context } = await newPage();
  const member = await newMember(page, { prefix: 'refund' });
  // Paid, then cancelled: refunded to Khalti by the store's job.
  const refunded = await khaltiOrder(page, member.token, 0);
  await refunded.pay();
  await refunded.cancel();
  // Cancelled, then paid: a payment that bought nothing, sent at the job's next turn.
  const owed = await khaltiOrder(page, member.token, 1);
  await owed.cancel();
  await owed.pay();

  await signIn(page, member.email);
  await page.goto(`/orders/${refunded.order.id}`);
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Refunds' }) });
  await expect.poll(() => section.getByText(/^Refunded to Khalti on /).count(), { timeout: 10_000 }).toBe(1);
  await screenshotBothSizes(context, `/orders/${refunded.order.id}`, 'order-refunded', (p) =>
    p.getByText(/^Refunded to Khalti on /).waitFor(),
  );
  await page.goto(`/orders/${owed.order.id}`);
  await page.getByText(/Refund on its way to your Khalti wallet|Refunded to Khalti on /).waitFor();

  const { page: desk, context: deskContext } = await newPage();
  await signIn(desk, 'staff@pustak.np');
  await desk.goto('/staff/refunds?state=REFUNDED');
  await desk
    .getByRole('row')
    .filter({ hasText: `#${refunded.order.shortId}` })
    .waitFor();
  await screenshotBothSizes(deskContext, '/staff/refunds?state=REFUNDED', 'staff-refunds', (p) =>
    p.getByRole('columnheader', { name: 'Amount' }).waitFor(),
  );
  await desk.getByRole('button', { name: 'नेपाली', exact: true }).first().click();
  await screenshotBothSizes(deskContext, '/staff/refunds?state=REFUNDED', 'staff-refunds-ne', (p) =>
    p.getByRole('columnheader', { name: 'रकम' }).waitFor(),
  );
});
