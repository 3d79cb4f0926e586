/**
 * Book Social's friend actions, optimistic through Apollo's normalized cache (SPEC §4, §8): the
 * expected answer is written at once, so a suggestion shows 'Request Sent', a request leaves its
 * tab and an accepted friend joins the friends list immediately; if the server refuses, Apollo
 * drops the optimistic layer (everything moves back) and the toast says so. After each action
 * the lists are fetched again, so ids and order are the server's.
 *
 * The mutations answer the same objects the lists show (FriendRequest, Friendship), which Apollo
 * writes into the cache itself; `update` only adds or removes references in the root lists.
 */
import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { toast } from '../../lib/notify';
import { useSession } from '../../lib/session';
import type { Member } from './MemberLine';

const SendRequest = graphql(`
  mutation SocialSendFriendRequest($userId: ID!) {
    sendFriendRequest(userId: $userId) {
      id
      accepted
      ...FriendRequestRow_request
    }
  }
`);
const AcceptRequest = graphql(`
  mutation SocialAcceptFriendRequest($requestId: ID!) {
    acceptFriendRequest(requestId: $requestId) {
      id
      ...FriendRow_friendship
    }
  }
`);
const RejectRequest = graphql(`
  mutation SocialRejectFriendRequest($requestId: ID!) {
    rejectFriendRequest(requestId: $requestId) {
      userId
      status
    }
  }
`);
const CancelRequest = graphql(`
  mutation SocialCancelFriendRequest($requestId: ID!) {
    cancelFriendRequest(requestId: $requestId) {
      userId
      status
    }
  }
`);
const Unfriend = graphql(`
  mutation SocialUnfriend($friendshipId: ID!) {
    unfriend(friendshipId: $friendshipId) {
      userId
      status
    }
  }
`);

/** A member as the mutations' answers carry them (UserSummary). */
export interface Summary extends Member {
  status: string;
}

type Lists = { incoming: readonly Reference[]; outgoing: readonly Reference[] };
export type Box = 'incoming' | 'outgoing';
const REFRESH = { refetchQueries: ['SocialRequests', 'SocialFriends'] };

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

const summary = (m: Summary) => ({
  __typename: 'UserSummary' as const,
  id: m.id,
  username: m.username,
  firstName: m.firstName,
  lastName: m.lastName,
  status: m.status,
  isVerified: m.isVerified,
  profilePictureUrl: m.profilePictureUrl ?? null,
});

export function useFriendActions() {
  const { user: me } = useSession();
  const [send, sending] = useMutation(SendRequest);
  const [accept, accepting] = useMutation(AcceptRequest);
  const [reject, rejecting] = useMutation(RejectRequest);
  const [cancel, cancelling] = useMutation(CancelRequest);
  const [unfriend, unfriending] = useMutation(Unfriend);

  const attempt = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      toast.success(done);
      return true;
    } catch {
      toast.error(failed);
      return false;
    }
  };

  return {
    busy: sending.loading || accepting.loading || rejecting.loading || cancelling.loading || unfriending.loading,
    sending: sending.loading,

    /** Ask a suggested member; their card shows 'Request Sent' at once and the Outgoing tab gains them. */
    sendRequest: (to: Summary) =>
      attempt(
        () =>
          send({
            variables: { userId: to.id },
            ...REFRESH,
            optimisticResponse: {
              sendFriendRequest: {
                __typename: 'FriendRequest',
                id: `optimistic-${to.id}`,
                accepted: false,
                createdAt: new Date().toISOString(),
                fromUser: summary({ ...me!, status: '', isVerified: false }),
                toUser: summary(to),
              },
            },
            update: (cache, { data }) => {
              const sent = data?.sendFriendRequest;
              if (!sent || sent.accepted) return;
              const ref = { __ref: cache.identify({ __typename: 'FriendRequest', id: sent.id })! };
              withRequest(cache, 'outgoing', (refs) => [ref, ...refs.filter((r) => r.__ref !== ref.__ref)]);
            },
          }),
        `Friend request sent to ${to.firstName}`,
        'Failed to send friend request',
      ),

    /** Accept: the request leaves Incoming and the member joins the friends list at once. */
    accept: (requestId: string, from: Summary) =>
      attempt(
        () =>
          accept({
            variables: { requestId },
            ...REFRESH,
            optimisticResponse: {
              acceptFriendRequest: {
                __typename: 'Friendship',
                id: `optimistic-${requestId}`,
                since: new Date().toISOString(),
                friend: summary(from),
              },
            },
            update: (cache, { data }) => {
              withoutRequest(cache, 'incoming', requestId);
              const friendship = data?.acceptFriendRequest;
              if (!friendship) return;
              const ref = { __ref: cache.identify({ __typename: 'Friendship', id: friendship.id })! };
              cache.modify<{ friends: readonly Reference[] }>({
                fields: { friends: (refs) => [...refs.filter((r) => r.__ref !== ref.__ref), ref] },
              });
            },
          }),
        'Friend request accepted',
        'Failed to accept request',
      ),

    decline: (requestId: string, userId: string) =>
      attempt(
        () =>
          reject({
            variables: { requestId },
            ...REFRESH,
            optimisticResponse: { rejectFriendRequest: { __typename: 'FriendshipState', userId, status: 'NONE' } },
            update: (cache) => withoutRequest(cache, 'incoming', requestId),
          }),
        'Friend request declined',
        'Failed to decline request',
      ),

    cancel: (requestId: string, userId: string) =>
      attempt(
        () =>
          cancel({
            variables: { requestId },
            ...REFRESH,
            optimisticResponse: { cancelFriendRequest: { __typename: 'FriendshipState', userId, status: 'NONE' } },
            update: (cache) => withoutRequest(cache, 'outgoing', requestId),
          }),
        'Friend request cancelled',
        'Failed to cancel request',
      ),

    unfriend: (friendshipId: string, userId: string) =>
      attempt(
        () =>
          unfriend({
            variables: { friendshipId },
            ...REFRESH,
            optimisticResponse: { unfriend: { __typename: 'FriendshipState', userId, status: 'NONE' } },
            update: (cache) => {
              const id = cache.identify({ __typename: 'Friendship', id: friendshipId });
              cache.modify<{ friends: readonly Reference[] }>({
                fields: { friends: (refs) => refs.filter((r) => r.__ref !== id) },
              });
            },
          }),
        'Friend removed successfully',
        'Failed to remove friend',
      ),
  };
}
