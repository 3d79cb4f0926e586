/**
 * 'People you may know' (SPEC §2, §8, §9): suggestion cards, 12 a page, with 'Load More
 * Suggestions' appending the next page; a skeleton of 4 cards while loading; 'No Suggestions
 * Available'; the failure text with Retry. A card counts as 'Request Sent' while its request is
 * on its way and once the member is among the outgoing requests, so it reverts if sending fails.
 */
import type { FragmentType } from '@apollo/client';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { SuggestionCard_SuggestionFragment } from '../../gql/graphql';
import { ProfilePopup } from './ProfilePopup';
import { SuggestionCard, type SuggestionView } from './SuggestionCard';
import { type FriendMember, socialFriendToasts, useFriendActions } from '../friends';
import { SOCIAL_LISTS } from './socialLists';

export const SKELETON_CARDS = 4;
const GRID = { base: 2, sm: 3, lg: 4 };

interface Props {
  items: readonly ({ id: string } & FragmentType<SuggestionCard_SuggestionFragment>)[] | undefined;
  hasNextPage: boolean;
  loading: boolean;
  loadingMore: boolean;
  failed: boolean;
  /** Members with a pending request from me; null while the requests are unknown. */
  requestedIds: ReadonlySet<string> | null;
  onLoadMore: () => void;
  onRetry: () => void;
}

export function PeopleYouMayKnow(props: Props) {
  const { items, hasNextPage, loading, loadingMore, failed, requestedIds, onLoadMore, onRetry } = props;
  const { t } = useTranslation('social');
  const actions = useFriendActions({ toasts: socialFriendToasts, lists: true, refetchQueries: SOCIAL_LISTS });
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [succeeded, setSucceeded] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<SuggestionView | null>(null);

  const isSent = (id: string) => pending.has(id) || (requestedIds ? requestedIds.has(id) : succeeded.has(id));
  const add = async (user: FriendMember) => {
    setPending((s) => new Set(s).add(user.id));
    const ok = await actions.send(user);
    if (ok) setSucceeded((s) => new Set(s).add(user.id));
    setPending((s) => new Set([...s].filter((id) => id !== user.id)));
  };

  let body;
  if (failed && !items) {
    body = (
      <Alert color="red" title={t('suggestions.failed')}>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('suggestions.retry')}
        </Button>
      </Alert>
    );
  } else if (!items && loading) {
    body = (
      <SimpleGrid cols={GRID} spacing="md" aria-label={t('suggestions.loading')}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <Card key={i} withBorder radius="md" padding="md" data-testid="suggestion-skeleton">
            <Stack align="center" gap="xs">
              <Skeleton h={72} w={72} circle />
              <Skeleton h={14} w="70%" />
              <Skeleton h={10} w="50%" />
              <Skeleton h={28} mt="xs" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  } else if (!items?.length) {
    body = (
      <Stack align="center" gap={4} py="lg" ta="center">
        <IconUsers size={36} color="var(--mantine-color-gray-5)" />
        <Text fw={700}>{t('suggestions.none')}</Text>
        <Text size="sm" c="dimmed">
          {t('suggestions.noneHint')}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <SimpleGrid cols={GRID} spacing="md">
          {items.map((s) => (
            <SuggestionCard
              key={s.id}
              suggestion={s}
              sent={isSent(userIdOf(s))}
              onAdd={(u) => void add(u)}
              onOpen={setOpen}
            />
          ))}
        </SimpleGrid>
        {hasNextPage && (
          <Group justify="center">
            <Button variant="light" onClick={onLoadMore} loading={loadingMore}>
              {t('suggestions.loadMore')}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="people-you-may-know">
      <Title order={2} fz="xl" mb="md" id="people-you-may-know">
        {t('suggestions.title')}
      </Title>
      {body}
      <ProfilePopup
        suggestion={open}
        sent={open ? isSent(open.user.id) : false}
        onAdd={(u) => void add(u)}
        onClose={() => setOpen(null)}
      />
    </Card>
  );
}

/** A suggestion's id is the suggested member's id (FriendSuggestion.id, SPEC §3). */
const userIdOf = (s: { id: string }) => s.id;
