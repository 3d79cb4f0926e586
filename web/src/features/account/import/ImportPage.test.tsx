/**
 * Goodreads import /account/import (issue 36) against the real gateway: a member chooses a
 * Goodreads export; it imports part by part with a progress bar of rows, then the counts of what
 * changed; the rows that found no book are listed, one skipped and one matched to a book found by
 * title; a file that is not CSV is refused with the reason; and Export saves a CSV in Goodreads'
 * columns.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routeLoader } from '../../../lib/routeData';
import { createTestClient, graph, newMember, signIn, type TestMember } from '../../../testing/gateway';
import { renderRoutes } from '../../../testing/renderRoutes';
import { ImportPage } from './ImportPage';

const routes: RouteObject[] = [
  {
    path: '/account/import',
    loader: routeLoader(
      () => import('./ImportPage.data'),
      () => true,
    ),
    HydrateFallback: () => null,
    Component: ImportPage,
  },
];

function openImport(member: TestMember) {
  signIn(member);
  const gateway = createTestClient();
  renderRoutes(routes, '/account/import', gateway.client);
  return gateway;
}

const HEADER =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';
const quoted = (v: string) => `"${v.replace(/"/g, '""')}"`;
const row = (id: number, title: string, author: string, shelf: string, rating = 0) =>
  [
    id,
    quoted(title),
    quoted(author),
    quoted(author),
    '',
    '=""',
    '=""',
    rating,
    '4.1',
    '',
    'Paperback',
    '',
    '',
    '',
    '',
    '2024/03/01',
    '',
    '',
    shelf,
    '',
    '',
    '',
    0,
    0,
  ].join(',');

describe('Goodreads import', () => {
  it('imports a file with a progress bar, counts what changed, and lets the member match or skip the rest', async () => {
    const member = await newMember('Maya');
    const { books } = await graph<{ books: { items: { id: string; title: string; author: { name: string } }[] } }>(
      '{ books(page: 7, pageSize: 3) { items { id title author { name } } } }',
    );
    const [a, b, target] = books.items;
    const lines = [HEADER];
    // 150 rows: more than one part (100 rows a part), so the bar moves.
    for (let i = 0; i < 148; i++) lines.push(row(i, `Not In The Store ${i}`, 'Nobody', 'to-read'));
    lines.push(row(900, a!.title, a!.author.name, 'read', 5), row(901, b!.title, b!.author.name, 'currently-reading'));
    const file = new File([lines.join('\n')], 'goodreads_library_export.csv', { type: 'text/csv' });

    openImport(member);
    expect(await screen.findByText('Every imported book was found.')).toBeTruthy();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Goodreads export (CSV)'), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Import finished', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('150 of 150 rows imported')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Books found: 2 of 150 rows')).toBeTruthy();
    expect(screen.getByText('Added to Read: 1')).toBeTruthy();
    expect(screen.getByText('Added to Currently Reading: 1')).toBeTruthy();
    expect(screen.getByText('Ratings and reviews added: 1')).toBeTruthy();
    expect(screen.getByText('Not found in the store: 148')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Books we could not match (148)' })).toBeTruthy();

    const first = screen.getByRole('listitem', { name: 'Not In The Store 0' });
    await user.click(within(first).getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Books we could not match (147)' })).toBeTruthy();

    const second = screen.getByRole('listitem', { name: 'Not In The Store 1' });
    await user.click(within(second).getByRole('button', { name: 'Match' }));
    const search = within(second).getByLabelText('Find the book in the store');
    await user.clear(search);
    await user.type(search, target!.title);
    await user.click(within(second).getByRole('button', { name: 'Search' }));
    await user.click(await within(second).findByRole('button', { name: `${target!.title} by ${target!.author.name}` }));
    expect(await screen.findByRole('heading', { name: 'Books we could not match (146)' })).toBeTruthy();
    const { myShelves } = await graph<{ myShelves: { shelfCounts: { shelf: string; count: number }[] } }>(
      '{ myShelves { shelfCounts { shelf count } } }',
      {},
      member.token,
    );
    expect(myShelves.shelfCounts).toContainEqual({ shelf: 'WANT_TO_READ', count: 1 });
  }, 40_000);

  it('refuses a file that is not CSV, and exports the shelves as a CSV in Goodreads columns', async () => {
    const member = await newMember('Hari');
    openImport(member);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByLabelText('Goodreads export (CSV)'),
      new File(['not a csv'], 'cover.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is not a CSV file. Choose the CSV file Goodreads exported.',
    );

    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:export';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    // jsdom cannot follow a download link: the click is the browser's part.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(text.split('\n')[0]).toMatch(/^Book Id,Title,Author,Author l-f,/);
  });
});
