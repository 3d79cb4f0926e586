/**
 * The book route as the app wires it (routes.tsx's loader beside the lazily loaded screen), against
 * the real gateway: the book's query leaves while the screen's code is still loading, and the
 * screen then shows the book from that one request; a book that does not exist says so.
 */
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
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

  it('a book that does not exist says so', async () => {
    const gateway = createTestClient();
    provideApolloClient(gateway.client);
    const { routes, arrive } = bookRoute();
    arrive();
    renderRoutes(routes, '/books/999999', gateway.client);
    expect(await screen.findByText('Book not found')).toBeTruthy();
    expect(gateway.sent).toEqual(['BookPage']);
  });
});
