/**
 * /home for this reader (issue 36 item 5) against the real gateway: a new member's authors are the
 * store's, labelled 'Popular authors' as a sample, and no 'Because you read'; once they finish a
 * book, its author is their favourite and books like it follow under 'Because you read {title}'.
 * A member's book cards carry the shelf menu (the card's shelf from the home query).
 */
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeLoader } from '../../lib/routeData';
import { createTestClient, graph, newMember, signIn, type TestMember } from '../../testing/gateway';
import { renderRoutes } from '../../testing/renderRoutes';
import { HomePage } from './HomePage';

const routes: RouteObject[] = [
  {
    path: '/home',
    loader: routeLoader(
      () => import('./HomePage.data'),
      () => true,
    ),
    HydrateFallback: () => null,
    Component: HomePage,
  },
];

function openHome(member?: TestMember) {
  if (member) signIn(member);
  const gateway = createTestClient();
  renderRoutes(routes, '/home', gateway.client);
  return gateway;
}

describe('home for this reader', () => {
  it("labels a new member's authors as a sample and shows no 'Because you read'", async () => {
    openHome(await newMember('Kamala'));
    const section = await screen.findByRole('region', { name: 'Popular authors' });
    expect(within(section).getByText(/A sample of the authors readers buy most/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Favourite authors' })).toBeNull();
    expect(screen.queryByText(/^Because you read/)).toBeNull();
  });

  it("shows the member's own author, books like their last read, and a shelf menu on each card", async () => {
    const member = await newMember('Bimala');
    const { books } = await graph<{ books: { items: { id: string; title: string; author: { name: string } }[] } }>(
      '{ books(page: 2) { items { id title author { name } } } }',
    );
    const read = books.items[0]!;
    await graph('mutation ($id: ID!) { shelveBook(bookId: $id, shelf: READ) { id } }', { id: read.id }, member.token);
    openHome(member);
    const authors = await screen.findByRole('region', { name: 'Favourite authors' });
    expect(await within(authors).findByText(read.author.name)).toBeTruthy();
    expect(screen.queryByText(/A sample of the authors/)).toBeNull();
    expect(await screen.findByRole('heading', { name: `Because you read ${read.title}` })).toBeTruthy();
    // Each card's shelf menu, drawn once its code is in.
    expect((await screen.findAllByRole('button', { name: /^Add to shelf: shelf for / })).length).toBeGreaterThan(0);
  });
});
