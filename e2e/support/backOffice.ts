/**
 * Staff's steps in the back office that several journeys take: adding a book through the Books
 * section's form, with a cover uploaded and its copies in stock; and the book ids the sitemap lists.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

/** On /staff/books as staff: adds a book with every field, a cover and `copies`; answers its id, title and author. */
export async function addBookInBackOffice(page: Page, copies: number) {
  const title = `Himalayan Ledger ${randomBytes(3).toString('hex')}`;
  await page.getByRole('button', { name: 'Add book' }).click();
  const form = page.getByRole('dialog', { name: 'Add a book' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Author').selectOption({ index: 1 });
  const author = (await form.getByLabel('Author').locator('option:checked').textContent()) ?? '';
  expect(author).not.toBe('Choose an author');
  await form.getByRole('group', { name: 'Genres' }).getByRole('checkbox').first().check();
  await form.getByLabel('Price').fill('475');
  await form.getByLabel('Copies in stock').fill(String(copies));
  await form.getByLabel('Format').fill('Paperback');
  await form.getByLabel('Language').fill('Nepali');
  await form.getByLabel('Year').fill('2025');
  await form.getByLabel('Pages').fill('212');
  await form.getByLabel('Publication house').fill('Sangri-La Books');
  await form.getByLabel('Publication city').fill('Kathmandu');
  await form.getByLabel('Description').fill('Ledgers of a trading house in Asan, kept across three generations.');
  const png = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#1f4e5f' } })
    .png()
    .toBuffer();
  await form.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('img', { name: 'The cover' }).waitFor();
  await form.getByRole('button', { name: 'Add book' }).click();
  await page.getByText('The book is saved and on the catalog.').waitFor();
  const href = await page.getByRole('link', { name: 'View its page' }).getAttribute('href');
  const id = /^\/books\/(\d+)$/.exec(href ?? '')?.[1];
  expect(id, href ?? '').toBeDefined();
  return { id: id!, title, author };
}

/** Every book id the sitemap lists, through its index (gateway: /sitemap.xml → /sitemaps/books-N.xml). */
export async function sitemapBookIds(request: { get: (url: string) => Promise<{ text: () => Promise<string> }> }) {
  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/\/sitemaps\/(books-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
  expect(files.length).toBeGreaterThan(0);
  const ids: string[] = [];
  for (const file of files) {
    const xml = await (await request.get(`/sitemaps/${file}`)).text();
    ids.push(...[...xml.matchAll(/\/books\/(\d+)<\/loc>/g)].map((m) => m[1]!));
  }
  return ids;
}
