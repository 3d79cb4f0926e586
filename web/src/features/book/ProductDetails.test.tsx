/**
 * The book page's Product tab against the real gateway, in both languages: in Nepali every figure
 * is in Devanagari digits and the date in Nepali words, and the category and genres are Nepali;
 * in English the same rows read as the catalog sends them.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n';
import { loadCalendar } from '../../i18n/format';
import { getI18n } from '../../i18n/translate';
import { routeLoader } from '../../lib/routeData';
import { createTestClient, graph } from '../../testing/gateway';
import { renderRoutes } from '../../testing/renderRoutes';
import { BookPage } from './BookPage';

const routes = [
  {
    path: '/books/:id',
    loader: routeLoader(
      () => import('./BookPage.data'),
      () => true,
    ),
    HydrateFallback: () => null,
    Component: BookPage,
  },
];

interface Book {
  id: string;
  pages: number;
  datePublished: string;
  category: string;
  subcategory: string;
  totalRatings: number;
}

/** Bhanubhakta's Ramayana: a classic of 1853, before the years Bikram Sambat's converter knows. */
async function ramayana(): Promise<Book> {
  const { books } = await graph<{ books: { items: Book[] } }>(
    '{ books(filter: { title: "भानुभक्तको रामायण" }) { items { id pages datePublished category subcategory totalRatings } } }',
  );
  return books.items[0]!;
}

/** The Product tab opened, as label → value. */
async function productRows(tab: string): Promise<Map<string, string>> {
  await userEvent.setup().click(await screen.findByRole('tab', { name: tab }));
  const panel = await screen.findByRole('tabpanel', { name: tab });
  return new Map(
    within(panel)
      .getAllByRole<HTMLTableRowElement>('row')
      .map((row) => [row.cells[0]!.textContent!, row.cells[1]!.textContent!]),
  );
}

afterEach(async () => {
  await switchLanguage(getI18n(), 'en');
  document.cookie = 'pustak.lang=; path=/; max-age=0';
});

describe("the book page's Product tab", () => {
  it('in Nepali: pages, date and ratings in Devanagari digits, the category and genre in Nepali', async () => {
    const book = await ramayana();
    expect(book).toMatchObject({ pages: 330, category: 'Fiction', subcategory: 'Nepali Literature' });
    await Promise.all([switchLanguage(getI18n(), 'ne'), loadCalendar('ne')]);
    renderRoutes(routes, `/books/${book.id}`, createTestClient().client);

    const rows = await productRows('उत्पादन');
    expect(rows.get('पृष्ठ संख्या')).toBe('३३०');
    expect(rows.get('वर्ग')).toBe('आख्यान / नेपाली साहित्य');
    expect(rows.get('विधाहरू')).toContain('कविता');
    // Before 1913 there is no Bikram Sambat date to give: the Gregorian day, with its month in Nepali.
    expect(rows.get('प्रकाशन मिति')).toMatch(/^[०-९]{1,2} [\u0900-\u097F]+ १८५३$/);
    expect(rows.get('मूल्याङ्कनहरू')).toBe(new Intl.NumberFormat('en-IN-u-nu-deva').format(book.totalRatings));
    for (const [label, value] of rows) expect(value, label).not.toMatch(/[0-9]/);
  });

  it('in English: the same rows in English, the date day first', async () => {
    const book = await ramayana();
    renderRoutes(routes, `/books/${book.id}`, createTestClient().client);

    const rows = await productRows('Product');
    expect(rows.get('Pages')).toBe('330');
    expect(rows.get('Category')).toBe('Fiction / Nepali Literature');
    const [year, month, day] = book.datePublished.split('-').map(Number) as [number, number, number];
    const monthName = new Date(year, month - 1, day).toLocaleString('en-US', { month: 'long' });
    expect(rows.get('Publication date')).toBe(`${day} ${monthName} 1853`);
  });
});
