/**
 * Everyone's reviews of a book, beneath its description (issue 37: not behind a tab): how the
 * ratings fall on the stars, then the reviews page by page, newest first. The member's own review
 * is in the Review tab (MyReview.tsx), not again here.
 */
import { Stack, Text, Title } from '@mantine/core';
import { PageNumbers } from '../../components/PageNumbers';
import { useTranslation } from '../../i18n/react';
import { useListTop } from '../../lib/listTop';
import { ReviewCard, type ReviewView } from '../../components/reviews/ReviewCard';
import { RatingBreakdown } from './RatingBreakdown';

interface Props {
  mine: ReviewView | null;
  reviews: { items: ReviewView[]; totalCount: number; pageCount: number; page: number };
  onPage: (page: number) => void;
  rating: number;
  totalRatings: number;
  breakdown: readonly { stars: number; count: number }[];
}

export function ReviewList({ mine, reviews, onPage, rating, totalRatings, breakdown }: Props) {
  const { t } = useTranslation('book');
  const listTop = useListTop();
  const others = reviews.items.filter((r) => r.id !== mine?.id);
  return (
    <Stack gap="md" component="section" aria-labelledby="reviews-title" ref={listTop.ref} style={listTop.style}>
      <Title order={2} fz="xl" id="reviews-title">
        {t('reviews.heading', { total: reviews.totalCount })}
      </Title>
      <RatingBreakdown rating={rating} totalRatings={totalRatings} breakdown={breakdown} />
      {others.length > 0 ? (
        others.map((r) => <ReviewCard key={r.id} review={r} />)
      ) : mine ? (
        reviews.totalCount <= 1 && <Text c="dimmed">{t('reviews.noOthers')}</Text>
      ) : (
        <Text c="dimmed">{t('reviews.none')}</Text>
      )}
      {reviews.pageCount > 1 && (
        <PageNumbers
          total={reviews.pageCount}
          value={reviews.page}
          onChange={(p) => {
            onPage(p);
            listTop.show();
          }}
        />
      )}
    </Stack>
  );
}
