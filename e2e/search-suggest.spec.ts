/**
 * Suggestions as you type (issue 19): a Nepali title typed in Roman letters into the header
 * search suggests the Devanagari book; the keyboard picks it and opens its page, which offers
 * more by its author.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdCode, newPage, screenshot, screenshotBothSizes, useBrowser } from './support/browser.js';

useBrowser();

/** The header search's suggestions (the catalog's sort is a native select with options of its own). */
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');

describe('Header search suggestions', () => {
  it("typing 'sulochana' suggests सुलोचना; ArrowDown and Enter open it, with 'More by' its author", async () => {
    const { page, context } = await newPage();
    await page.goto('/books');
    const search = page.getByRole('combobox', { name: 'Search books' });
    await search.pressSequentially('sulochana', { delay: 40 });
    const first = suggestions(page).first();
    await first.waitFor();
    expect(await first.textContent()).toContain('सुलोचना');
    // The matched part is marked.
    expect(await first.locator('mark').textContent()).toBe('सुलोचना');
    expect(await suggestions(page).count()).toBeLessThanOrEqual(8);
    await screenshot(page, 'search-suggestions');
    await search.press('ArrowDown');
    expect(await search.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await search.press('Enter');
    await page.waitForURL(/\/books\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'सुलोचना' }).waitFor();
    await page.getByRole('heading', { name: 'More by Laxmi Prasad Devkota' }).waitFor();
    await context.close();
  });

  it('letters typed before a server-rendered page comes alive are searched once it does', async () => {
    const { page, context } = await newPage();
    // The app's code is held back: the reader types into the server's HTML, as on a slow phone.
    const release = await holdCode(page);
    await page.goto('/books', { waitUntil: 'commit' });
    const search = page.getByRole('combobox', { name: 'Search books' });
    await search.pressSequentially('sapeins', { delay: 20 });
    expect(await page.locator('#root[data-hydrating]').count()).toBe(1);
    release();
    await suggestions(page).first().waitFor();
    expect(await search.inputValue()).toBe('sapeins');
    await context.close();
  });

  it("Enter pressed before the page comes alive is the browser's own search, drawn by the server", async () => {
    const { page, context } = await newPage();
    // The app's code never arrives: the form alone must take the reader to the search.
    await holdCode(page);
    await page.goto('/books', { waitUntil: 'commit' });
    const search = page.getByRole('combobox', { name: 'Search books' });
    await search.fill('sapeins');
    expect(await page.locator('#root[data-hydrating]').count()).toBe(1);
    await search.press('Enter');
    // The search page's own code is held too: it never loads, and the results are the server's HTML.
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'sapeins', {
      waitUntil: 'commit',
    });
    await page.getByText('Sapiens: A Brief History of Humankind').first().waitFor();
    expect(await page.locator('#root[data-hydrating]').count()).toBe(1);
    await context.close();
  });

  it("the search's own code arriving after the page came alive keeps the server's field and what was typed", async () => {
    const { page, context } = await newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    // The suggesting field's chunk (loaded after the shell, lib/deferredComponent.ts) is held back.
    const release = await holdCode(page, /\/assets\/SuggestingSearchInput-[^/]+\.js$/);
    await page.goto('/books');
    await page.waitForFunction(() => !document.querySelector('#root[data-hydrating]'));
    const search = page.getByRole('combobox', { name: 'Search books' });
    await search.pressSequentially('sapeins', { delay: 20 });
    release();
    await suggestions(page).first().waitFor();
    expect(await search.inputValue()).toBe('sapeins');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Enter without a pick searches as before', async () => {
    const { page, context } = await newPage();
    await page.goto('/books');
    const search = page.getByRole('combobox', { name: 'Search books' });
    await search.pressSequentially('sapeins', { delay: 40 });
    await suggestions(page).first().waitFor();
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'sapeins');
    await page.getByText('Sapiens: A Brief History of Humankind').first().waitFor();
    await page.getByText('Did you mean', { exact: false }).waitFor();
    await context.close();
  });

  it("Enter on 'देवकोटा', 'devkota' or 'dewkota' shows Laxmi Prasad Devkota first among authors, and his books", async () => {
    const { page, context } = await newPage();
    for (const typed of ['देवकोटा', 'devkota', 'dewkota']) {
      await page.goto('/books');
      const search = page.getByRole('combobox', { name: 'Search books' });
      await search.fill(typed);
      await search.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === typed);
      const authors = page.getByRole('region', { name: 'Authors' });
      await authors.waitFor();
      expect(await authors.getByRole('link').first().textContent(), typed).toBe('Laxmi Prasad Devkota');
      await page.getByText(/^Found 1 author and \d+ books$/).waitFor();
      expect(
        await page.locator('article.book-card', { hasText: 'Laxmi Prasad Devkota' }).count(),
        typed,
      ).toBeGreaterThan(2);
    }
    await context.close();
  });

  it("the search page for 'देवकोटा' looks finished at 1280 and 390 px", async () => {
    const { context } = await newPage();
    await screenshotBothSizes(context, `/search?q=${encodeURIComponent('देवकोटा')}`, 'search-devkota', async (page) => {
      await page.getByRole('region', { name: 'Authors' }).getByRole('link', { name: 'Laxmi Prasad Devkota' }).waitFor();
      await page.locator('article.book-card').first().waitFor();
    });
    await context.close();
  });
});
