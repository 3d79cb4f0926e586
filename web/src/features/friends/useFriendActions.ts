/**
 * The friend actions of SPEC §4 'Friendship', once for the profile and Book Social: send, cancel,
 * accept, reject and unfriend. Each answer carries both sides of the change in its `query`: where
 * the viewer now stands with the other member (`friendshipStatus`, normalized by that member's id:
 * the profile's buttons) and, for Book Social, the viewer's request and friend lists as they now
 * are (FriendLists_query), so Apollo writes the new state from the answer with no cache edits of
 * our own. The optimistic answer is the same shape, guessed from the lists on screen (Apollo drops
 * it again if the server refuses). Each action shows the screen's SPEC §8 toast and then, as SPEC
 * §4 asks, reads from the server again whatever the outcome: the profile the friendship status,
 * Book Social its lists.
 */
import { type ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { graphql } from '../../gql';
import { toast } from '../../lib/notify';
import { optimisticId } from '../../lib/optimistic';
import { useSession } from '../../lib/session';
import type { FriendToast, FriendToastSet } from './friendToasts';
import { type FriendMember, friendListsNow, friendshipState } from './friendshipCache';

/**
 * What every friend action answers with: where the viewer now stands with `$userId`, the other
 * member, and, when `$lists` (Book Social), the viewer's request and friend lists as they now are.
 * Its variables are each mutation's own.
 */
graphql(`
  fragment FriendActionAnswer_query on Query {
    friendshipStatus(userId: $userId) {
      ...FriendshipStateFields
    }
    ...FriendLists_query @include(if: $lists)
  }
`);

const SendRequest = graphql(`
  mutation SendFriendRequest($userId: ID!, $lists: Boolean!) {
    sendFriendRequest(userId: $userId) {
      id
      accepted
      query {
        ...FriendActionAnswer_query
      }
    }
  }
`);
const AcceptRequest = graphql(`
  mutation AcceptFriendRequest($requestId: ID!, $userId: ID!, $lists: Boolean!) {
    acceptFriendRequest(requestId: $requestId) {
      id
      query {
        ...FriendActionAnswer_query
      }
    }
  }
`);
const RejectRequest = graphql(`
  mutation RejectFriendRequest($requestId: ID!, $userId: ID!, $lists: Boolean!) {
    rejectFriendRequest(requestId: $requestId) {
      userId
      query {
        ...FriendActionAnswer_query
      }
    }
  }
`);
const CancelRequest = graphql(`
  mutation CancelFriendRequest($requestId: ID!, $userId: ID!, $lists: Boolean!) {
    cancelFriendRequest(requestId: $requestId) {
      userId
      query {
        ...FriendActionAnswer_query
      }
    }
  }
`);
const Unfriend = graphql(`
  mutation Unfriend($friendshipId: ID!, $userId: ID!, $lists: Boolean!) {
    unfriend(friendshipId: $friendshipId) {
      userId
      query {
        ...FriendActionAnswer_query
      }
    }
  }
`);
const FriendshipStatusQuery = graphql(`
  query FriendshipStatus($userId: ID!) {
    friendshipStatus(userId: $userId) {
      ...FriendshipStateFields
    }
  }
`);

const summary = (m: FriendMember) => ({
  __typename: 'UserSummary' as const,
  id: m.id,
  username: m.username,
  firstName: m.firstName,
  lastName: m.lastName,
  status: m.status,
  isVerified: m.isVerified,
  profilePictureUrl: m.profilePictureUrl ?? null,
});

type Lists = NonNullable<ReturnType<typeof friendListsNow>>;
type State = ReturnType<typeof friendshipState>;

/**
 * The answer's `query` as the action should leave things, for the optimistic answer. The lists are
 * asked for only when the screen shows them and has read them (otherwise its own re-read brings them).
 */
function expected(cache: ApolloCache, withLists: boolean, state: State, change: (lists: Lists) => Lists) {
  const now = withLists ? friendListsNow(cache) : null;
  return {
    lists: now !== null,
    query: { __typename: 'Query' as const, friendshipStatus: state, ...(now && change(now)) },
  };
}

const requestsWithout = (requests: Lists['friendRequests'], box: 'incoming' | 'outgoing', id: string) => ({
  ...requests,
  [box]: requests[box].filter((r) => r.id !== id),
});

export interface FriendActionOptions {
  /** Which screen's words the toasts use (friendToasts.ts). */
  toasts: FriendToastSet;
  /** Ask the server for the member's friendship status after each action (the profile). */
  recheckStatus?: boolean;
  /** Have each answer carry the viewer's request and friend lists (Book Social). */
  lists?: boolean;
  /** Queries to read again after each action (Book Social's lists). */
  refetchQueries?: string[];
}

export function useFriendActions({
  toasts,
  recheckStatus = false,
  lists: withLists = false,
  refetchQueries = [],
}: FriendActionOptions) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { user: me } = useSession();
  const say = (toast: FriendToast, name = '') => t(`friendToasts.${toasts}.${toast}`, { name });
  const [checking, setChecking] = useState(false);
  const [send, sending] = useMutation(SendRequest);
  const [accept, accepting] = useMutation(AcceptRequest);
  const [reject, rejecting] = useMutation(RejectRequest);
  const [cancel, cancelling] = useMutation(CancelRequest);
  const [unfriend, unfriending] = useMutation(Unfriend);

  /** SPEC §4: the status is read again after each action; the normalized answer updates every screen. */
  const recheck = async (userId: string) => {
    if (!recheckStatus) return;
    setChecking(true);
    try {
      await client.query({ query: FriendshipStatusQuery, variables: { userId }, fetchPolicy: 'network-only' });
    } catch {
      toast.error(t('friendToasts.statusFailed'));
    } finally {
      setChecking(false);
    }
  };

  const attempt = async (userId: string, action: () => Promise<unknown>, done: string, failed: string) => {
    let ok = false;
    try {
      await action();
      toast.success(done);
      ok = true;
    } catch {
      toast.error(failed);
    }
    await recheck(userId);
    return ok;
  };
  const guess = (state: State, change: (lists: Lists) => Lists) => expected(client.cache, withLists, state, change);

  return {
    busy:
      checking ||
      sending.loading ||
      accepting.loading ||
      rejecting.loading ||
      cancelling.loading ||
      unfriending.loading,
    sending: sending.loading,

    /** Ask a member: 'Request Sent' at once (or friends, when they had asked first). */
    send: (to: FriendMember) => {
      const request = {
        __typename: 'FriendRequest' as const,
        id: optimisticId(to.id),
        createdAt: new Date().toISOString(),
        fromUser: summary({ ...me!, status: '', isVerified: false }),
        toUser: summary(to),
      };
      const { lists, query } = guess(friendshipState(to.id, 'PENDING', { requestId: request.id }), (l) => ({
        ...l,
        friendRequests: { ...l.friendRequests, outgoing: [request, ...l.friendRequests.outgoing] },
      }));
      return attempt(
        to.id,
        () =>
          send({
            variables: { userId: to.id, lists },
            refetchQueries,
            optimisticResponse: {
              sendFriendRequest: { __typename: 'FriendRequest', id: request.id, accepted: false, query },
            },
          }),
        say('sent', to.firstName),
        say('sendFailed'),
      );
    },

    /** Accept: the request leaves Incoming and the member becomes a friend at once. */
    accept: (requestId: string, from: FriendMember) => {
      const friendship = {
        __typename: 'Friendship' as const,
        id: optimisticId(requestId),
        since: new Date().toISOString(),
        friend: summary(from),
      };
      const { lists, query } = guess(friendshipState(from.id, 'FRIENDS', { friendshipId: friendship.id }), (l) => ({
        ...l,
        friendRequests: requestsWithout(l.friendRequests, 'incoming', requestId),
        friends: [...l.friends, friendship],
      }));
      return attempt(
        from.id,
        () =>
          accept({
            variables: { requestId, userId: from.id, lists },
            refetchQueries,
            optimisticResponse: { acceptFriendRequest: { __typename: 'Friendship', id: friendship.id, query } },
          }),
        say('accepted'),
        say('acceptFailed'),
      );
    },

    /** Reject a request a member sent (Book Social's 'Decline'). */
    reject: (requestId: string, userId: string) => {
      const { lists, query } = guess(friendshipState(userId, 'NONE'), (l) => ({
        ...l,
        friendRequests: requestsWithout(l.friendRequests, 'incoming', requestId),
      }));
      return attempt(
        userId,
        () =>
          reject({
            variables: { requestId, userId, lists },
            refetchQueries,
            optimisticResponse: { rejectFriendRequest: { __typename: 'FriendshipState', userId, query } },
          }),
        say('rejected'),
        say('rejectFailed'),
      );
    },

    /** Withdraw a request the viewer sent. */
    cancel: (requestId: string, userId: string) => {
      const { lists, query } = guess(friendshipState(userId, 'NONE'), (l) => ({
        ...l,
        friendRequests: requestsWithout(l.friendRequests, 'outgoing', requestId),
      }));
      return attempt(
        userId,
        () =>
          cancel({
            variables: { requestId, userId, lists },
            refetchQueries,
            optimisticResponse: { cancelFriendRequest: { __typename: 'FriendshipState', userId, query } },
          }),
        say('cancelled'),
        say('cancelFailed'),
      );
    },

    /** End a friendship (the screens ask first: ConfirmUnfriend). */
    unfriend: (friendshipId: string, userId: string) => {
      const { lists, query } = guess(friendshipState(userId, 'NONE'), (l) => ({
        ...l,
        friends: l.friends.filter((f) => f.id !== friendshipId),
      }));
      return attempt(
        userId,
        () =>
          unfriend({
            variables: { friendshipId, userId, lists },
            refetchQueries,
            optimisticResponse: { unfriend: { __typename: 'FriendshipState', userId, query } },
          }),
        say('removed'),
        say('removeFailed'),
      );
    },
  };
}
