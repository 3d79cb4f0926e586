/**
 * Refunds in the browser (issue 35): a member's cancelled Khalti order shows its refund made to
 * Khalti; a payment that bought nothing shows its refund on its way. Staff see both in the back
 * office's Refunds section, a tab per state, and record a refund made by hand (eSewa). Screenshots at phone and desktop widths, English and
 * Nepali.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newPage, screenshotBothSizes, signIn, useBrowser } from './support/browser.js';
import { graph } from './support/graph.js';
import { newMember } from './support/members.js';

useBrowser();

const ADDRESS = `mutation { createShippingAddress(input: { addressName: "Patan flat", fullName: "Sita Sharma", addressLine1: "Jhamsikhel Road 21", city: "Lalitpur", phone: "9841234567", district: "Lalitpur" }) { id } }`;

const PRINTED = /^(Paperback|Hardcover)$/;

/** A wallet order of one printed book from catalog page 9 (the `index`th with stock to spare), and its cancel. */
async function walletOrder(page: Page, token: string, index: number) {
  const { books } = await graph(
    page,
    `{ books(page: 9, filter: { ordering: TITLE_ASC }) { items { id stock format } } }`,
  );
  // A printed copy: a digital one is delivered once paid, and a delivered order cannot be cancelled.
  const printed = books.items.filter((b: { stock: number; format: string }) => b.stock > 5 && PRINTED.test(b.format));
  const book = printed[index];
  const { createShippingAddress: address } = await graph(page, ADDRESS, {}, token);
  const line = await graph(page, `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: book.id }, token);
  const { createOrder } = await graph(
    page,
    `mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a) { id shortId } }`,
    { i: [line.addToCart.id], a: address.id },
    token,
  );
  const cancel = () =>
    graph(page, `mutation ($id: ID!) { cancelOrder(id: $id) { id } }`, { id: createOrder.id }, token);
  return { order: createOrder as { id: string; shortId: string }, cancel };
}

/** A wallet order with its Khalti payment started; `pay` pays it in the Khalti sandbox. */
async function khaltiOrder(page: Page, token: string, index: number) {
  const { order, cancel } = await walletOrder(page, token, index);
  const { createPayment } = await graph(
    page,
    `mutation ($id: ID!) { createPayment(orderId: $id) { paymentUrl pidx } }`,
    { id: order.id },
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
  return { order, pay, cancel };
}

/** eSewa's published test login, which the sandbox takes (rest/test/esewa-checkout.ts). */
const ESEWA_LOGIN = { esewa_id: '9806800001', password: 'Nepal@123', token: '123456' };

/** A wallet order paid with eSewa: its signed form posted to the sandbox, and Pay pressed there, as a browser does. */
async function esewaPaidOrder(page: Page, token: string) {
  const { order, cancel } = await walletOrder(page, token, 2);
  const { createPayment } = await graph(
    page,
    `mutation ($id: ID!) { createPayment(orderId: $id, provider: ESEWA) { form { action fields { name value } } } }`,
    { id: order.id },
    token,
  );
  const { action, fields } = createPayment.form as { action: string; fields: { name: string; value: string }[] };
  const form = Object.fromEntries(fields.map((f) => [f.name, f.value]));
  expect((await page.request.post(action, { form })).status()).toBe(200);
  const paid = await page.request.post(new URL('pay', action).toString(), {
    form: { transaction_uuid: form.transaction_uuid!, ...ESEWA_LOGIN, action: 'pay' },
    maxRedirects: 0,
  });
  const { verifyPayment } = await graph(
    page,
    `mutation ($q: String!) { verifyPayment(provider: ESEWA, returnQuery: $q) { success } }`,
    { q: new URL(paid.headers().location!).search },
    token,
  );
  expect(verifyPayment.success).toBe(true);
  return { order, cancel };
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
  // The language is kept on the account: the shared staff account goes back to English for the others.
  await desk.getByRole('button', { name: 'English', exact: true }).first().click();
  await desk.waitForFunction(() => document.documentElement.lang === 'en');
  await desk.waitForLoadState('networkidle');
});

it('staff record a refund the store made by hand, and the member sees it refunded by the store', async () => {
  const { page } = await newPage();
  const member = await newMember(page, { prefix: 'esewa-refund' });
  // eSewa has no refund API: a cancelled eSewa order is owed back by the store, by hand.
  const { order, cancel } = await esewaPaidOrder(page, member.token);
  await cancel();

  const { page: desk } = await newPage();
  await signIn(desk, 'staff@pustak.np');
  // The desk's language is saved with the account: the test before may have left it in Nepali.
  await desk.goto('/staff/refunds?state=PENDING');
  await desk.getByRole('heading', { level: 1 }).waitFor();
  if ((await desk.evaluate(() => document.documentElement.lang)) !== 'en') {
    await desk.getByRole('button', { name: 'English', exact: true }).first().click();
    await desk.waitForFunction(() => document.documentElement.lang === 'en');
  }
  const row = desk.getByRole('row').filter({ hasText: `#${order.shortId}` });
  await row.getByText('By hand (eSewa)').waitFor();
  await row.getByRole('button', { name: 'Record' }).click();
  const dialog = desk.getByRole('dialog', { name: `Record the refund of order #${order.shortId}` });
  const submit = dialog.getByRole('button', { name: 'Record as refunded' });
  // A reference is what makes it recorded: blank (or only spaces) cannot be sent.
  await dialog.getByLabel('Reference').fill('   ');
  expect(await submit.isDisabled()).toBe(true);
  await dialog.getByLabel('Reference').fill('ESW-RF-2026-118');
  await submit.click();
  // Said where assistive technology announces it, and the refund leaves the to-do list.
  await desk.getByRole('status').getByText(`The refund of order #${order.shortId} is recorded.`).waitFor();
  await expect.poll(() => row.count()).toBe(0);
  await desk.goto('/staff/refunds?state=REFUNDED');
  await row.getByText('Reference ESW-RF-2026-118').waitFor();

  await signIn(page, member.email);
  await page.goto(`/orders/${order.id}`);
  await page.getByText(/^Refunded by the store \(eSewa\) on /).waitFor();
});
