/**
 * The profile's friend actions (SPEC §4 'Friendship', §8 'Profile'): send, cancel, accept, reject
 * and unfriend. Each writes the expected friendship into the cached profile at once (Apollo
 * drops it again if the server refuses), shows SPEC's toast, and then fetches the status from
 * the server again, whatever the outcome, as SPEC §4 says.
 *
 * FriendshipState has no id of its own, so it lives inside its UserProfile in the cache: writes
 * go through the ProfileFriendship_user fragment on that profile.
 */
import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { FriendshipStatus } from '../../gql/graphql';
import { toast } from '../../lib/notify';

/** Writes a friendship state into the cached profile (inside an optimistic layer when optimistic). */
const ProfileFriendship = graphql(`
  fragment ProfileFriendship_user on UserProfile {
    friendship {
      userId
      status
      friendshipId
      requestId
    }
  }
`);

const ProfileFriendshipStatus = graphql(`
  query ProfileFriendshipStatus($userId: ID!) {
    friendshipStatus(userId: $userId) {
      userId
      status
      friendshipId
      requestId
    }
  }
`);

const SendRequest = graphql(`
  mutation ProfileSendFriendRequest($userId: ID!) {
    sendFriendRequest(userId: $userId) {
      id
      accepted
    }
  }
`);
const CancelRequest = graphql(`
  mutation ProfileCancelFriendRequest($requestId: ID!) {
    cancelFriendRequest(requestId: $requestId) {
      userId
      status
      friendshipId
      requestId
    }
  }
`);
const AcceptRequest = graphql(`
  mutation ProfileAcceptFriendRequest($requestId: ID!) {
    acceptFriendRequest(requestId: $requestId) {
      id
    }
  }
`);
const RejectRequest = graphql(`
  mutation ProfileRejectFriendRequest($requestId: ID!) {
    rejectFriendRequest(requestId: $requestId) {
      userId
      status
      friendshipId
      requestId
    }
  }
`);
const Unfriend = graphql(`
  mutation ProfileUnfriend($friendshipId: ID!) {
    unfriend(friendshipId: $friendshipId) {
      userId
      status
      friendshipId
      requestId
    }
  }
`);

interface State {
  userId: string;
  status: FriendshipStatus;
  friendshipId: string | null;
  requestId: string | null;
}

/** The id an optimistic request or friendship carries until the server's answer replaces it. */
export const OPTIMISTIC_ID = 'optimistic';

export function useFriendship(userId: string) {
  const client = useApolloClient();
  const [checking, setChecking] = useState(false);
  const [send, sending] = useMutation(SendRequest);
  const [cancel, cancelling] = useMutation(CancelRequest);
  const [accept, accepting] = useMutation(AcceptRequest);
  const [reject, rejecting] = useMutation(RejectRequest);
  const [unfriend, unfriending] = useMutation(Unfriend);

  const profileRef = client.cache.identify({ __typename: 'UserProfile', id: userId });
  const state = (status: FriendshipStatus, ids: Partial<Pick<State, 'friendshipId' | 'requestId'>> = {}) => ({
    __typename: 'FriendshipState' as const,
    userId,
    status,
    friendshipId: ids.friendshipId ?? null,
    requestId: ids.requestId ?? null,
  });
  const write = (cache: ApolloCache, next: State | undefined) => {
    if (!next) return;
    cache.writeFragment({
      id: profileRef,
      fragment: ProfileFriendship,
      data: { __typename: 'UserProfile', friendship: { ...next, __typename: 'FriendshipState' } },
    });
  };

  const recheck = async () => {
    setChecking(true);
    try {
      const { data } = await client.query({
        query: ProfileFriendshipStatus,
        variables: { userId },
        fetchPolicy: 'network-only',
      });
      write(client.cache, data?.friendshipStatus);
    } catch {
      toast.error('Unable to check friendship status');
    } finally {
      setChecking(false);
    }
  };

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      toast.success(done);
    } catch {
      toast.error(failed);
    }
    await recheck();
  };

  return {
    busy:
      checking ||
      sending.loading ||
      cancelling.loading ||
      accepting.loading ||
      rejecting.loading ||
      unfriending.loading,

    send: () =>
      run(
        () =>
          send({
            variables: { userId },
            optimisticResponse: {
              sendFriendRequest: { __typename: 'FriendRequest', id: OPTIMISTIC_ID, accepted: false },
            },
            update: (cache, { data }) => {
              const sent = data?.sendFriendRequest;
              if (sent) write(cache, sent.accepted ? state('FRIENDS') : state('PENDING', { requestId: sent.id }));
            },
          }),
        'Friend request sent',
        'Failed to process friend request',
      ),

    cancel: (requestId: string) =>
      run(
        () =>
          cancel({
            variables: { requestId },
            optimisticResponse: { cancelFriendRequest: state('NONE') },
            update: (cache, { data }) => write(cache, data?.cancelFriendRequest),
          }),
        'Friend request cancelled',
        'Failed to process friend request',
      ),

    accept: (requestId: string) =>
      run(
        () =>
          accept({
            variables: { requestId },
            optimisticResponse: { acceptFriendRequest: { __typename: 'Friendship', id: OPTIMISTIC_ID } },
            update: (cache, { data }) =>
              data && write(cache, state('FRIENDS', { friendshipId: data.acceptFriendRequest.id })),
          }),
        'Friend request accepted',
        'Failed to accept friend request',
      ),

    reject: (requestId: string) =>
      run(
        () =>
          reject({
            variables: { requestId },
            optimisticResponse: { rejectFriendRequest: state('NONE') },
            update: (cache, { data }) => write(cache, data?.rejectFriendRequest),
          }),
        'Friend request rejected',
        'Failed to reject friend request',
      ),

    unfriend: (friendshipId: string) =>
      run(
        () =>
          unfriend({
            variables: { friendshipId },
            optimisticResponse: { unfriend: state('NONE') },
            update: (cache, { data }) => write(cache, data?.unfriend),
          }),
        'Friend removed',
        'Failed to process friend request',
      ),
  };
}
