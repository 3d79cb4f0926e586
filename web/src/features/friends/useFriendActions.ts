/**
 * The friend actions of SPEC §4 'Friendship', once for the profile and Book Social: send, cancel,
 * accept, reject and unfriend. Each writes its expected outcome into the cache at once (Apollo
 * drops that optimistic layer again if the server refuses), shows the screen's SPEC §8 toast, and
 * then reads from the server again, whatever the outcome: the profile the friendship status, Book
 * Social its lists.
 *
 * Every action writes the same things wherever it runs: the member's normalized FriendshipState
 * (the profile's buttons) and the request and friend lists (Book Social), so the two screens
 * agree without a refetch (friendshipCache.ts).
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { graphql } from '../../gql';
import { toast } from '../../lib/notify';
import { optimisticId } from '../../lib/optimistic';
import { useSession } from '../../lib/session';
import type { FriendToast, FriendToastSet } from './friendToasts';
import {
  type FriendMember,
  friendshipState,
  withFriend,
  withRequest,
  withoutRequest,
  writeFriendship,
} from './friendshipCache';

// The answers carry every field Book Social's rows show, so an optimistic or new row renders whole.
const SendRequest = graphql(`
  mutation SendFriendRequest($userId: ID!) {
    sendFriendRequest(userId: $userId) {
      id
      accepted
      createdAt
      fromUser {
        id
        username
        firstName
        lastName
        status
        isVerified
        profilePictureUrl
      }
      toUser {
        id
        username
        firstName
        lastName
        status
        isVerified
        profilePictureUrl
      }
    }
  }
`);
const AcceptRequest = graphql(`
  mutation AcceptFriendRequest($requestId: ID!) {
    acceptFriendRequest(requestId: $requestId) {
      id
      since
      friend {
        id
        username
        firstName
        lastName
        status
        isVerified
        profilePictureUrl
      }
    }
  }
`);
const RejectRequest = graphql(`
  mutation RejectFriendRequest($requestId: ID!) {
    rejectFriendRequest(requestId: $requestId) {
      ...FriendshipStateFields
    }
  }
`);
const CancelRequest = graphql(`
  mutation CancelFriendRequest($requestId: ID!) {
    cancelFriendRequest(requestId: $requestId) {
      ...FriendshipStateFields
    }
  }
`);
const Unfriend = graphql(`
  mutation Unfriend($friendshipId: ID!) {
    unfriend(friendshipId: $friendshipId) {
      ...FriendshipStateFields
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

export interface FriendActionOptions {
  /** The screen's SPEC §8 texts. */
  /** Which screen's words the toasts use (friendToasts.ts). */
  toasts: FriendToastSet;
  /** Ask the server for the member's friendship status after each action (the profile). */
  recheckStatus?: boolean;
  /** Queries to read again after each action (Book Social's lists). */
  refetchQueries?: string[];
}

export function useFriendActions({ toasts, recheckStatus = false, refetchQueries = [] }: FriendActionOptions) {
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
  const refresh = { refetchQueries };

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
    send: (to: FriendMember) =>
      attempt(
        to.id,
        () =>
          send({
            variables: { userId: to.id },
            ...refresh,
            optimisticResponse: {
              sendFriendRequest: {
                __typename: 'FriendRequest',
                id: optimisticId(to.id),
                accepted: false,
                createdAt: new Date().toISOString(),
                fromUser: summary({ ...me!, status: '', isVerified: false }),
                toUser: summary(to),
              },
            },
            update: (cache, { data }) => {
              const sent = data?.sendFriendRequest;
              if (!sent) return;
              if (sent.accepted) {
                writeFriendship(cache, friendshipState(to.id, 'FRIENDS'));
                return;
              }
              writeFriendship(cache, friendshipState(to.id, 'PENDING', { requestId: sent.id }));
              const ref = { __ref: cache.identify({ __typename: 'FriendRequest', id: sent.id })! };
              withRequest(cache, 'outgoing', (refs) => [ref, ...refs.filter((r) => r.__ref !== ref.__ref)]);
            },
          }),
        say('sent', to.firstName),
        say('sendFailed'),
      ),

    /** Accept: the request leaves Incoming and the member becomes a friend at once. */
    accept: (requestId: string, from: FriendMember) =>
      attempt(
        from.id,
        () =>
          accept({
            variables: { requestId },
            ...refresh,
            optimisticResponse: {
              acceptFriendRequest: {
                __typename: 'Friendship',
                id: optimisticId(requestId),
                since: new Date().toISOString(),
                friend: summary(from),
              },
            },
            update: (cache, { data }) => {
              withoutRequest(cache, 'incoming', requestId);
              const friendship = data?.acceptFriendRequest;
              if (!friendship) return;
              writeFriendship(cache, friendshipState(from.id, 'FRIENDS', { friendshipId: friendship.id }));
              withFriend(cache, friendship.id, true);
            },
          }),
        say('accepted'),
        say('acceptFailed'),
      ),

    /** Reject a request a member sent (Book Social's 'Decline'). */
    reject: (requestId: string, userId: string) =>
      attempt(
        userId,
        () =>
          reject({
            variables: { requestId },
            ...refresh,
            optimisticResponse: { rejectFriendRequest: friendshipState(userId, 'NONE') },
            update: (cache) => withoutRequest(cache, 'incoming', requestId),
          }),
        say('rejected'),
        say('rejectFailed'),
      ),

    /** Withdraw a request the viewer sent. */
    cancel: (requestId: string, userId: string) =>
      attempt(
        userId,
        () =>
          cancel({
            variables: { requestId },
            ...refresh,
            optimisticResponse: { cancelFriendRequest: friendshipState(userId, 'NONE') },
            update: (cache) => withoutRequest(cache, 'outgoing', requestId),
          }),
        say('cancelled'),
        say('cancelFailed'),
      ),

    /** End a friendship (the screens ask first: ConfirmUnfriend). */
    unfriend: (friendshipId: string, userId: string) =>
      attempt(
        userId,
        () =>
          unfriend({
            variables: { friendshipId },
            ...refresh,
            optimisticResponse: { unfriend: friendshipState(userId, 'NONE') },
            update: (cache) => withFriend(cache, friendshipId, false),
          }),
        say('removed'),
        say('removeFailed'),
      ),
  };
}
