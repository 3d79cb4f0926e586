/**
 * Another member's friend buttons, one set per friendship state (SPEC §2, §4): Add Friend;
 * Request Sent with Cancel Request; Accept and Reject; Friends with Unfriend (asked first). The actions and
 * their optimistic cache writes are features/friends' (shared with Book Social), with SPEC §8's profile toasts.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { IconCheck, IconClock, IconUserCheck, IconUserMinus, IconUserPlus, IconX } from '@tabler/icons-react';
import { ConfirmUnfriend, profileFriendToasts, useFriendActions } from '../friends';
import { graphql } from '../../gql';
import type { FriendButtons_UserFragment } from '../../gql/graphql';
import { isOptimistic } from '../../lib/optimistic';

export const FriendButtons_user = graphql(`
  fragment FriendButtons_user on UserProfile {
    id
    username
    firstName
    lastName
    status
    isVerified
    profilePictureUrl
    friendship {
      userId
      status
      friendshipId
      requestId
    }
  }
`);

const stateBadge = { size: 'xl', variant: 'light', tt: 'none', fw: 600, h: 36 } as const;

/** `name` is the member's full name, for the unfriend confirmation. */
export function FriendButtons(props: { user: FragmentType<FriendButtons_UserFragment>; name: string }) {
  const { t } = useTranslation('profile');
  const { data: user, complete } = useFragment({ fragment: FriendButtons_user, from: props.user });
  const actions = useFriendActions({ toasts: profileFriendToasts, recheckStatus: true });
  const [asking, setAsking] = useState(false);
  if (!complete) return null;

  const { status, requestId, friendshipId } = user.friendship;
  const busy = actions.busy || isOptimistic(requestId) || isOptimistic(friendshipId);

  switch (status) {
    case 'SELF':
      return null;
    case 'NONE':
      return (
        <Button leftSection={<IconUserPlus size={18} />} onClick={() => void actions.send(user)} disabled={busy}>
          {t('friend.add')}
        </Button>
      );
    case 'PENDING':
      return (
        <Group gap="xs" wrap="wrap">
          <Badge {...stateBadge} color="gray" leftSection={<IconClock size={16} />}>
            {t('friend.requestSent')}
          </Badge>
          <Button
            variant="default"
            leftSection={<IconX size={18} />}
            disabled={busy || !requestId}
            onClick={() => requestId && void actions.cancel(requestId, user.id)}
          >
            {t('friend.cancelRequest')}
          </Button>
        </Group>
      );
    case 'RECEIVED':
      return (
        <Group gap="xs" wrap="wrap">
          <Button
            leftSection={<IconCheck size={18} />}
            disabled={busy || !requestId}
            onClick={() => requestId && void actions.accept(requestId, user)}
          >
            {t('friend.accept')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconX size={18} />}
            disabled={busy || !requestId}
            onClick={() => requestId && void actions.reject(requestId, user.id)}
          >
            {t('friend.reject')}
          </Button>
        </Group>
      );
    case 'FRIENDS':
      return (
        <Group gap="xs" wrap="wrap">
          <Badge {...stateBadge} color="pine" leftSection={<IconUserCheck size={16} />}>
            {t('friend.friends')}
          </Badge>
          <Button
            variant="light"
            color="red"
            leftSection={<IconUserMinus size={18} />}
            disabled={busy || !friendshipId}
            onClick={() => setAsking(true)}
          >
            {t('friend.unfriend')}
          </Button>
          <ConfirmUnfriend
            name={asking ? props.name : null}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              if (friendshipId) void actions.unfriend(friendshipId, user.id);
            }}
          />
        </Group>
      );
  }
}
