/**
 * Book Social /social (SPEC §2 'Social', issue 36): the header with rotating figures, the stat
 * cards, people search, 'People you may know', the reading groups, the Friend Requests
 * panel, the friends list and the member's reading challenge (or the invitation to set one). Requests and friendships also change
 * live while the page is open (useLiveFriendships.ts).
 *
 * Suggestions, requests and friends are three queries, not one, because SPEC §8 gives each its
 * own failure and a failed list must not blank the others; started together, they travel in one
 * HTTP request (the batch link). Each is checked with the server on every visit.
 */
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Box, Container, Grid, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { SocialSuggestionsQuery, SocialRequestsQuery, SocialFriendsQuery, SocialStatsQuery } from './SocialPage.data';
import { toast } from '../../lib/notify';
import { FriendRequestsPanel } from './FriendRequestsPanel';
import { FriendsList } from './FriendsList';
import { PeopleSearch } from './PeopleSearch';
import { PeopleYouMayKnow } from './PeopleYouMayKnow';
import { ReadingChallenge } from './ReadingChallenge';
import { FriendsActivity } from '../activity';
import { ReadingGroups } from './ReadingGroups';
import { SocialHeader, type HeaderStat } from './SocialHeader';
import { SocialStatCards } from './SocialStatCards';
import { useLiveFriendships } from './useLiveFriendships';

const SHOW_REFETCHING = { notifyOnNetworkStatusChange: true } as const;

function useSuggestions() {
  const query = useQuery(SocialSuggestionsQuery, { variables: { page: 1 }, ...SHOW_REFETCHING });
  const page = query.data?.friendSuggestions;
  const loadMore = () =>
    page &&
    void query.fetchMore({
      variables: { page: page.page + 1 },
      updateQuery: (previous, { fetchMoreResult }) => {
        const seen = new Set(previous.friendSuggestions.items.map((s) => s.id));
        const next = fetchMoreResult.friendSuggestions;
        return {
          friendSuggestions: {
            ...next,
            items: [...previous.friendSuggestions.items, ...next.items.filter((s) => !seen.has(s.id))],
          },
        };
      },
    });
  return { ...query, page, loadMore, loadingMore: query.networkStatus === NetworkStatus.fetchMore };
}

/** SPEC §8 names these failures as toasts; the lists also keep a Retry in place. */
function useFailureToast(error: unknown, message: string) {
  useEffect(() => {
    if (error) toast.error(message);
  }, [error, message]);
}

export function SocialPage() {
  const { t } = useTranslation('social');
  const suggestions = useSuggestions();
  const requests = useQuery(SocialRequestsQuery, SHOW_REFETCHING);
  const friends = useQuery(SocialFriendsQuery, SHOW_REFETCHING);
  const figures = useQuery(SocialStatsQuery).data?.socialStats;
  useLiveFriendships();
  useFailureToast(requests.error, t('page.requestsFailed'));
  useFailureToast(friends.error, t('page.friendsFailed'));
  const incoming = requests.data?.friendRequests.incoming;
  const outgoing = requests.data?.friendRequests.outgoing;

  const requestedIds = useMemo(() => (outgoing ? new Set(outgoing.map((r) => r.toUser.id)) : null), [outgoing]);
  // Every figure is the member's own: the friends and requests as the (live) lists hold them, the
  // rest as REST counts them (socialStats).
  const stats: HeaderStat[] = [
    ...(friends.data ? [{ label: t('page.stats.friends'), value: friends.data.friends.length }] : []),
    ...(figures ? [{ label: t('page.stats.booksReadThisYear'), value: figures.booksReadThisYear }] : []),
    ...(figures ? [{ label: t('page.stats.reviewsWritten'), value: figures.reviewsWritten }] : []),
    ...(incoming ? [{ label: t('page.stats.requestsWaiting'), value: incoming.length }] : []),
    ...(suggestions.page ? [{ label: t('page.stats.readersYouMayKnow'), value: suggestions.page.totalCount }] : []),
  ];

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <SocialHeader stats={stats} />
        <SocialStatCards />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg">
              <PeopleSearch />
              <PeopleYouMayKnow
                items={suggestions.page?.items}
                hasNextPage={suggestions.page?.hasNextPage ?? false}
                loading={suggestions.loading}
                loadingMore={suggestions.loadingMore}
                failed={Boolean(suggestions.error)}
                requestedIds={requestedIds}
                onLoadMore={suggestions.loadMore}
                onRetry={() => void suggestions.refetch()}
              />
              <FriendsActivity />
              <ReadingGroups />
              {/* Phones: the challenge comes last, after the lists. */}
              <Box hiddenFrom="md">
                <ReadingChallenge />
              </Box>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="lg">
              <FriendRequestsPanel
                incoming={incoming}
                outgoing={outgoing}
                loading={requests.loading}
                failed={Boolean(requests.error)}
                onRetry={() => void requests.refetch()}
              />
              <FriendsList
                friends={friends.data?.friends}
                loading={friends.loading}
                failed={Boolean(friends.error)}
                onRetry={() => void friends.refetch()}
              />
              <Box visibleFrom="md">
                <ReadingChallenge />
              </Box>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
