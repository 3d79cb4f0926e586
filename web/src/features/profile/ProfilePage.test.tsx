/**
 * A profile's friend buttons against the real gateway (SPEC §4 'Friendship', §8 'Profile'):
 * optimistic at the click, the server's state after it, and back again when the server refuses.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, graph, newMember, signIn, type TestMember } from '../../testing/gateway';
import { renderRoutes } from '../../testing/renderRoutes';
import { ProfilePage } from './ProfilePage';

const routes = [{ path: '/profile/:id', element: <ProfilePage /> }];
/** Who has asked the member, as the server has it. */
async function incomingOf(member: TestMember): Promise<string[]> {
  const { friendRequests } = await graph<{ friendRequests: { incoming: { fromUser: { id: string } }[] } }>(
    '{ friendRequests { incoming { fromUser { id } } } }',
    {},
    member.token,
  );
  return friendRequests.incoming.map((r) => r.fromUser.id);
}
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('profile friend buttons', () => {
  it("'Add Friend' shows 'Request Sent' at once, then the server's request", async () => {
    const [asha, bina] = [await newMember('Asha'), await newMember('Bina')];
    signIn(asha);
    const gateway = createTestClient();
    renderRoutes(routes, `/profile/${bina.id}`, gateway.client);
    const user = userEvent.setup();

    const add = await screen.findByRole('button', { name: 'Add Friend' });
    const release = gateway.hold('SendFriendRequest');
    await user.click(add);
    // Sent but not yet answered: the profile already shows the request, its Cancel not yet usable.
    expect(await screen.findByText('Request Sent')).toBeTruthy();
    expect(button('Cancel Request').disabled).toBe(true);
    expect(await incomingOf(bina)).toEqual([]);
    release();

    expect(await screen.findByText('Friend request sent')).toBeTruthy();
    await waitFor(() => expect(button('Cancel Request').disabled).toBe(false));
    expect(await incomingOf(bina)).toEqual([asha.id]);
    // SPEC §4: the status is read again after the action.
    expect(gateway.sent.slice(gateway.sent.indexOf('SendFriendRequest'))).toContain('FriendshipStatus');
  });

  it('accepting a request its sender already withdrew rolls back, says so, then shows the server state', async () => {
    const [asha, bina] = [await newMember('Asha'), await newMember('Bina')];
    const { sendFriendRequest } = await graph<{ sendFriendRequest: { id: string } }>(
      'mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }',
      { id: asha.id },
      bina.token,
    );
    signIn(asha);
    const gateway = createTestClient();
    renderRoutes(routes, `/profile/${bina.id}`, gateway.client);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Accept' });
    await graph(
      'mutation ($r: ID!) { cancelFriendRequest(requestId: $r) { status } }',
      { r: sendFriendRequest.id },
      bina.token,
    );

    const answer = gateway.hold('AcceptFriendRequest');
    const recheck = gateway.hold('FriendshipStatus');
    await user.click(button('Accept'));
    expect(await screen.findByText('Friends')).toBeTruthy();
    answer();

    // Refused: the optimistic 'Friends' is gone and the buttons are as they were, with SPEC's toast.
    expect(await screen.findByText('Failed to accept friend request')).toBeTruthy();
    expect(screen.queryByText('Friends')).toBeNull();
    expect(button('Accept')).toBeTruthy();
    expect(button('Reject')).toBeTruthy();
    recheck();

    // Then the status read again: no request any more.
    expect(await screen.findByRole('button', { name: 'Add Friend' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
