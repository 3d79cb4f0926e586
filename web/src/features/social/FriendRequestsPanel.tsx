/**
 * The collapsible Friend Requests panel (SPEC §2, §8): Incoming and Outgoing tabs with their
 * counts; Accept and Decline on incoming requests, Cancel on outgoing ones, each optimistic.
 */
import '@mantine/core/styles/Tooltip.css';
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
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { graphql } from '../../gql';
import { useFormat } from '../../i18n/format';
import type { FriendRequestRow_RequestFragment } from '../../gql/graphql';
import { MemberLine } from './MemberLine';
import { socialFriendToasts, useFriendActions } from '../friends';
import { isOptimistic } from '../../lib/optimistic';
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
  const { t } = useTranslation('social');
  const { date } = useFormat();
  const { data: request, complete } = useFragment({ fragment: FriendRequestRow_request, from });
  const actions = useFriendActions({ toasts: socialFriendToasts, lists: true, refetchQueries: SOCIAL_LISTS });
  if (!complete) return null;
  const other = box === 'incoming' ? request.fromUser : request.toUser;
  const optimistic = isOptimistic(request.id);
  const busy = actions.busy || optimistic;
  const detail = `@${other.username} · ${date(request.createdAt, 'dayMonth')}`;

  return (
    <MemberLine
      member={other}
      detail={detail}
      actions={
        box === 'incoming' ? (
          <>
            <Tooltip label={t('requests.accept')}>
              <ActionIcon
                size="lg"
                aria-label={t('requests.acceptName', { name: other.firstName })}
                disabled={busy}
                onClick={() => void actions.accept(request.id, other)}
              >
                <IconCheck size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('requests.decline')}>
              <ActionIcon
                size="lg"
                variant="default"
                aria-label={t('requests.declineName', { name: other.firstName })}
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
            aria-label={t('requests.cancelName', { name: other.firstName })}
            disabled={busy}
            onClick={() => void actions.cancel(request.id, other.id)}
          >
            {t('requests.cancel')}
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
  const { t } = useTranslation('social');
  const { number } = useFormat();
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
        {box === 'incoming' ? t('requests.noIncoming') : t('requests.noOutgoing')}
      </Text>
    );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="friend-requests">
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls="friend-requests-body">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Title order={2} fz="lg" id="friend-requests">
              {t('requests.title')}
            </Title>
            {incoming && incoming.length > 0 && (
              <Badge color="clay" circle>
                {number(incoming.length)}
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
          <Alert color="red" title={t('requests.failed')} mt="md">
            <Button size="xs" variant="light" onClick={onRetry}>
              {t('requests.retry')}
            </Button>
          </Alert>
        ) : !incoming || !outgoing ? (
          <Stack gap="sm" mt="md">
            {loading && [1, 2].map((i) => <Skeleton key={i} h={44} />)}
          </Stack>
        ) : (
          <Tabs value={tab} onChange={setTab} mt="md">
            <Tabs.List grow>
              <Tabs.Tab value="incoming">{t('requests.incoming', { count: incoming.length })}</Tabs.Tab>
              <Tabs.Tab value="outgoing">{t('requests.outgoing', { count: outgoing.length })}</Tabs.Tab>
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
