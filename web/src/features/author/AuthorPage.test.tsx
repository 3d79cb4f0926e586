/**
 * Author detail /authors/:id (SPEC §2 'Author detail', §8 'Author page') as routes.tsx wires it,
 * against the real gateway: the author's information and books from the loader's one request;
 * an author that does not exist says so, and an id no author can have says so without asking.
 */
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeLoader } from '../../lib/routeData';
import { createTestClient, graph } from '../../testing/gateway';
import { renderRoutes } from '../../testing/renderRoutes';
import { AuthorPage } from './AuthorPage';

const routes: RouteObject[] = [
  {
    path: '/authors/:id',
    loader: routeLoader(
      () => import('./AuthorPage.data'),
      () => true,
    ),
    HydrateFallback: () => null,
    Component: AuthorPage,
  },
];

function openAuthor(id: string) {
  const gateway = createTestClient();
  renderRoutes(routes, `/authors/${id}`, gateway.client);
  return gateway;
}

/** The book cards on screen, in order: title, 'author · year' and price as shown. */
const shownBooks = () =>
  [...document.querySelectorAll('article.book-card')].map((card) => ({
    title: card.querySelector('.book-card-title')?.textContent,
    byline: card.querySelector('.book-card-byline')?.textContent,
    price: card.querySelector('.book-card-price')?.textContent,
  }));

describe('author /authors/:id', () => {
  it("shows the author's name, birth date, biography and all their books, from one request", async () => {
    const { author } = await graph<{ author: { biography: string; books: { items: { title: string }[] } } }>(
      '{ author(id: "1") { biography books { items { title } } } }',
    );
    const gateway = openAuthor('1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Laxmi Prasad Devkota' })).toBeTruthy();
    expect(screen.getByText('Born 12 November 1909')).toBeTruthy();
    expect(screen.getByText(author.biography)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Books by Laxmi Prasad Devkota' })).toBeTruthy();
    // Every one of the six, in the server's order, each priced in Rs.
    expect(shownBooks().map((b) => b.title)).toEqual(author.books.items.map((b) => b.title));
    expect(shownBooks()).toHaveLength(6);
    expect(shownBooks()).toContainEqual({
      title: 'Muna Madan',
      byline: 'Laxmi Prasad Devkota · 1936',
      price: 'Rs 605.00',
    });
    expect(shownBooks()).toContainEqual({
      title: 'शाकुन्तल',
      byline: 'Laxmi Prasad Devkota · 1945',
      price: 'Rs 1,035.00',
    });
    expect(screen.queryByText('No books found for this author.')).toBeNull();
    expect(gateway.sent).toEqual(['AuthorPage']);
  });

  it("an author that does not exist says 'This author doesn't exist'", async () => {
    const gateway = openAuthor('999999');
    expect(await screen.findByText("This author doesn't exist")).toBeTruthy();
    expect(screen.queryByText('Failed to load author details')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(shownBooks()).toEqual([]);
    expect(gateway.sent).toEqual(['AuthorPage']);
  });

  it('an id no author can have says the same without asking the server', async () => {
    const gateway = openAuthor('abc');
    expect(await screen.findByText("This author doesn't exist")).toBeTruthy();
    expect(gateway.sent).toEqual([]);
  });
});
