/**
 * The catalog's book cards and the shelf menu (issue 36): a guest's cards have no shelf control
 * (a member's are tested on home, HomePage.test.tsx).
 */
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeLoader } from '../../lib/routeData';
import { createTestClient } from '../../testing/gateway';
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

describe("the catalog's cards and shelves", () => {
  it("gives a guest's cards no shelf control", async () => {
    renderRoutes(routes, '/books', createTestClient().client);
    await screen.findAllByRole('article');
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryAllByRole('button', { name: /shelf for/ })).toEqual([]);
    expect(document.querySelectorAll('.book-card-shelf-control')).toHaveLength(0);
  });
});
