/**
 * Friends' activity (issue 36), on home and Book Social: the signed-in member's friends'
 * shelvings, progress, finished books, reviews and challenge milestones, newest first, ten at a
 * time ('Show more' follows the cursor), with what friends do while it is open put at the top
 * (the friendActivity subscription; its events carry the whole activity). Who may be seen is the
 * graph's decision. Its query is started by the screen's loader (FriendsActivity.data.ts), so it
 * goes in the screen's one request.
 */
import type { Reference } from '@apollo/client';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/react';
import { FriendActivityItem } from './FriendActivityItem';
import { FRIENDS_ACTIVITY_PAGE, FriendActivityLive, FriendsActivityQuery } from './FriendsActivity.data';

const FIRST_PAGE = { first: FRIENDS_ACTIVITY_PAGE };

export function FriendsActivity() {
  const { t } = useTranslation('activity');
  const client = useApolloClient();
  const { data, error, loading, fetchMore, refetch } = useQuery(FriendsActivityQuery, { variables: FIRST_PAGE });
  const [more, setMore] = useState(false);

  useSubscription(FriendActivityLive, {
    onData: ({ data: event }) => {
      const fresh = event.data?.friendActivity;
      if (!fresh) return;
      // The event is already normalized into the cache: the feed's first page gains a reference.
      client.cache.modify<{ friendsActivity: { nodes: readonly Reference[] } }>({
        fields: {
          friendsActivity: (page, { toReference, readField, storeFieldName }) => {
            if (storeFieldName.includes('"after"') || !('nodes' in page)) return page;
            const ref = toReference({ __typename: 'FriendActivity', id: fresh.id });
            if (!ref || page.nodes.some((n: Reference) => readField('id', n) === fresh.id)) return page;
            return { ...page, nodes: [ref, ...page.nodes] };
          },
        },
      });
    },
  });

  const feed = data?.friendsActivity;
  const showMore = async () => {
    if (!feed?.endCursor) return;
    setMore(true);
    try {
      await fetchMore({
        variables: { ...FIRST_PAGE, after: feed.endCursor },
        updateQuery: (page, { fetchMoreResult }) => ({
          friendsActivity: {
            ...fetchMoreResult.friendsActivity,
            nodes: [
              ...page.friendsActivity.nodes,
              ...fetchMoreResult.friendsActivity.nodes.filter(
                (n) => !page.friendsActivity.nodes.some((o) => o.id === n.id),
              ),
            ],
          },
        }),
      });
    } finally {
      setMore(false);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="friends-activity">
      <Title order={2} fz="lg" mb="sm" id="friends-activity">
        {t('title')}
      </Title>
      {!feed && loading && (
        <Stack align="center" py="md" role="status">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('loading')}
          </Text>
        </Stack>
      )}
      {!feed && error && (
        <Alert color="red" variant="light">
          <Text size="sm">{t('loadError')}</Text>
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {feed && feed.nodes.length === 0 && (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('empty')}
          </Text>
          <Button component={Link} to={paths.social} variant="light" size="xs">
            {t('findFriends')}
          </Button>
        </Stack>
      )}
      {feed && feed.nodes.length > 0 && (
        <Stack gap="sm">
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-live="polite">
            {feed.nodes.map((node) => (
              <FriendActivityItem key={node.id} activity={node} />
            ))}
          </Stack>
          {feed.hasNextPage && (
            <Button variant="subtle" loading={more} onClick={() => void showMore()} style={{ alignSelf: 'center' }}>
              {t('more')}
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
