/**
 * Where friendships live in the Apollo cache, written by the friend actions (useFriendActions.ts)
 * and by Book Social's live events alike:
 * - FriendshipState is normalized by the other member's id (createCache's `keyFields: ['userId']`,
 *   the viewer being the signed-in member), so a profile's `friendship`, `friendshipStatus(userId)`
 *   and every mutation that answers a state are the one cached object: a change made on one screen
 *   shows on every other without asking the server again.
 * - The request and friend lists are root fields whose references are added or removed here.
 */
import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '../../gql';
import type { FriendshipStatus } from '../../gql/graphql';

export const FriendshipStateFields = graphql(`
  fragment FriendshipStateFields on FriendshipState {
    userId
    status
    friendshipId
    requestId
  }
`);

/** A member as the friend mutations' answers and Book Social's lists carry them (UserSummary). */
export interface FriendMember {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  status: string;
  isVerified: boolean;
  profilePictureUrl?: string | null;
}

export interface FriendshipStateValue {
  userId: string;
  status: FriendshipStatus;
  friendshipId: string | null;
  requestId: string | null;
}

export function friendshipState(
  userId: string,
  status: FriendshipStatus,
  ids: { friendshipId?: string | null; requestId?: string | null } = {},
) {
  return {
    __typename: 'FriendshipState' as const,
    userId,
    status,
    friendshipId: ids.friendshipId ?? null,
    requestId: ids.requestId ?? null,
  };
}

/** Writes where the viewer stands with a member, for every screen reading it. */
export function writeFriendship(cache: ApolloCache, state: FriendshipStateValue) {
  cache.writeFragment({
    id: cache.identify({ __typename: 'FriendshipState', userId: state.userId }),
    fragment: FriendshipStateFields,
    data: friendshipState(state.userId, state.status, state),
  });
}

type Lists = { incoming: readonly Reference[]; outgoing: readonly Reference[] };
export type Box = 'incoming' | 'outgoing';

export function withRequest(
  cache: ApolloCache,
  box: Box,
  change: (refs: readonly Reference[]) => readonly Reference[],
) {
  cache.modify<{ friendRequests: Lists }>({
    fields: {
      friendRequests: (lists, { isReference }) =>
        isReference(lists) ? lists : { ...lists, [box]: change(lists[box]) },
    },
  });
}

export function withoutRequest(cache: ApolloCache, box: Box, requestId: string) {
  const id = cache.identify({ __typename: 'FriendRequest', id: requestId });
  withRequest(cache, box, (refs) => refs.filter((r) => r.__ref !== id));
}

/** Adds (at the end) or removes a friendship in the friends list. */
export function withFriend(cache: ApolloCache, friendshipId: string, present: boolean) {
  const id = cache.identify({ __typename: 'Friendship', id: friendshipId })!;
  cache.modify<{ friends: readonly Reference[] }>({
    fields: {
      friends: (refs) => [...refs.filter((r) => r.__ref !== id), ...(present ? [{ __ref: id }] : [])],
    },
  });
}
