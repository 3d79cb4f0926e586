/** A book cover that falls back to a drawn placeholder when the image fails (SPEC §8). */
import { Box, Image, Text } from '@mantine/core';
import { useState } from 'react';

export function BookCover({
  src,
  title,
  height = 300,
}: {
  src: string | null | undefined;
  title: string;
  height?: number;
}) {
  const [failed, setFailed] = useState(!src);
  if (failed) {
    return (
      <Box
        h={height}
        bg="pine.1"
        style={{ display: 'grid', placeItems: 'center', borderRadius: 'var(--mantine-radius-sm)', padding: 12 }}
        role="img"
        aria-label={`Cover of ${title}`}
      >
        <Text ta="center" fw={700} c="pine.8" ff="heading" lineClamp={4}>
          {title}
        </Text>
      </Box>
    );
  }
  return (
    <Image
      src={src}
      alt={`Cover of ${title}`}
      h={height}
      fit="cover"
      radius="sm"
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
