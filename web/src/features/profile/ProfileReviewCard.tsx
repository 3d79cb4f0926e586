/**
 * A review on a profile (SPEC §3 'Review on a profile'): the book it is about, the rating out of
 * 5, title, content, date, a Spoiler tag (title and content blurred until clicked) and an 'Edited' tag.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Stars } from '../../components/Stars';
import { ReviewContent, ReviewTags } from '../../components/reviews/ReviewCard';
import { graphql } from '../../gql';
import type { ProfileReviewCard_ReviewFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';

export const ProfileReviewCard_review = graphql(`
  fragment ProfileReviewCard_review on Review {
    id
    rating
    title
    content
    containsSpoiler
    isEdited
    createdAt
    book {
      id
      title
    }
  }
`);

export function ProfileReviewCard(props: { review: FragmentType<ProfileReviewCard_ReviewFragment> }) {
  const { t } = useTranslation('profile');
  const { date } = useFormat();
  const { data: review, complete } = useFragment({ fragment: ProfileReviewCard_review, from: props.review });
  if (!complete) return null;

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={paths.book(review.book.id)} fw={700} size="sm" lineClamp={1}>
            {review.book.title}
          </Anchor>
          <ReviewTags review={review} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Stars rating={review.rating} />
          <Text size="sm" c="dimmed">
            {t('reviews.rating', { rating: review.rating })}
          </Text>
        </Group>
        <ReviewContent review={review} />
        <Text size="xs" c="dimmed">
          {date(review.createdAt, 'day')}
        </Text>
      </Stack>
    </Card>
  );
}
