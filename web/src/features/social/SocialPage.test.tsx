/**
 * Book Social's lists follow a friend action from the action's own answer (it carries the member's
 * request and friend lists as REST has them after the write): with SPEC §4's re-read of the lists
 * held back, the cache already holds the server's new lists, real ids and all.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, graph, newMember, signIn } from '../../testing/gateway';
import { renderRoutes } from '../../testing/renderRoutes';
import { SocialFriendsQuery, SocialRequestsQuery } from './SocialPage.data';
import { SocialPage } from './SocialPage';

const routes = [{ path: '/social', element: <SocialPage /> }];

describe("Book Social's lists after a friend action", () => {
  it("come from the action's answer, before the lists are read again", async () => {
    const [asha, bina, chandra] = [await newMember('Asha'), await newMember('Bina'), await newMember('Chandra')];
    await graph('mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }', { id: asha.id }, bina.token);
    await graph('mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }', { id: asha.id }, chandra.token);
    signIn(asha);
    const gateway = createTestClient();
    renderRoutes(routes, '/social', gateway.client);
    const user = userEvent.setup();
    const friendsList = screen.getByRole('region', { name: 'Friends' });
    expect(await within(friendsList).findByText('No friends yet')).toBeTruthy();
    await screen.findByRole('button', { name: 'Accept Bina' });

    // SPEC §4's re-read of the lists leaves, but is not answered until the end.
    const rereads = [gateway.hold('SocialRequests'), gateway.hold('SocialFriends')];
    await user.click(screen.getByRole('button', { name: 'Accept Bina' }));
    expect(await screen.findByText('Friend request accepted')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Decline Chandra' }));
    expect(await screen.findByText('Friend request declined')).toBeTruthy();

    const { friends } = await graph<{ friends: { id: string }[] }>('{ friends { id } }', {}, asha.token);
    // What the server answered, not the optimistic guess (Apollo's optimistic layers left out),
    // while no re-read has been answered.
    const cached = {
      requests: gateway.client.cache.readQuery({ query: SocialRequestsQuery })?.friendRequests,
      friends: gateway.client.cache.readQuery({ query: SocialFriendsQuery })?.friends.map((f) => f.id),
    };
    expect(cached).toEqual({
      requests: { __typename: 'FriendRequests', incoming: [], outgoing: [] },
      friends: [friends[0]!.id],
    });
    rereads.forEach((release) => release());
    expect(await within(friendsList).findByText('Bina Sharma')).toBeTruthy();
    expect(screen.getByText('No incoming friend requests')).toBeTruthy();
  });
});
