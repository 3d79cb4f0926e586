/**
 * The book route as the app wires it (routes.tsx's loader beside the lazily loaded screen), against
 * the real gateway: the book's query leaves while the screen's code is still loading, and the
 * screen then shows the book from that one request; a book that does not exist says so.
 */
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { provideApolloClient } from '../../lib/lazyApollo';
import { routeLoader } from '../../lib/routeData';
import { createTestClient, graph } from '../../testing/gateway';
import { renderRoutes } from '../../testing/renderRoutes';
import { BookPage } from './BookPage';

/** The book route with its screen's code held back until `arrive()` is called. */
function bookRoute() {
  let arrive!: () => void;
  const code = new Promise<ComponentType>((resolve) => (arrive = () => resolve(BookPage)));
  const route: RouteObject = {
    path: '/books/:id',
    loader: routeLoader(
      () => import('./BookPage.data'),
      () => true,
    ),
    HydrateFallback: () => null,
    lazy: async () => ({ Component: await code }),
  };
  return { routes: [route], arrive };
}

describe('book route', () => {
  it("sends the book's query while the screen's code is still loading, and shows the book from it", async () => {
    const { book } = await graph<{ book: { title: string } }>('{ book(id: "1") { title } }');
    const gateway = createTestClient();
    provideApolloClient(gateway.client);
    const { routes, arrive } = bookRoute();
    renderRoutes(routes, '/books/1', gateway.client);

    await expect.poll(() => gateway.sent).toEqual(['BookPage']);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    arrive();

    expect(await screen.findByRole('heading', { level: 1, name: book.title })).toBeTruthy();
    expect(gateway.sent).toEqual(['BookPage']);
  });

  it('under Rent, the fee, deposit and refund of each period, from the same one query', async () => {
    const { books } = await graph<{ books: { items: { id: string; price: string }[] } }>(
      '{ books(filter: { minPrice: "500", maxPrice: "500" }) { items { id price } } }',
    );
    const book = books.items[0]!;
    expect(book.price).toBe('500.00');
    const gateway = createTestClient();
    provideApolloClient(gateway.client);
    const { routes, arrive } = bookRoute();
    arrive();
    renderRoutes(routes, `/books/${book.id}`, gateway.client);

    const rent = await screen.findByRole('region', { name: 'Rent' });
    expect(
      within(rent)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Rent for 15 days: Rs 75.00 fee · Rs 500.00 deposit · Rs 425.00 back on return',
      'Rent for 30 days: Rs 150.00 fee · Rs 500.00 deposit · Rs 350.00 back on return',
      'Rent for 45 days: Rs 250.00 fee · Rs 500.00 deposit · Rs 250.00 back on return',
    ]);
    expect(within(rent).getByRole('link', { name: 'Rental Policy' }).getAttribute('href')).toBe('/rental-policy');
    expect(gateway.sent).toEqual(['BookPage']);
  });

  it('shows how the ratings fall on the stars and the reviews beneath the tabs, with no tab to open', async () => {
    const { books } = await graph<{
      books: {
        items: {
          id: string;
          totalRatings: number;
          ratingBreakdown: { stars: number; count: number }[];
          reviews: { totalCount: number; items: { title: string }[] };
        }[];
      };
    }>(
      '{ books(filter: { title: "मुनामदन" }) { items { id totalRatings ratingBreakdown { stars count } reviews(page: 1) { totalCount items { title } } } } }',
    );
    const book = books.items[0]!;
    expect(book.reviews.totalCount).toBeGreaterThan(1);
    const gateway = createTestClient();
    provideApolloClient(gateway.client);
    const { routes, arrive } = bookRoute();
    arrive();
    renderRoutes(routes, `/books/${book.id}`, gateway.client);

    const reviews = await screen.findByRole('region', { name: `Reviews (${book.reviews.totalCount})` });
    const rows = within(within(reviews).getByRole('list', { name: 'How readers rated it' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(
      book.ratingBreakdown.map(
        ({ stars, count }) =>
          `${stars} star${stars === 1 ? '' : 's'}${count}${stars} star${stars === 1 ? '' : 's'}: ${count} rating${count === 1 ? '' : 's'} (${Math.round((count / book.totalRatings) * 100)}%)`,
      ),
    );
    expect(book.ratingBreakdown.reduce((sum, s) => sum + s.count, 0)).toBe(book.totalRatings);
    // The first page of reviews is on the page as it opens, not behind the Review tab.
    for (const { title } of book.reviews.items) expect(within(reviews).getByText(title)).toBeTruthy();
    expect(gateway.sent).toEqual(['BookPage']);
  });

  it('says how the book reaches the reader right above Add to Cart: by courier, as a download, or not at all when none is left', async () => {
    type Found = { books: { items: { id: string; title: string; stock: number; format: string }[] } };
    const first = (filter: string) =>
      graph<Found>(`{ books(filter: ${filter}) { items { id title stock format } } }`).then((d) =>
        d.books.items.find((b) => b.stock > 0),
      );
    const printed = (await first('{ formats: ["Paperback"] }'))!;
    const digital = (await first('{ formats: ["eBook"] }'))!;
    const { books } = await graph<Found>(
      '{ books(filter: { title: "The Last Copy of Winter" }) { items { id title stock format } } }',
    );
    const soldOut = books.items[0]!;
    expect([printed.format, digital.format, soldOut.stock]).toEqual(['Paperback', 'eBook', 0]);

    const PRINTED = 'Delivered in 72 hours on average';
    const DIGITAL = 'A digital copy: in your library as soon as it is paid for';
    /** The page's line about delivery, checked to sit directly above the row that holds Add to Cart. */
    const open = async (book: { id: string; title: string }) => {
      const gateway = createTestClient();
      const { routes, arrive } = bookRoute();
      arrive();
      const view = renderRoutes(routes, `/books/${book.id}`, gateway.client);
      await screen.findByRole('heading', { level: 1, name: book.title });
      return view;
    };
    const besideAddToCart = (text: string) => {
      const line = screen.getByText(text);
      const actions = line.parentElement!.nextElementSibling!;
      return within(actions as HTMLElement).queryByRole('button', { name: 'Add to Cart' }) !== null;
    };

    let view = await open(printed);
    expect(besideAddToCart(PRINTED)).toBe(true);
    expect(screen.queryByText(DIGITAL)).toBeNull();
    view.unmount();

    view = await open(digital);
    expect(besideAddToCart(DIGITAL)).toBe(true);
    expect(screen.queryByText(PRINTED)).toBeNull();
    view.unmount();

    await open(soldOut);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.queryByText(PRINTED)).toBeNull();
    expect(screen.queryByText(DIGITAL)).toBeNull();
  });

  it('a book that does not exist says so as a page of its own, and leads back to the catalog', async () => {
    const gateway = createTestClient();
    provideApolloClient(gateway.client);
    const { routes, arrive } = bookRoute();
    arrive();
    renderRoutes(routes, '/books/999999', gateway.client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book not found' })).toBeTruthy();
    expect(screen.getByText(/No book in the store has this address/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the catalog' }).getAttribute('href')).toBe('/books');
    expect(gateway.sent).toEqual(['BookPage']);
  });
});
