/**
 * How a book's ratings fall on the stars (issue 37): the average, its count, and one bar per star
 * from 5 down to 1. Each row reads as a sentence to a screen reader; the bars are drawn only.
 */
import { Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { useFormat } from '../../i18n/format';
import { Stars } from '../../components/Stars';

interface Props {
  rating: number;
  totalRatings: number;
  breakdown: readonly { stars: number; count: number }[];
}

export function RatingBreakdown({ rating, totalRatings, breakdown }: Props) {
  const { t } = useTranslation('book');
  const format = useFormat();
  if (totalRatings === 0) return null;
  return (
    <Group align="center" gap="xl" wrap="wrap">
      <Stack gap={2} align="center" miw={120}>
        <Text fz={40} fw={800} lh={1} c="pine.8">
          {format.rating(rating)}
        </Text>
        <Stars rating={rating} size={16} />
        <Text size="sm" c="dimmed">
          {t('page.ratings', { count: totalRatings })}
        </Text>
      </Stack>
      <Stack
        gap={6}
        component="ul"
        aria-label={t('breakdown.label')}
        style={{ listStyle: 'none', padding: 0, margin: 0, flex: '1 1 220px' }}
      >
        {breakdown.map(({ stars, count }) => {
          const percent = Math.round((count / totalRatings) * 100);
          return (
            <Group key={stars} component="li" gap="sm" wrap="nowrap">
              <Text size="sm" w={56} style={{ whiteSpace: 'nowrap' }} aria-hidden>
                {t('breakdown.stars', { stars })}
              </Text>
              <Box
                aria-hidden
                h={10}
                style={{ flex: 1, borderRadius: 5, background: 'var(--mantine-color-gray-2)', overflow: 'hidden' }}
              >
                <Box h="100%" w={`${percent}%`} bg="clay.5" />
              </Box>
              <Text size="sm" c="dimmed" w={48} ta="right" aria-hidden>
                {format.number(count)}
              </Text>
              <VisuallyHidden>{t('breakdown.row', { stars, count, percent })}</VisuallyHidden>
            </Group>
          );
        })}
      </Stack>
    </Group>
  );
}
