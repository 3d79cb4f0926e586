/**
 * Book Social's header (SPEC §2, §9): the title, and the member's own figures (friends, books
 * read this year, reviews written, requests waiting, readers to discover) shown one at a time,
 * changing every 2 s.
 */
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useFormat } from '../../i18n/format';

export const HEADER_ROTATION_MS = 2000;

export interface HeaderStat {
  label: string;
  value: number;
}

export function SocialHeader({ stats }: { stats: HeaderStat[] }) {
  const { t } = useTranslation('social');
  const { number } = useFormat();
  const [index, setIndex] = useState(0);
  useInterval(() => setIndex((i) => i + 1), HEADER_ROTATION_MS, { autoInvoke: true });
  const stat = stats.length ? stats[index % stats.length] : undefined;

  return (
    <Box
      p={{ base: 'lg', sm: 40 }}
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        color: 'white',
        background:
          'linear-gradient(120deg, var(--mantine-color-pine-9), var(--mantine-color-pine-7) 60%, var(--mantine-color-clay-5))',
      }}
    >
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 30, sm: 40 }} c="white">
            {t('header.title')}
          </Title>
          <Text c="pine.1" maw={520}>
            {t('header.tagline')}
          </Text>
        </Stack>
        <Box
          miw={200}
          px="lg"
          py="sm"
          style={{ borderRadius: 'var(--mantine-radius-md)', background: 'rgba(255,255,255,0.12)' }}
          aria-live="polite"
          data-testid="header-stat"
        >
          {stat ? (
            <Stack gap={0} key={`${index}-${stat.label}`} className="route-fade">
              <Text fz={32} fw={800} lh={1.1} c="white">
                {number(stat.value)}
              </Text>
              <Text size="sm" c="pine.1">
                {stat.label}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="pine.1">
              {t('header.gathering')}
            </Text>
          )}
        </Box>
      </Group>
    </Box>
  );
}
