/**
 * Where friendships live in the Apollo cache:
 * - FriendshipState is normalized by the other member's id (createCache's `keyFields: ['userId']`,
 *   the viewer being the signed-in member), so a profile's `friendship`, `friendshipStatus(userId)`
 *   and every friend action's answer are the one cached object: a change made on one screen shows on
 *   every other without asking the server again.
 * - The request and friend lists are root fields. A friend action's answer carries them as they now
 *   are (its `query`, FriendLists_query), so Apollo writes them from the answer; only Book Social's
 *   live events, which carry no lists, add or remove references here.
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

/**
 * The member's request and friend lists, with the fields Book Social's queries select
 * (SocialRequests, SocialFriends), so an answer carrying them redraws those lists.
 */
export const FriendLists_query = graphql(`
  fragment FriendLists_query on Query {
    friendRequests {
      incoming {
        id
        ...FriendRequestRow_request
      }
      outgoing {
        id
        toUser {
          id
        }
        ...FriendRequestRow_request
      }
    }
    friends {
      id
      ...FriendRow_friendship
    }
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

/** The lists as the screen shows them now (optimistic layers included); null until both are read. */
export function friendListsNow(cache: ApolloCache) {
  return cache.readFragment({
    fragment: FriendLists_query,
    fragmentName: 'FriendLists_query',
    id: 'ROOT_QUERY',
    optimistic: true,
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
