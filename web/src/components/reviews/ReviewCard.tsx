/**
 * One review: stars, author (linking to their profile), date, the 'Edited' tag, title and text;
 * a spoiler's title and text are blurred together until clicked.
 */
import { Anchor, Badge, Box, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useFormat } from '../../i18n/format';
import { Stars } from '../Stars';
import { graphql } from '../../gql';

/** What a review card shows; screens spread it unmasked, as the review list passes plain data around. */
export const ReviewCard_review = graphql(`
  fragment ReviewCard_review on Review {
    id
    rating
    title
    content
    containsSpoiler
    isEdited
    createdAt
    author {
      id
      username
      firstName
      lastName
    }
  }
`);

export interface ReviewView {
  id: string;
  rating: number;
  title: string;
  content: string;
  containsSpoiler: boolean;
  isEdited: boolean;
  createdAt: string;
  author?: { id: string; username: string; firstName: string; lastName: string } | null;
}

/** The Spoiler and 'Edited' tags, wherever a review is shown (book page, profile). */
export function ReviewTags({ review }: { review: Pick<ReviewView, 'containsSpoiler' | 'isEdited'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      {review.containsSpoiler && (
        <Badge color="orange" variant="light">
          {t('review.spoiler')}
        </Badge>
      )}
      {review.isEdited && (
        <Badge color="gray" variant="light">
          {t('review.edited')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * A review's title and text; when it contains spoilers, both are blurred behind SPEC's notice
 * until clicked (a title can give the ending away as well as the text).
 */
export function ReviewContent({ review }: { review: Pick<ReviewView, 'containsSpoiler' | 'content' | 'title'> }) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  if (review.containsSpoiler && !revealed) {
    return (
      <UnstyledButton onClick={() => setRevealed(true)} aria-label={t('review.showSpoiler')}>
        <Box style={{ filter: 'blur(6px)', userSelect: 'none' }} aria-hidden>
          <Text fw={700}>{review.title}</Text>
          <Text>{review.content}</Text>
        </Box>
        <Text size="sm" c="orange.8" fw={600} mt={4}>
          {t('review.spoilerNotice')}
        </Text>
      </UnstyledButton>
    );
  }
  return (
    <Stack gap={4}>
      <Text fw={700}>{review.title}</Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{review.content}</Text>
    </Stack>
  );
}

export function ReviewCard({ review, actions }: { review: ReviewView; actions?: ReactNode }) {
  const { date } = useFormat();
  return (
    <Card withBorder padding="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stars rating={review.rating} />
          <ReviewTags review={review} />
        </Group>
        <Text size="sm" c="dimmed">
          {review.author && (
            <>
              <Anchor component={Link} to={paths.profile(review.author.id)} inherit fw={600}>
                {review.author.firstName} {review.author.lastName}
              </Anchor>{' '}
              (@{review.author.username}) ·{' '}
            </>
          )}
          {date(review.createdAt, 'day')}
        </Text>
        <ReviewContent review={review} />
        {actions}
      </Stack>
    </Card>
  );
}
