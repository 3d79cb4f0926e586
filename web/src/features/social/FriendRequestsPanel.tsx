/**
 * The collapsible Friend Requests panel (SPEC §2, §8): Incoming and Outgoing tabs with their
 * counts; Accept and Decline on incoming requests, Cancel on outgoing ones, each optimistic.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconChevronDown, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { FriendRequestRow_RequestFragment } from '../../gql/graphql';
import { MemberLine } from './MemberLine';
import { socialFriendToasts } from '../../lib/friends/friendToasts';
import { isOptimistic } from '../../lib/friends/friendshipCache';
import { useFriendActions } from '../../lib/friends/useFriendActions';
import { SOCIAL_LISTS } from './socialLists';

export const FriendRequestRow_request = graphql(`
  fragment FriendRequestRow_request on FriendRequest {
    id
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
`);

type Request = { id: string } & FragmentType<FriendRequestRow_RequestFragment>;

function RequestRow({ request: from, box }: { request: Request; box: 'incoming' | 'outgoing' }) {
  const { data: request, complete } = useFragment({ fragment: FriendRequestRow_request, from });
  const actions = useFriendActions({ toasts: socialFriendToasts, refetchQueries: SOCIAL_LISTS });
  if (!complete) return null;
  const other = box === 'incoming' ? request.fromUser : request.toUser;
  const optimistic = isOptimistic(request.id);
  const busy = actions.busy || optimistic;
  const detail = `@${other.username} · ${dayjs(request.createdAt).format('D MMM')}`;

  return (
    <MemberLine
      member={other}
      detail={detail}
      actions={
        box === 'incoming' ? (
          <>
            <Tooltip label="Accept">
              <ActionIcon
                size="lg"
                aria-label={`Accept ${other.firstName}`}
                disabled={busy}
                onClick={() => void actions.accept(request.id, other)}
              >
                <IconCheck size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Decline">
              <ActionIcon
                size="lg"
                variant="default"
                aria-label={`Decline ${other.firstName}`}
                disabled={busy}
                onClick={() => void actions.reject(request.id, other.id)}
              >
                <IconX size={18} />
              </ActionIcon>
            </Tooltip>
          </>
        ) : (
          <Button
            size="xs"
            variant="default"
            aria-label={`Cancel request to ${other.firstName}`}
            disabled={busy}
            onClick={() => void actions.cancel(request.id, other.id)}
          >
            Cancel
          </Button>
        )
      }
    />
  );
}

interface Props {
  incoming: readonly Request[] | undefined;
  outgoing: readonly Request[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function FriendRequestsPanel({ incoming, outgoing, loading, failed, onRetry }: Props) {
  const [open, setOpen] = useState(true);
  const [tab, setTab] = useState<string | null>('incoming');
  const list = (requests: readonly Request[], box: 'incoming' | 'outgoing') =>
    requests.length ? (
      <Stack gap="sm">
        {requests.map((r) => (
          <RequestRow key={r.id} request={r} box={box} />
        ))}
      </Stack>
    ) : (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {box === 'incoming' ? 'No incoming friend requests' : 'No outgoing friend requests'}
      </Text>
    );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="friend-requests">
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls="friend-requests-body">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Title order={2} fz="lg" id="friend-requests">
              Friend Requests
            </Title>
            {incoming && incoming.length > 0 && (
              <Badge color="clay" circle>
                {incoming.length}
              </Badge>
            )}
          </Group>
          <IconChevronDown
            size={18}
            style={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
            aria-hidden
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id="friend-requests-body">
        {failed && !incoming ? (
          <Alert color="red" title="Failed to load friend requests" mt="md">
            <Button size="xs" variant="light" onClick={onRetry}>
              Retry
            </Button>
          </Alert>
        ) : !incoming || !outgoing ? (
          <Stack gap="sm" mt="md">
            {loading && [1, 2].map((i) => <Skeleton key={i} h={44} />)}
          </Stack>
        ) : (
          <Tabs value={tab} onChange={setTab} mt="md">
            <Tabs.List grow>
              <Tabs.Tab value="incoming">Incoming ({incoming.length})</Tabs.Tab>
              <Tabs.Tab value="outgoing">Outgoing ({outgoing.length})</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="incoming" pt="md">
              {list(incoming, 'incoming')}
            </Tabs.Panel>
            <Tabs.Panel value="outgoing" pt="md">
              {list(outgoing, 'outgoing')}
            </Tabs.Panel>
          </Tabs>
        )}
      </Collapse>
    </Card>
  );
}
