/**
 * Friends' activity as a reader sees it, against the real gateway: nothing yet leads to finding
 * friends; a friend's shelving, progress and spoiler review read as sentences, the review blurred
 * until clicked; a member who is not a friend never appears.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, graph, newMember, signIn } from '../../testing/gateway';
import { renderRoutes } from '../../testing/renderRoutes';
import { FriendsActivity } from './FriendsActivity';

const routes = [{ path: '/home', element: <FriendsActivity /> }];

async function befriend(a: { id: string; token: string }, b: { id: string; token: string }) {
  const sent = await graph<{ sendFriendRequest: { id: string } }>(
    'mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }',
    { id: b.id },
    a.token,
  );
  await graph(
    'mutation ($id: ID!) { acceptFriendRequest(requestId: $id) { id } }',
    { id: sent.sendFriendRequest.id },
    b.token,
  );
}

describe("Friends' activity", () => {
  it('with no friends, says so and leads to finding friends', async () => {
    const asha = await newMember('Asha');
    signIn(asha);
    renderRoutes(routes, '/home', createTestClient().client);
    expect(await screen.findByText(/No activity yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find friends' }).getAttribute('href')).toBe('/social');
  });

  it("tells a friend's doings newest first, a spoiler review blurred until clicked, and no stranger's", async () => {
    const [asha, bina, chandra] = [await newMember('Asha'), await newMember('Bina'), await newMember('Chandra')];
    await befriend(asha, bina);
    const { books } = await graph<{ books: { items: { id: string; title: string }[] } }>(
      '{ books(page: 2) { items { id title } } }',
    );
    const book = books.items[0]!;
    const shelve = 'mutation ($id: ID!, $shelf: Shelf!) { shelveBook(bookId: $id, shelf: $shelf) { id } }';
    const entry = await graph<{ shelveBook: { id: string } }>(
      shelve,
      { id: book.id, shelf: 'CURRENTLY_READING' },
      bina.token,
    );
    await graph(
      'mutation ($id: ID!) { updateReadingProgress(id: $id, percent: 50) { id } }',
      { id: entry.shelveBook.id },
      bina.token,
    );
    await graph(
      'mutation ($id: ID!, $input: ReviewInput!) { createReview(bookId: $id, input: $input) { id } }',
      { id: book.id, input: { rating: 4, title: 'The twist', content: 'The narrator did it.', containsSpoiler: true } },
      bina.token,
    );
    await graph(shelve, { id: book.id, shelf: 'WANT_TO_READ' }, chandra.token);

    signIn(asha);
    renderRoutes(routes, '/home', createTestClient().client);
    const section = await screen.findByRole('region', { name: "Friends' activity" });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-activity-kind'))).toEqual(['REVIEWED', 'PROGRESS', 'SHELVED']);
    expect(within(items[1]!).getByText(`Bina Sharma is 50% through ${book.title}`)).toBeTruthy();
    expect(within(items[2]!).getByText(`Bina Sharma started reading ${book.title}`)).toBeTruthy();
    expect(section.textContent).not.toContain('Chandra');

    const spoiler = within(items[0]!).getByRole('button', { name: /spoiler/i });
    await userEvent.setup().click(spoiler);
    expect(within(items[0]!).getByText('The narrator did it.')).toBeTruthy();
  });
});
