/**
 * Book Social shows no made-up figure (issue 36): a member who has just signed up finds each stat
 * card and each header figure equal to what the graph reports for them (zeros), and no reading
 * group until one is created; a group created from the page is listed with its one member and a
 * Join/Leave that the server keeps. Groups and a group's discussion page past their first 20 and 10.
 * (One file: the first test needs a system with no group yet, and the tests run in order.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, graph, newMember, signIn } from '../../testing/gateway';
import { renderRoutes } from '../../testing/renderRoutes';
import { SocialPage } from './SocialPage';

const routes = [{ path: '/social', element: <SocialPage /> }];

interface Figures {
  socialStats: { activeFriends: number; booksReadThisYear: number; commonGenres: number; reviewsWritten: number };
  friends: unknown[];
  readingGroups: { totalCount: number };
  friendSuggestions: { totalCount: number };
}

describe('Book Social for a new member', () => {
  it('shows the graph’s own figures (zeros) and no reading group until one is created', async () => {
    const sita = await newMember('Sita');
    const asked = await graph<Figures>(
      `{ socialStats { activeFriends booksReadThisYear commonGenres reviewsWritten } friends { id } readingGroups { totalCount } friendSuggestions { totalCount } }`,
      {},
      sita.token,
    );
    expect(asked.socialStats).toEqual({ activeFriends: 0, booksReadThisYear: 0, commonGenres: 0, reviewsWritten: 0 });
    expect(asked.readingGroups.totalCount).toBe(0);

    signIn(sita);
    const gateway = createTestClient();
    renderRoutes(routes, '/social', gateway.client);
    const user = userEvent.setup();

    const card = (key: string) => screen.getByTestId(`stat-${key}`);
    await waitFor(() => expect(within(card('activeFriends')).getByTestId('stat-value').textContent).toBe('0'));
    expect(within(card('booksReadThisYear')).getByTestId('stat-value').textContent).toBe(
      String(asked.socialStats.booksReadThisYear),
    );
    expect(within(card('commonGenres')).getByTestId('stat-value').textContent).toBe(
      String(asked.socialStats.commonGenres),
    );
    expect(within(card('activeFriends')).getByText('Active Friends')).toBeTruthy();

    // Every figure the header rotates through is one of the member's own, as the graph reports it.
    const header = screen.getByTestId('header-stat');
    const seen = new Map<string, string>();
    await waitFor(
      () => {
        const [, value, label] = /^([\d,]+)(\D.*)$/.exec(header.textContent ?? '') ?? [];
        if (value && label) seen.set(label, value);
        expect(seen.size).toBe(5);
      },
      { timeout: 14_000, interval: 200 },
    );
    const expected: Record<string, string> = {
      Friends: String(asked.friends.length),
      'Books read this year': String(asked.socialStats.booksReadThisYear),
      'Reviews written': String(asked.socialStats.reviewsWritten),
      'Requests waiting': '0',
      'Readers you may know': new Intl.NumberFormat('en').format(asked.friendSuggestions.totalCount),
    };
    for (const [label, value] of seen) expect([label, value]).toEqual([label, expected[label]]);

    const groups = screen.getByRole('region', { name: 'Reading Groups' });
    expect(await within(groups).findByText('No reading groups yet. Start one and invite your friends.')).toBeTruthy();
    expect(within(groups).queryAllByRole('article')).toEqual([]);

    await user.click(within(groups).getByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a reading group' });
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Please give the group a name')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Group name/), 'Patan Poetry Circle');
    await user.type(within(dialog).getByLabelText('What is the group about?'), 'Poems on Saturdays.');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Reading group created')).toBeTruthy();

    const created = await within(groups).findByRole('article', { name: 'Patan Poetry Circle' });
    expect(within(created).getByText('1 member')).toBeTruthy();
    const { readingGroups } = await graph<{ readingGroups: { items: { memberCount: number; isMember: boolean }[] } }>(
      `{ readingGroups { items { memberCount isMember } } }`,
      {},
      sita.token,
    );
    expect(readingGroups.items).toEqual([{ memberCount: 1, isMember: true }]);
    await user.click(within(created).getByRole('button', { name: 'Leave Patan Poetry Circle' }));
    await within(created).findByRole('button', { name: 'Join Patan Poetry Circle' });
    expect(within(created).getByText('0 members')).toBeTruthy();
    const after = await graph<{ readingGroups: { items: { memberCount: number; isMember: boolean }[] } }>(
      `{ readingGroups { items { memberCount isMember } } }`,
      {},
      sita.token,
    );
    expect(after.readingGroups.items).toEqual([{ memberCount: 0, isMember: false }]);
  }, 45_000);
});

describe('many reading groups and posts', () => {
  it('pages groups 20 at a time and a discussion 10 posts at a time, newest first', async () => {
    const ram = await newMember('Ram');
    const tag = Math.random().toString(36).slice(2, 7);
    const names = Array.from({ length: 21 }, (_, i) => `Circle ${tag} ${i + 1}`);
    const ids: string[] = [];
    for (const name of names) {
      const made = await graph<{ createReadingGroup: { id: string } }>(
        `mutation ($name: String!) { createReadingGroup(name: $name) { id } }`,
        { name },
        ram.token,
      );
      ids.push(made.createReadingGroup.id);
    }
    for (let i = 1; i <= 11; i++)
      await graph(
        `mutation ($groupId: ID!, $content: String!) { postInReadingGroup(groupId: $groupId, content: $content) { id } }`,
        { groupId: ids.at(-1), content: `Post ${tag} ${i}` },
        ram.token,
      );

    signIn(ram);
    const gateway = createTestClient();
    renderRoutes(routes, '/social', gateway.client);
    const user = userEvent.setup();
    const groups = screen.getByRole('region', { name: 'Reading Groups' });
    await within(groups).findByRole('article', { name: names[20] });
    expect(within(groups).getAllByRole('article')).toHaveLength(20);
    expect(within(groups).queryByRole('article', { name: names[0] })).toBeNull();

    await user.click(within(groups).getByRole('button', { name: '2' }));
    expect(await within(groups).findByRole('article', { name: names[0] })).toBeTruthy();
    expect(within(groups).queryByRole('article', { name: names[20] })).toBeNull();
    await user.click(within(groups).getByRole('button', { name: '1' }));
    await within(groups).findByRole('article', { name: names[20] });

    await user.click(
      within(within(groups).getByRole('article', { name: names[20] })).getByRole('button', {
        name: `Open ${names[20]}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: names[20] });
    const discussion = within(dialog).getByRole('region', { name: 'Discussion' });
    await within(discussion).findByText(`Post ${tag} 11`);
    expect(within(discussion).getAllByText(new RegExp(`^Post ${tag} \\d+$`))).toHaveLength(10);
    expect(within(discussion).queryByText(`Post ${tag} 1`)).toBeNull();
    await user.click(within(discussion).getByRole('button', { name: '2' }));
    await within(discussion).findByText(`Post ${tag} 1`);
    expect(within(discussion).queryByText(`Post ${tag} 11`)).toBeNull();
  }, 60_000);
});
