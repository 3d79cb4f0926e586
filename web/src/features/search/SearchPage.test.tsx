/**
 * Search /search (SPEC §2 'Search', §4 'Search (books)', §5 'Book search', §8) as routes.tsx wires
 * it, against the real gateway: q, title and author in the URL, titles typed in Roman or Devanagari
 * letters, SPEC's count and empty texts, clearing, and text no title can hold.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeLoader } from '../../lib/routeData';
import { createTestClient, graph } from '../../testing/gateway';
import { renderRoutes } from '../../testing/renderRoutes';
import { SearchPage } from './SearchPage';

const routes: RouteObject[] = [
  {
    path: '/search',
    loader: routeLoader(
      () => import('./SearchPage.data'),
      () => true,
    ),
    HydrateFallback: () => null,
    Component: SearchPage,
  },
];

function openSearch(path: string) {
  const gateway = createTestClient();
  return { gateway, ...renderRoutes(routes, path, gateway.client) };
}

/** The result cards on screen, in order: title, 'author · year' and price as shown. */
const shownBooks = () =>
  [...document.querySelectorAll('article.book-card')].map((card) => ({
    title: card.querySelector('.book-card-title')?.textContent,
    byline: card.querySelector('.book-card-byline')?.textContent,
    price: card.querySelector('.book-card-price')?.textContent,
  }));
const shownTitles = () => shownBooks().map((b) => b.title);
const searchBox = () => screen.getByRole<HTMLInputElement>('textbox');

describe('search /search', () => {
  it('?q= a title shows that book with its author, year and price in Rs, from one request', async () => {
    const { gateway, router } = openSearch(`/search?q=${encodeURIComponent("Buddha's Orphans")}`);

    expect(await screen.findByText('Found 1 book')).toBeTruthy();
    expect(shownBooks()).toEqual([
      { title: "Buddha's Orphans", byline: 'Samrat Upadhyay · 2010', price: 'Rs 1,360.00' },
    ]);
    // One page: no pager at all (nor search's old 'Previous | Page 1 | Total Results' line).
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
    expect(screen.queryByText(/Total Results/)).toBeNull();
    expect(searchBox().value).toBe("Buddha's Orphans");
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    // Inside the book's card, under its price, not a bar of its own beneath it.
    const card = screen.getByRole('article');
    expect(within(card).getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    // The one search over titles and authors (the header's) keeps q.
    const params = new URLSearchParams(router.state.location.search);
    expect([...params]).toEqual([['q', "Buddha's Orphans"]]);
    expect(screen.getByRole('tab', { name: 'Books and Authors' }).getAttribute('aria-selected')).toBe('true');
    expect(gateway.sent).toEqual(['SearchPage']);
  });

  it('finds a Nepali title typed in Devanagari letters, and the same books typed in Roman letters', async () => {
    const { unmount } = openSearch(`/search?q=${encodeURIComponent('मुनामदन')}`);
    expect(await screen.findByText('Found 2 books')).toBeTruthy();
    expect(shownTitles()).toEqual(['मुनामदन', 'Muna Madan']);
    expect(shownBooks()[0]).toEqual({ title: 'मुनामदन', byline: 'Laxmi Prasad Devkota · 1936', price: 'Rs 210.00' });
    unmount();

    openSearch('/search?title=munamadan');
    expect(await screen.findByText('Found 2 books')).toBeTruthy();
    expect(shownTitles()).toEqual(['Muna Madan', 'मुनामदन']);
  });

  it('?author= searches by author on the author tab', async () => {
    const { books } = await graph<{ books: { totalCount: number; items: { title: string }[] } }>(
      '{ books(filter: { author: "Devkota" }) { totalCount items { title } } }',
    );
    openSearch('/search?author=Devkota');

    expect(await screen.findByText(`Found ${books.totalCount} books`)).toBeTruthy();
    expect(books.totalCount).toBe(6);
    expect(shownTitles()).toEqual(books.items.map((b) => b.title));
    expect(screen.getByRole('tab', { name: 'Search by Author' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByPlaceholderText('Search by author name...')).toBeTruthy();
  });

  it('a search that finds nothing says so with the hint, and no cards', async () => {
    openSearch('/search?q=zzqxv');
    expect(await screen.findByText('No books found for "zzqxv"')).toBeTruthy();
    expect(screen.getByText('Try different keywords or check the spelling')).toBeTruthy();
    expect(shownBooks()).toEqual([]);
    expect(screen.queryByText(/^Found/)).toBeNull();
  });

  it("'देवकोटा' shows Laxmi Prasad Devkota first among the authors, above his books, in one request", async () => {
    const { gateway } = openSearch(`/search?q=${encodeURIComponent('देवकोटा')}`);
    const authors = await screen.findByRole('region', { name: 'Authors' });
    const first = authors.querySelector('a');
    expect(first?.textContent).toBe('Laxmi Prasad Devkota');
    expect(first?.getAttribute('href')).toMatch(/^\/authors\/\d+$/);
    expect(screen.getByText(/^Found 1 author and \d+ books$/)).toBeTruthy();
    // Authors first: the section comes before the first book card.
    const card = document.querySelector('article.book-card')!;
    expect(authors.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(shownBooks().filter((b) => b.byline?.startsWith('Laxmi Prasad Devkota')).length).toBeGreaterThan(2);
    expect(gateway.sent).toEqual(['SearchPage']);
  });

  it("'sapeins' offers 'Did you mean Sapiens', and following it searches Sapiens", async () => {
    const { router } = openSearch('/search?q=sapeins');
    expect(await screen.findByText('Did you mean', { exact: false })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sapiens: A Brief History of Humankind' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Sapiens: A Brief History of Humankind'),
    );
    expect(await screen.findByText('Found 1 book')).toBeTruthy();
    expect(screen.queryByText('Did you mean', { exact: false })).toBeNull();
  });

  it('sorts the results by best rating, newest or most rated, written in the URL', async () => {
    const { router } = openSearch('/search?q=kathmandu');
    const sort = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect([...sort.options].map((o) => o.text)).toEqual([
      'Default',
      'Best rating',
      'Newest',
      'Most rated',
      'Price: Low to High',
      'Price: High to Low',
      'Title: A-Z',
      'Title: Z-A',
    ]);
    const user = userEvent.setup();
    await user.selectOptions(sort, 'Most rated');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('ordering')).toBe('MOST_RATED'));
    const { books } = await graph<{ books: { items: { title: string }[] } }>(
      '{ books(filter: { query: "kathmandu", ordering: MOST_RATED }) { items { title } } }',
    );
    await waitFor(() => expect(shownTitles()).toEqual(books.items.map((b) => b.title)));
  });

  it('typing searches after the pause and writes the URL; clearing empties results and URL', async () => {
    const { gateway, router } = openSearch('/search');
    const user = userEvent.setup();
    expect(await screen.findByText('Type a title or an author to find books.')).toBeTruthy();
    expect(searchBox().placeholder).toBe('Search books and authors...');
    await user.click(screen.getByRole('tab', { name: 'Search by Title' }));
    expect(searchBox().placeholder).toBe('Search for books...');

    await user.type(searchBox(), 'Muna');
    expect(await screen.findByText('Found 2 books')).toBeTruthy();
    expect(router.state.location.search).toBe('?title=Muna');
    // One search for the settled text, not one per letter.
    expect(gateway.sent).toEqual(['SearchPage']);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Type a title or an author to find books.')).toBeTruthy();
    expect(shownBooks()).toEqual([]);
    expect(searchBox().value).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('padded text is searched trimmed', async () => {
    const { gateway, router } = openSearch(`/search?q=${encodeURIComponent("   Buddha's Orphans \t ")}`);
    expect(await screen.findByText('Found 1 book')).toBeTruthy();
    expect(shownTitles()).toEqual(["Buddha's Orphans"]);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe("Buddha's Orphans");
    expect(gateway.sent).toEqual(['SearchPage']);
  });

  // The graph refuses a control character and REST a tab or line break: the screen searches by the
  // words with spaces between them (lib/searchParams.ts).
  it.each([
    ['a control character', 'Muna\u0007Madan'],
    ['a tab inside the words', 'Muna\tMadan'],
    ['a line break inside the words', 'Muna\nMadan'],
  ])('text with %s gives results or no results, never the error screen', async (_, text) => {
    openSearch(`/search?q=${encodeURIComponent(text)}`);
    // Settled: the search has answered one way or another.
    await waitFor(() => expect(screen.queryByText('Searching books...')).toBeNull());
    await waitFor(() =>
      expect(
        screen.queryByText(/^Found \d+ books?$/) ??
          screen.queryByText(/^No books found for/) ??
          screen.queryByText('Failed to search books. Please try again.'),
      ).not.toBeNull(),
    );
    expect(screen.queryByText('Failed to search books. Please try again.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});
