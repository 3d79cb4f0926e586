/**
 * A book cover at a given height. A missing or broken image falls back to a drawn cover with the
 * title (SPEC §8), so a grid never shows a broken-image icon.
 */
import './BookCover.css';
import { Box, Text } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/react';

export function BookCover({
  src,
  title,
  height = 300,
  cssHeight,
  priority = false,
}: {
  src: string | null | undefined;
  title: string;
  /** In pixels; the drawn cover sizes its icon and title by it. */
  height?: number;
  /** The height as CSS (a variable set by media query), where it differs with the screen; `height` otherwise. */
  cssHeight?: string;
  /** In view at the first paint (a book's own cover, a list's first row): fetched at once, first. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(!src);
  const alt = t('cover.alt', { title });
  if (failed) {
    return (
      <Box
        h={cssHeight ?? height}
        role="img"
        aria-label={alt}
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 8,
          padding: 12,
          overflow: 'hidden',
          borderRadius: 'var(--mantine-radius-sm)',
          color: 'var(--mantine-color-pine-0)',
          background: 'linear-gradient(160deg, var(--mantine-color-pine-7), var(--mantine-color-pine-9))',
        }}
      >
        {height >= 120 && <IconBook2 size={Math.min(40, height / 6)} stroke={1.4} aria-hidden />}
        <Text ta="center" fw={700} ff="heading" fz={height >= 200 ? 'md' : 'xs'} lineClamp={4} c="inherit">
          {title}
        </Text>
      </Box>
    );
  }
  // A plain image (BookCover.css, loaded with the screens that draw covers), not Mantine's Image: a page of cards
  // holds dozens, each hydrated on a phone.
  return (
    <img
      className="book-cover"
      src={src!}
      alt={alt}
      style={{ height: cssHeight ?? height }}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
