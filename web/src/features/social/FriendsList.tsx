/**
 * The member's friends (SPEC §2, §8), each linking to their profile with their status line and
 * an optimistic Unfriend, asked first; 'No friends yet'; 'Failed to load friends' with Retry.
 */
import '@mantine/core/styles/Tooltip.css';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { ActionIcon, Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { ConfirmUnfriend, socialFriendToasts, useFriendActions } from '../friends';
import { graphql } from '../../gql';
import { useFormat } from '../../i18n/format';
import type { FriendRow_FriendshipFragment } from '../../gql/graphql';
import { MemberLine } from './MemberLine';
import { isOptimistic } from '../../lib/optimistic';
import { SOCIAL_LISTS } from './socialLists';

export const FriendRow_friendship = graphql(`
  fragment FriendRow_friendship on Friendship {
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
`);

type Friendship = { id: string } & FragmentType<FriendRow_FriendshipFragment>;

function FriendRow({ friendship: from }: { friendship: Friendship }) {
  const { t } = useTranslation('social');
  const { data: friendship, complete } = useFragment({ fragment: FriendRow_friendship, from });
  const actions = useFriendActions({ toasts: socialFriendToasts, lists: true, refetchQueries: SOCIAL_LISTS });
  const [asking, setAsking] = useState(false);
  if (!complete) return null;
  const { friend } = friendship;
  const optimistic = isOptimistic(friendship.id);
  return (
    <MemberLine
      member={friend}
      detail={friend.status || `@${friend.username}`}
      actions={
        <>
          <Tooltip label={t('friends.unfriend')}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('friends.unfriendName', { name: friend.firstName })}
              disabled={actions.busy || optimistic}
              onClick={() => setAsking(true)}
            >
              <IconUserMinus size={18} />
            </ActionIcon>
          </Tooltip>
          <ConfirmUnfriend
            name={asking ? `${friend.firstName} ${friend.lastName}` : null}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              void actions.unfriend(friendship.id, friend.id);
            }}
          />
        </>
      }
    />
  );
}

interface Props {
  friends: readonly Friendship[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function FriendsList({ friends, loading, failed, onRetry }: Props) {
  const { t } = useTranslation('social');
  const { number } = useFormat();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="friends-list">
      <Group gap="xs" mb="md">
        <Title order={2} fz="lg" id="friends-list">
          {t('friends.title')}
        </Title>
        {friends && (
          <Badge variant="light" color="pine" circle>
            {number(friends.length)}
          </Badge>
        )}
      </Group>
      {failed && !friends ? (
        <Alert color="red" title={t('friends.failed')}>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('friends.retry')}
          </Button>
        </Alert>
      ) : !friends ? (
        <Stack gap="sm">{loading && [1, 2, 3].map((i) => <Skeleton key={i} h={44} />)}</Stack>
      ) : friends.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t('friends.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {friends.map((f) => (
            <FriendRow key={f.id} friendship={f} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
