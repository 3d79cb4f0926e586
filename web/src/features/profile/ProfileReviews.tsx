/**
 * The Reviews tab (SPEC §2, §7, §9): total count, the average to one decimal with five stars,
 * ten reviews a page with Previous/Next and 'Page X of Y', 'No Reviews Yet'. It has its own query
 * because SPEC §8 gives it its own failure ('Failed to load reviews. Please try again.' with
 * Retry) that must not take the rest of the profile down; started with the page's query, it
 * travels in the same HTTP request.
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Stars } from '../../components/Stars';
import { graphql } from '../../gql';
import { useFormat } from '../../i18n/format';
import { useListTop } from '../../lib/listTop';
import { ProfileReviewCard } from './ProfileReviewCard';

const ProfileReviewsQuery = graphql(`
  query ProfileReviews($id: ID!, $page: Int!) {
    user(id: $id) {
      id
      reviews(page: $page) {
        totalCount
        page
        pageCount
        hasNextPage
        hasPreviousPage
        averageRating
        items {
          id
          ...ProfileReviewCard_review
        }
      }
    }
  }
`);

export function ProfileReviews({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const { rating } = useFormat();
  const [page, setPage] = useState(1);
  const listTop = useListTop();
  const goTo = (p: number) => {
    setPage(p);
    listTop.show();
  };
  const {
    data: fresh,
    previousData,
    loading,
    error,
    refetch,
  } = useQuery(ProfileReviewsQuery, {
    variables: { id: userId, page },
  });
  const reviews = (fresh ?? previousData)?.user?.reviews;

  if (error && !fresh) {
    return (
      <Alert color="red" title={t('reviews.loadFailed')}>
        <Button size="xs" variant="light" onClick={() => void refetch()}>
          {t('reviews.retry')}
        </Button>
      </Alert>
    );
  }
  if (!reviews) {
    return (
      <Stack gap="sm">
        <Skeleton h={28} w={220} />
        <Skeleton h={140} />
        <Skeleton h={140} />
      </Stack>
    );
  }
  if (reviews.totalCount === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <IconMessageCircle size={40} color="var(--mantine-color-gray-5)" />
        <Text fw={700} fz="lg">
          {t('reviews.empty')}
        </Text>
        <Text c="dimmed">{t('reviews.emptyText')}</Text>
      </Stack>
    );
  }

  const average = reviews.averageRating ?? 0;
  return (
    <Stack
      gap="md"
      ref={listTop.ref}
      style={{ ...listTop.style, opacity: loading ? 0.6 : 1, transition: 'opacity 120ms' }}
    >
      <Group gap="md" wrap="wrap">
        <Text fw={700} fz="lg">
          {t('reviews.count', { count: reviews.totalCount })}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text fw={800} fz="lg" c="pine.8">
            {rating(average)}
          </Text>
          <Stars rating={average} size={18} />
          <Text size="sm" c="dimmed">
            {t('reviews.average')}
          </Text>
        </Group>
      </Group>
      {reviews.items.map((r) => (
        <ProfileReviewCard key={r.id} review={r} />
      ))}
      {reviews.pageCount > 1 && (
        <Group justify="center" gap="md" wrap="nowrap">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} />}
            disabled={!reviews.hasPreviousPage || loading}
            onClick={() => goTo(reviews.page - 1)}
          >
            {t('reviews.previous')}
          </Button>
          <Text size="sm" fw={600} aria-live="polite">
            {t('reviews.page', { page: reviews.page, pages: reviews.pageCount })}
          </Text>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} />}
            disabled={!reviews.hasNextPage || loading}
            onClick={() => goTo(reviews.page + 1)}
          >
            {t('reviews.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
