/** Five stars filled to the floor of the rating (SPEC §2), with the number for screen readers. */
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

export function Stars({ rating, size = 14 }: { rating: number; size?: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const filled = Math.floor(rating);
  return (
    <Group gap={1} wrap="nowrap" aria-label={t('book.rated', { rating: format.rating(rating) })} role="img">
      {[1, 2, 3, 4, 5].map((n) =>
        n <= filled ? (
          <IconStarFilled key={n} size={size} color="var(--mantine-color-yellow-6)" aria-hidden />
        ) : (
          <IconStar key={n} size={size} color="var(--mantine-color-gray-4)" aria-hidden />
        ),
      )}
    </Group>
  );
}
