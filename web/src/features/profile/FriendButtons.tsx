/**
 * Another member's friend buttons, one set per friendship state (SPEC §2, §4): Add Friend;
 * Request Sent with Cancel Request; Accept and Reject; Friends with Unfriend. The actions and
 * their optimistic cache writes are in useFriendship.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Button, Group } from '@mantine/core';
import { IconCheck, IconClock, IconUserCheck, IconUserMinus, IconUserPlus, IconX } from '@tabler/icons-react';
import { graphql } from '../../gql';
import type { FriendButtons_UserFragment } from '../../gql/graphql';
import { OPTIMISTIC_ID, useFriendship } from './useFriendship';

export const FriendButtons_user = graphql(`
  fragment FriendButtons_user on UserProfile {
    id
    friendship {
      userId
      status
      friendshipId
      requestId
    }
  }
`);

const stateBadge = { size: 'xl', variant: 'light', tt: 'none', fw: 600, h: 36 } as const;

export function FriendButtons(props: { user: FragmentType<FriendButtons_UserFragment> }) {
  const { data: user, complete } = useFragment({ fragment: FriendButtons_user, from: props.user });
  const actions = useFriendship(user.id ?? '');
  if (!complete) return null;

  const { status, requestId, friendshipId } = user.friendship;
  const busy = actions.busy || requestId === OPTIMISTIC_ID || friendshipId === OPTIMISTIC_ID;

  switch (status) {
    case 'SELF':
      return null;
    case 'NONE':
      return (
        <Button leftSection={<IconUserPlus size={18} />} onClick={() => void actions.send()} disabled={busy}>
          Add Friend
        </Button>
      );
    case 'PENDING':
      return (
        <Group gap="xs" wrap="wrap">
          <Badge {...stateBadge} color="gray" leftSection={<IconClock size={16} />}>
            Request Sent
          </Badge>
          <Button
            variant="default"
            leftSection={<IconX size={18} />}
            disabled={busy || !requestId}
            onClick={() => requestId && void actions.cancel(requestId)}
          >
            Cancel Request
          </Button>
        </Group>
      );
    case 'RECEIVED':
      return (
        <Group gap="xs" wrap="wrap">
          <Button
            leftSection={<IconCheck size={18} />}
            disabled={busy || !requestId}
            onClick={() => requestId && void actions.accept(requestId)}
          >
            Accept
          </Button>
          <Button
            variant="default"
            leftSection={<IconX size={18} />}
            disabled={busy || !requestId}
            onClick={() => requestId && void actions.reject(requestId)}
          >
            Reject
          </Button>
        </Group>
      );
    case 'FRIENDS':
      return (
        <Group gap="xs" wrap="wrap">
          <Badge {...stateBadge} color="pine" leftSection={<IconUserCheck size={16} />}>
            Friends
          </Badge>
          <Button
            variant="light"
            color="red"
            leftSection={<IconUserMinus size={18} />}
            disabled={busy || !friendshipId}
            onClick={() => friendshipId && void actions.unfriend(friendshipId)}
          >
            Unfriend
          </Button>
        </Group>
      );
  }
}
