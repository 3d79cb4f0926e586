/**
 * Digital copies delivered (issue 35, item 4): staff add an eBook and upload its file (through the
 * gateway's streaming route, as the back office's form does); a member buys it in the browser
 * (checkout asks no address), pays in the Khalti sandbox, and downloads it from My library: the
 * bytes are the uploaded file. Another member gets 403 for the same link. A rented eBook's link
 * is refused once the store's clock (TEST_CLOCK, POST /test/clock/) moves past the rental's end.
 * Screenshots of My library at 1280, 1536 and 390 px, in English and Nepali.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { baseUrl, DESKTOP, newPage, screenshotBothSizes, signIn, useBrowser } from './support/browser.js';
import { graph } from './support/graph.js';
import { newMember } from './support/members.js';

useBrowser();

const DAY_MS = 24 * 60 * 60_000;

async function staffToken(page: Page): Promise<string> {
  const { login } = await graph(page, `mutation { login(email: "staff@pustak.np", password: "pustak123") { token } }`);
  return login.token;
}

/** Pays an order in the Khalti sandbox as its form does, and verifies it through the graph. */
async function payThroughGraph(page: Page, orderId: string, token: string) {
  const { createPayment } = await graph(
    page,
    `mutation ($id: ID!) { createPayment(orderId: $id) { paymentUrl pidx } }`,
    { id: orderId },
    token,
  );
  const paid = await fetch(new URL('pay', createPayment.paymentUrl), {
    method: 'POST',
    body: new URLSearchParams({
      pidx: createPayment.pidx,
      khalti_id: '9800000004',
      mpin: '1111',
      otp: '987654',
      action: 'pay',
    }),
    redirect: 'manual',
  });
  await graph(
    page,
    `mutation ($q: String!) { verifyPayment(provider: KHALTI, returnQuery: $q) { success } }`,
    { q: new URL(paid.headers.get('location')!).search },
    token,
  );
}

const download = (url: string, token?: string) =>
  fetch(`${baseUrl()}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

it('buys an eBook, downloads the uploaded bytes from My library; another member gets 403; a rental’s link ends with it', async () => {
  const { page, context } = await newPage(DESKTOP);
  await page.goto('/');
  const staff = await staffToken(page);
  const title = `Digital Ledger ${randomBytes(3).toString('hex')}`;
  const { genres } = await graph(page, `{ genres { id } }`);
  const { authors } = await graph(page, `{ authors { items { id } } }`);
  const { staffCreateBook: book } = await graph(
    page,
    `mutation ($i: StaffBookInput!) { staffCreateBook(input: $i) { id } }`,
    {
      i: {
        title,
        authorId: authors.items[0].id,
        price: '320',
        format: 'eBook',
        language: 'English',
        description: 'An eBook for the library journey.',
        genreIds: [genres[0].id],
        stock: 20,
      },
    },
    staff,
  );
  const uploaded = Buffer.from(`%PDF-1.4\n% ${title}\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n`);
  const upload = await page.request.post(`/staff/books/${book.id}/file`, {
    headers: { authorization: `Bearer ${staff}` },
    multipart: { file: { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: uploaded } },
  });
  expect(upload.status(), await upload.text()).toBe(200);

  // The member buys it in the browser: checkout asks no address and says where the copy goes.
  const member = await newMember(page, { prefix: 'library' });
  await graph(page, `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id: book.id }, member.token);
  await signIn(page, member.email);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await page.getByText('No address needed').waitFor();
  expect(await page.getByRole('radio', { name: /Cash on delivery/i }).count()).toBe(0);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/payment\/[0-9a-f-]{36}\?provider=KHALTI$/);
  await page.getByText('eBooks and audiobooks: they will be in My library once paid.').waitFor();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL(/\/khalti-sandbox\/pay\?pidx=/);
  await page.getByLabel('Khalti ID').fill('9800000004');
  await page.getByLabel('MPIN').fill('1111');
  await page.getByLabel('OTP').fill('987654');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByText('Payment Successful!').waitFor({ timeout: 15_000 });

  // My library: the book, bought, and its download is the uploaded file.
  await page.goto('/account/library');
  const row = page.getByRole('article', { name: title });
  await row.getByText('Bought: yours to keep').waitFor();
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download ${title}` }).click(),
  ]);
  expect(saved.suggestedFilename()).toBe(`${title}.pdf`);
  expect((await readFile((await saved.path())!)).equals(uploaded)).toBe(true);

  // The same link is the member's alone.
  const { libraryDownloadLink: link } = await graph(
    page,
    `mutation ($id: ID!) { libraryDownloadLink(bookId: $id) { url } }`,
    { id: book.id },
    member.token,
  );
  expect((await download(link.url, member.token)).status).toBe(200);
  const other = await newMember(page, { prefix: 'library' });
  const refused = await download(link.url, other.token);
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({ success: false, message: 'This link is not yours.' });

  // A rented eBook (a seeded one, with its sample file): downloadable until the rental ends.
  const { books } = await graph(
    page,
    `{ books(page: 2, filter: { formats: ["eBook"], ordering: TITLE_ASC }) { items { id title stock } } }`,
  );
  const rented = books.items.find((b: { stock: number }) => b.stock > 3);
  const { addToCart: line } = await graph(
    page,
    `mutation ($id: ID!) { addToCart(bookId: $id, purchaseType: RENT, rentalPeriod: DAYS_15) { id } }`,
    { id: rented.id },
    member.token,
  );
  const { createOrder } = await graph(
    page,
    `mutation ($i: [ID!]!) { createOrder(itemIds: $i) { id } }`,
    { i: [line.id] },
    member.token,
  );
  await payThroughGraph(page, createOrder.id, member.token);
  const { libraryDownloadLink: rentalLink } = await graph(
    page,
    `mutation ($id: ID!) { libraryDownloadLink(bookId: $id) { url } }`,
    { id: rented.id },
    member.token,
  );
  const sample = await download(rentalLink.url, member.token);
  expect(sample.status).toBe(200);
  expect(Buffer.from(await sample.arrayBuffer()).toString('latin1')).toMatch(/^%PDF-[\s\S]*Sample/);
  await page.goto('/account/library');
  await page
    .getByRole('article', { name: rented.title })
    .getByText(/^Rented until /)
    .waitFor();

  // Screenshots while both are there, in English and in Nepali.
  const ready = (p: Page) => p.getByRole('article', { name: title }).waitFor();
  await screenshotBothSizes(context, '/account/library', 'library', ready);
  await context.addCookies([{ name: 'pustak.lang', value: 'ne', url: baseUrl() }]);
  await screenshotBothSizes(context, '/account/library', 'library-ne', ready);
  await context.addCookies([{ name: 'pustak.lang', value: 'en', url: baseUrl() }]);

  // Past the rental's 15 days the link is refused, and the book leaves My library.
  const moved = await fetch(`${inject('restUrl')}/test/clock/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_ms: 16 * DAY_MS }),
  });
  expect(moved.status).toBe(200);
  const ended = await download(rentalLink.url, member.token);
  expect(ended.status).toBe(403);
  expect((await ended.json()).message).toBe('Your rental of this book has ended, so it can no longer be downloaded.');
  await page.goto('/account/library');
  await page.getByRole('article', { name: title }).waitFor();
  expect(await page.getByRole('article', { name: rented.title }).count()).toBe(0);
});
