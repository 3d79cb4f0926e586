/**
 * The three stat cards of Book Social (SPEC §2, issue 36): Active Friends (friends who shelved,
 * moved or progressed a book, reviewed, or posted in a group in the last 30 days), Books Read
 * This Year (finished on the Read shelf) and Common Genres (favourite genres a friend shares),
 * all counted by REST from the member's data (socialStats).
 */
import { useQuery } from '@apollo/client/react';
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBooks, IconTags, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { useFormat } from '../../i18n/format';
import { SocialStatsQuery } from './SocialPage.data';

const CARDS = [
  { key: 'activeFriends', Icon: IconUsers, color: 'pine' },
  { key: 'booksReadThisYear', Icon: IconBooks, color: 'clay' },
  { key: 'commonGenres', Icon: IconTags, color: 'blue' },
] as const;

export function SocialStatCards() {
  const { t } = useTranslation('social');
  const { number } = useFormat();
  const stats = useQuery(SocialStatsQuery).data?.socialStats;
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'lg' }}>
      {CARDS.map(({ key, Icon, color }) => (
        <Card
          key={key}
          withBorder
          radius="lg"
          padding="lg"
          px={{ base: 'xs', sm: 'lg' }}
          py={{ base: 'sm', sm: 'lg' }}
          data-testid={`stat-${key}`}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fz={{ base: 10, sm: 'xs' }} c="dimmed" tt="uppercase" fw={700} lh={1.3}>
                {t(`statCards.${key}`)}
              </Text>
              {stats ? (
                <Text fz={{ base: 24, sm: 30 }} fw={800} lh={1.15} data-testid="stat-value">
                  {number(stats[key])}
                </Text>
              ) : (
                <Skeleton h={34} w={48} my={2} />
              )}
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {t(`statCards.${key}Note`)}
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
