/**
 * The three stat cards of Book Social (SPEC §2): Active Friends, Total Books Read and Common
 * Genres. SAMPLE content: SPEC fixes these figures; they are not the member's data.
 */
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBooks, IconTags, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { useFormat } from '../../i18n/format';

/** SAMPLE figures (SPEC §2 'fixed sample figures'), not fetched. */
export const SAMPLE_STATS = [
  { key: 'activeFriends', value: 24, note: 3, Icon: IconUsers, color: 'pine' },
  { key: 'booksRead', value: 156, note: 12, Icon: IconBooks, color: 'clay' },
  { key: 'commonGenres', value: 8, note: null, Icon: IconTags, color: 'blue' },
] as const;

export function SampleStatCards() {
  const { t } = useTranslation('social');
  const { number } = useFormat();
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'lg' }}>
      {SAMPLE_STATS.map(({ key, value, note, Icon, color }) => (
        <Card key={key} withBorder radius="lg" padding="lg" px={{ base: 'xs', sm: 'lg' }} py={{ base: 'sm', sm: 'lg' }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fz={{ base: 10, sm: 'xs' }} c="dimmed" tt="uppercase" fw={700} lh={1.3}>
                {t(`sampleStats.${key}`)}
              </Text>
              <Text fz={{ base: 24, sm: 30 }} fw={800} lh={1.15}>
                {number(value)}
              </Text>
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {t(`sampleStats.${key}Note`, { value: note })}
              </Text>
            </div>
            <ThemeIcon size={44} radius="md" variant="light" color={color} visibleFrom="sm">
              <Icon size={24} />
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
