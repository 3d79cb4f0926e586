/**
 * My shelves /account/shelves (issue 36) against the real gateway: a member with no books is
 * told so; with books shelved, each shelf shows its count, a book being read takes a progress
 * update (kept and shown), and 'Finished' moves it onto Read, the counts following.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeLoader } from '../../../lib/routeData';
import { createTestClient, graph, newMember, signIn, type TestMember } from '../../../testing/gateway';
import { renderRoutes } from '../../../testing/renderRoutes';
import { ShelvesPage } from './ShelvesPage';

const routes: RouteObject[] = [
  {
    path: '/account/shelves',
    loader: routeLoader(
      () => import('./ShelvesPage.data'),
      () => true,
    ),
    HydrateFallback: () => null,
    Component: ShelvesPage,
  },
];

function openShelves(member: TestMember) {
  signIn(member);
  const gateway = createTestClient();
  renderRoutes(routes, '/account/shelves', gateway.client);
  return gateway;
}

/** Two printed books from a catalog page. */
async function twoBooks(): Promise<{ id: string; title: string }[]> {
  const { books } = await graph<{ books: { items: { id: string; title: string; format: string }[] } }>(
    '{ books(page: 6) { items { id title format } } }',
  );
  return books.items.filter((b) => !['eBook', 'Audiobook'].includes(b.format)).slice(0, 2);
}

const shelve = (member: TestMember, bookId: string, shelf: string) =>
  graph(
    'mutation ($id: ID!, $shelf: Shelf!) { shelveBook(bookId: $id, shelf: $shelf) { id } }',
    { id: bookId, shelf },
    member.token,
  );

describe('My shelves', () => {
  it('says when no book is shelved, and leads to the books', async () => {
    openShelves(await newMember('Sita'));
    expect(await screen.findByText('No books on this shelf yet')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'All (0)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Books' }).getAttribute('href')).toBe('/books');
  });

  it('counts each shelf, keeps a progress update, and moves a finished book onto Read', async () => {
    const member = await newMember('Gita');
    const [reading, wanted] = await twoBooks();
    await shelve(member, reading!.id, 'CURRENTLY_READING');
    await shelve(member, wanted!.id, 'WANT_TO_READ');
    openShelves(member);

    const row = await screen.findByRole('article', { name: reading!.title });
    expect(screen.getByRole('radio', { name: 'All (2)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Currently Reading (1)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Want to Read (1)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Read (0)' })).toBeTruthy();

    await userEvent.type(within(row).getByRole('textbox', { name: `Percent read of ${reading!.title}` }), '40');
    await userEvent.click(within(row).getByRole('button', { name: 'Update progress' }));
    expect(await within(row).findByText('40% read')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: 'Finished' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Read (1)' })).toBeTruthy());
    expect(screen.getByRole('radio', { name: 'Currently Reading (0)' })).toBeTruthy();
    // The progress is history now: the graph keeps it on the finished reading.
    const { myShelves } = await graph<{
      myShelves: { items: { shelf: string; readings: { state: string; progress: { percent: number }[] }[] }[] };
    }>('{ myShelves(shelf: READ) { items { shelf readings { state progress { percent } } } } }', {}, member.token);
    expect(myShelves.items).toEqual([{ shelf: 'READ', readings: [{ state: 'READ', progress: [{ percent: 40 }] }] }]);
  });
});
