/**
 * The back office's catalog (issue 34): staff reach it from the member menu, add a book with every
 * field, a cover and 3 copies, and at once it is on its page (with the uploaded cover), found by
 * search, and listed in the sitemap. Screenshots of the books section in English and Nepali. A
 * back-office address opened directly is never a blank screen while its code loads.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { holdCode, newPage, screenshotBothSizes, signIn, untilAlive, useBrowser } from './support/browser.js';
import { addBookInBackOffice, sitemapBookIds } from './support/backOffice.js';
import { graph } from './support/graph.js';

useBrowser();

it('staff add a book with a cover and 3 copies in the back office; it is on its page, in search and in the sitemap at once', async () => {
  const { page, context } = await newPage();
  await signIn(page, 'staff@pustak.np');

  // The member menu offers the back office to staff.
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Back office' }).click();
  await page.waitForURL('**/staff/orders');

  await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Books' }).click();
  await page.waitForURL('**/staff/books');
  await page.getByRole('columnheader', { name: 'Stock' }).waitFor();
  await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(10);

  const { id, title, author } = await addBookInBackOffice(page, 3);

  // Found in the back office's own list by its title, with its cover and 3 copies.
  await page.getByLabel('Search by title').fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await row.waitFor();
  expect(await row.getByRole('cell').nth(4).textContent()).toBe('3');
  expect(await row.locator('img').getAttribute('src')).toMatch(/\/media\/uploads\/book-covers\/[\w-]+\.webp$/);

  // The public page, search and sitemap show it at once.
  await page.goto(`/books/${id}`);
  await page.getByRole('heading', { name: title }).waitFor();
  const { book } = await graph(page, `query ($id: ID!) { book(id: $id) { stock coverImage author { name } } }`, { id });
  expect(book.stock).toBe(3);
  expect(book.author.name).toBe(author);
  expect(book.coverImage).toMatch(/\/media\/uploads\/book-covers\/[\w-]+\.webp$/);
  const cover = await page.request.get(book.coverImage);
  expect(cover.status()).toBe(200);
  expect(await sharp(await cover.body()).metadata()).toMatchObject({ format: 'webp', width: 600, height: 900 });
  expect(await page.locator(`img[src="${book.coverImage}"]`).count()).toBeGreaterThan(0);

  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title }).first().waitFor();

  expect(await sitemapBookIds(page.request)).toContain(id);

  await screenshotBothSizes(context, '/staff/books', 'staff-books', (p) =>
    p.getByRole('columnheader', { name: 'Stock' }).waitFor(),
  );
  await page.goto('/staff/books');
  await page.getByRole('button', { name: 'नेपाली', exact: true }).first().click();
  await page.waitForFunction(() => document.documentElement.lang === 'ne');
  await screenshotBothSizes(context, '/staff/books', 'staff-books-ne', (p) =>
    p.getByRole('columnheader', { name: 'मौज्दात' }).waitFor(),
  );
  // The language is the account's setting: back to English, as other journeys expect of staff.
  await page.getByRole('button', { name: 'English', exact: true }).first().click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await page.waitForLoadState('networkidle');
  await context.close();
});

it('the inbox lists contact messages for staff; the audit log is for admins, who see each change with before and after', async () => {
  const { page, context } = await newPage();
  const subject = `Delivery to Bhaktapur ${randomBytes(3).toString('hex')}`;
  await graph(
    page,
    `mutation ($s: String!) { sendContactMessage(input: { name: "Hari Shrestha", email: "hari@example.com", subject: $s, message: "Do you deliver to Bhaktapur?" }) { message } }`,
    { s: subject },
  );
  await signIn(page, 'staff@pustak.np');
  await page.goto('/staff/inbox');
  await page
    .getByRole('row')
    .filter({ hasText: subject })
    .getByRole('button', { name: `Reply to ${subject}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reply to Hari Shrestha' });
  await dialog.getByLabel('Your reply (sent by email)').fill('Yes, Bhaktapur is one of our delivery districts.');
  await dialog.getByRole('button', { name: 'Reply' }).click();
  await page.getByRole('row').filter({ hasText: subject }).getByText('Answered').waitFor();

  await page.goto('/staff/audit');
  await page.getByText('Only Pustak administrators can read the audit log').waitFor();

  const admin = await newPage();
  await signIn(admin.page, 'admin@pustak.np');
  await admin.page.goto('/staff/audit');
  const entry = admin.page.getByRole('row').filter({ hasText: 'contact_message.reply' }).first();
  await entry.waitFor();
  expect(await entry.textContent()).toContain('staff@pustak.np');
  expect(await entry.textContent()).toContain('Yes, Bhaktapur is one of our delivery districts.');
  await admin.context.close();
  await context.close();
});

it('a back-office address opened directly shows the header and a skeleton while the back office’s code loads', async () => {
  const { page, context } = await newPage();
  await signIn(page, 'staff@pustak.np');
  const release = await holdCode(page, /\/assets\/StaffLayout-[^/]+\.js$/);
  await page.goto('/staff/orders');
  // Alive, the back office's frame not yet in: the header and the screen's skeleton, not nothing.
  await untilAlive(page);
  await page.locator('header.app-header').waitFor();
  await page.locator('#root [role="status"][aria-busy="true"]').waitFor();
  release();
  await page.getByRole('heading', { name: 'Back office' }).waitFor();
  expect(await page.locator('#root [role="status"][aria-busy="true"]').count()).toBe(0);
  await context.close();
});
