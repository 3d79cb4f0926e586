/**
 * The catalog /books (SPEC §2 'Book Shop', §3 'Catalog filters', §8) as routes.tsx wires it (its
 * loader beside the screen) against the real gateway: the URL's filters, sort and page are what the
 * loader asks and what the screen shows, in the server's order, priced in Rs; an empty page says
 * 'No books found' and 'Clear filters' goes back to the whole shop.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routeLoader } from '../../lib/routeData';
import { createTestClient, graph } from '../../testing/gateway';
import { renderRoutes } from '../../testing/renderRoutes';
import { CatalogPage } from './CatalogPage';

const routes: RouteObject[] = [
  {
    path: '/books',
    loader: routeLoader(
      () => import('./CatalogPage.data'),
      () => true,
    ),
    HydrateFallback: () => null,
    Component: CatalogPage,
  },
];

interface ServerPage {
  books: { totalCount: number; page: number; pageCount: number; items: { title: string; price: string }[] };
}
/** The page of books the gateway gives for that filter, as a test reads it. */
const serverPage = (filter: Record<string, unknown>, page = 1) =>
  graph<ServerPage>(
    'query ($f: BookFilter, $p: Int) { books(filter: $f, page: $p) { totalCount page pageCount items { title price } } }',
    { f: filter, p: page },
  ).then((d) => d.books);

/** SPEC §9: 'Rs' and 2 decimals (Indian digit grouping, as the app shows amounts in English). */
const rs = (price: string) =>
  `Rs ${Number(price).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The cards on screen, in order: title and price as shown. */
const shownBooks = () =>
  [...document.querySelectorAll('article.book-card')].map((card) => ({
    title: card.querySelector('.book-card-title')?.textContent,
    price: card.querySelector('.book-card-price')?.textContent,
  }));
const asShown = (items: { title: string; price: string }[]) =>
  items.map((b) => ({ title: b.title, price: rs(b.price) }));

/**
 * The screen as a browser opens it at `path`. The screen reads the address bar when it changes the
 * URL (useCatalogParams), which a memory router leaves alone: it is set to where the router starts.
 */
function openCatalog(path: string, client: ReturnType<typeof createTestClient>['client']) {
  window.history.replaceState(null, '', path);
  return renderRoutes(routes, path, client);
}

describe('catalog /books', () => {
  // The grid or list choice is remembered in local storage (SPEC §4): every test starts on the grid.
  beforeEach(() => localStorage.clear());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('an address the graph would refuse shows books, not an error: bad ids, prices and pages are left out', async () => {
    // A genre that is no id, prices that are no amounts, a page that is no whole number, a tab in the title.
    const expected = await serverPage({ title: 'Muna Madan', ordering: 'DEFAULT' }, 1);
    expect(expected.items.length).toBeGreaterThan(0);
    const gateway = createTestClient();
    openCatalog('/books?genre=abc&min_price=cheap&max_price=1e3&page=1.5&title=Muna%09Madan', gateway.client);

    expect(
      await screen.findByText(`${expected.totalCount} ${expected.totalCount === 1 ? 'book' : 'books'}`),
    ).toBeTruthy();
    expect(shownBooks()).toEqual(asShown(expected.items));
    expect(screen.queryByText('Failed to search books. Please try again.')).toBeNull();
    expect(gateway.sent).toEqual(['CatalogPage']);
  });

  it("shows the server's first 24 books, in its order, priced in Rs, from the loader's one request", async () => {
    const expected = await serverPage({ ordering: 'DEFAULT' });
    const gateway = createTestClient();
    openCatalog('/books', gateway.client);

    expect(await screen.findByRole('heading', { level: 1, name: 'Book Shop' })).toBeTruthy();
    expect(await screen.findByText('1,250 books')).toBeTruthy();
    expect(expected.items).toHaveLength(24);
    expect(shownBooks()).toEqual(asShown(expected.items));
    // The pages: 53 of 24 books, the first one current.
    expect(screen.getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: String(expected.pageCount) })).toBeTruthy();
    expect(expected.pageCount).toBe(53);
    // The screen's query joined the loader's: same variables, one request.
    expect(gateway.sent).toEqual(['CatalogPage']);
  });

  it('a genre, sort and page in the URL are what the loader asks and what the screen shows', async () => {
    // Poetry (genre 3), cheapest first, page 3 of 3: the last 12 of its 60 books.
    const expected = await serverPage({ genreIds: ['3'], ordering: 'PRICE_ASC' }, 3);
    const gateway = createTestClient();
    openCatalog('/books?genre=3&ordering=PRICE_ASC&page=3', gateway.client);

    expect(await screen.findByText('60 books')).toBeTruthy();
    expect(expected.items).toHaveLength(12);
    expect(shownBooks()).toEqual(asShown(expected.items));
    const prices = expected.items.map((b) => Number(b.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The controls say what the URL says.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Poetry (60)' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /^Fiction \(\d+\)$/ }).checked).toBe(false);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe('PRICE_ASC');
    expect(screen.getByRole('button', { name: '3' }).getAttribute('aria-current')).toBe('page');
    expect(gateway.sent).toEqual(['CatalogPage']);
  });

  it('lists every genre with its count of books, none hidden in a scroll box', async () => {
    const { genres } = await graph<{ genres: { name: string; booksCount: number }[] }>(
      '{ genres { name booksCount } }',
    );
    expect(genres.length).toBeGreaterThanOrEqual(22);
    openCatalog('/books', createTestClient().client);
    await screen.findByText(/books$/);
    for (const g of genres)
      expect(screen.getAllByRole('checkbox', { name: `${g.name} (${g.booksCount})` })).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: /^Nepali Literature \(\d+\)$/ }).length).toBeGreaterThan(0);
  });

  it('sorts by best rating, newest and most rated, in the server order', async () => {
    const gateway = createTestClient();
    const { router } = openCatalog('/books?genre=3', gateway.client);
    const user = userEvent.setup();
    await screen.findByText('60 books');
    for (const [label, value] of [
      ['Best rating', 'RATING_DESC'],
      ['Newest', 'NEWEST'],
      ['Most rated', 'MOST_RATED'],
    ] as const) {
      const expected = await serverPage({ genreIds: ['3'], ordering: value });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), label);
      await waitFor(() => expect(shownBooks()).toEqual(asShown(expected.items)));
      expect(new URLSearchParams(router.state.location.search).get('ordering')).toBe(value);
    }
  });

  it("the first row's covers are fetched at once and first, the rest as they scroll into view, on page 2 too", async () => {
    /** Each card's cover, in order: how the browser is told to fetch it. */
    const coverFetching = () =>
      [...document.querySelectorAll('article.book-card')].map((card) => {
        const img = card.querySelector('img');
        return img && { loading: img.getAttribute('loading'), fetchpriority: img.getAttribute('fetchpriority') };
      });
    const firstRow = { loading: 'eager', fetchpriority: 'high' };
    const later = { loading: 'lazy', fetchpriority: null };
    const expected = [...Array<typeof firstRow>(4).fill(firstRow), ...Array<typeof later>(20).fill(later)];
    const secondPage = await serverPage({ ordering: 'DEFAULT' }, 2);
    const { router } = openCatalog('/books', createTestClient().client);
    const user = userEvent.setup();
    await screen.findByText('1,250 books');
    expect(coverFetching()).toEqual(expected);

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(shownBooks()).toEqual(asShown(secondPage.items)));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(coverFetching()).toEqual(expected);
  });

  it('shows no pager when the books fit on one page', async () => {
    openCatalog(`/books?title=${encodeURIComponent("Buddha's Orphans")}`, createTestClient().client);
    expect(await screen.findByText('1 book')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '1' })).toBeNull();
  });

  it('sorting from the select puts the cheapest Poetry first and keeps the genre in the URL', async () => {
    const expected = await serverPage({ genreIds: ['3'], ordering: 'PRICE_ASC' });
    const gateway = createTestClient();
    const { router } = openCatalog('/books?genre=3', gateway.client);
    const user = userEvent.setup();
    await screen.findByText('60 books');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
    await waitFor(() => expect(shownBooks()).toEqual(asShown(expected.items)));
    expect(shownBooks()[0]).toEqual({ title: 'घुम्ने मेचमाथि अन्धो मान्छे', price: 'Rs 120.50' });
    expect(new URLSearchParams(router.state.location.search).getAll('genre')).toEqual(['3']);
    expect(new URLSearchParams(router.state.location.search).get('ordering')).toBe('PRICE_ASC');
  });

  it("a page past the end says 'No books found', and 'Clear filters' brings back the whole shop", async () => {
    const gateway = createTestClient();
    const { router } = openCatalog('/books?genre=3&page=99', gateway.client);
    const user = userEvent.setup();

    expect(await screen.findByText('No books found')).toBeTruthy();
    expect(shownBooks()).toEqual([]);
    // The empty state's own button (the filter panel has one too).
    const clears = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clears[clears.length - 1]!);

    expect(await screen.findByText('1,250 books')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(shownBooks()).toHaveLength(24);
    expect(screen.queryByText('No books found')).toBeNull();
  });

  it("a title typed in the search box that no book has says 'No books found' after the pause", async () => {
    const gateway = createTestClient();
    const { router } = openCatalog('/books', gateway.client);
    const user = userEvent.setup();
    await screen.findByText('1,250 books');

    await user.type(screen.getByRole('textbox', { name: 'Search by title' }), 'zzqxv');
    expect(await screen.findByText('No books found')).toBeTruthy();
    expect(router.state.location.search).toBe('?title=zzqxv');
    expect(shownBooks()).toEqual([]);
  });
});
