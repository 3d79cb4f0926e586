/**
 * The profile and Book Social share one friendship state (issue 17 §5): accepting a request in
 * Book Social's Incoming tab changes the same member's profile buttons at once, from the cache,
 * without the profile asking the server again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfilePage } from '../features/profile/ProfilePage';
import { SocialPage } from '../features/social/SocialPage';
import { createTestClient, graph, newMember, signIn } from '../testing/gateway';
import { renderRoutes } from '../testing/renderRoutes';

// Both screens at once, on one Apollo Client, as a member would reach them one after the other.
const routes = [
  {
    path: '/profile/:id',
    element: (
      <>
        <ProfilePage />
        <SocialPage />
      </>
    ),
  },
];
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('friend actions across screens', () => {
  it("accepting in Book Social's Incoming tab updates the member's profile from the cache", async () => {
    const [asha, bina] = [await newMember('Asha'), await newMember('Bina')];
    await graph('mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }', { id: asha.id }, bina.token);
    signIn(asha);
    const gateway = createTestClient();
    renderRoutes(routes, `/profile/${bina.id}`, gateway.client);
    const user = userEvent.setup();

    await screen.findByRole('button', { name: 'Accept' });
    const accept = await screen.findByRole('button', { name: 'Accept Bina' });
    const friendsList = screen.getByRole('region', { name: 'Friends' });
    // The friends list is a query of its own: waited for, not assumed drawn with the requests.
    expect(await within(friendsList).findByText('No friends yet')).toBeTruthy();
    const from = gateway.sent.length;

    const answer = gateway.hold('AcceptFriendRequest');
    await user.click(accept);
    // Before the server answers: the request left Incoming, Bina is a friend in the list and on
    // her profile (Unfriend waits for the real friendship id).
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Unfriend' })).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByText('No incoming friend requests')).toBeTruthy();
    expect(within(friendsList).getByText('Bina Sharma')).toBeTruthy();
    answer();

    expect(await screen.findByText('Friend request accepted')).toBeTruthy();
    await waitFor(() => expect(button('Unfriend').disabled).toBe(false));
    const { friends } = await graph<{ friends: { id: string; friend: { id: string } }[] }>(
      '{ friends { id friend { id } } }',
      {},
      asha.token,
    );
    expect(friends.map((f) => f.friend.id)).toEqual([bina.id]);
    // One cached state for Bina, with the server's friendship id, that the profile reads.
    const state = (gateway.client.cache.extract() as Record<string, object>)[`FriendshipState:{"userId":"${bina.id}"}`];
    expect(state).toMatchObject({ status: 'FRIENDS', friendshipId: friends[0]!.id });
    // The profile never asked again: only the action and Book Social's lists went out.
    expect(new Set(gateway.sent.slice(from))).toEqual(
      new Set(['AcceptFriendRequest', 'SocialRequests', 'SocialFriends']),
    );
  });
});
