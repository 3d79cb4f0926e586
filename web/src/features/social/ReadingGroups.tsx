/**
 * 'Famous Reading Groups' (SPEC §2): two SAMPLE groups with a Join/Joined toggle. Nothing is
 * fetched or saved: the groups and the toggle are fixed sample content of this screen.
 */
import { Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';

/** SAMPLE groups (SPEC §2 'two fixed sample groups'), not real data; their texts are in the catalog under `key`. */
export const SAMPLE_GROUPS = [
  {
    id: 'kathmandu-classics',
    key: 'kathmanduClassics',
    members: 1248,
    color: 'pine',
  },
  {
    id: 'himalayan-fantasy',
    key: 'himalayanFantasy',
    members: 862,
    color: 'clay',
  },
] as const;

export function ReadingGroups() {
  const { t } = useTranslation('social');
  const [joined, setJoined] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setJoined((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set(s).add(id)));

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="reading-groups">
      <Title order={2} fz="xl" mb="md" id="reading-groups">
        {t('groups.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SAMPLE_GROUPS.map((g) => {
          const isIn = joined.has(g.id);
          const name = t(`groups.${g.key}.name`);
          return (
            <Card key={g.id} withBorder radius="md" padding="md">
              <Stack gap="sm" h="100%">
                <Group gap="sm" wrap="nowrap">
                  <Avatar color={g.color} radius="md" size={48} variant="filled">
                    <IconUsersGroup size={26} />
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700} lh={1.3} lineClamp={2}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('groups.members', { count: g.members + (isIn ? 1 : 0) })}
                    </Text>
                  </div>
                </Group>
                <Text size="sm">{t(`groups.${g.key}.about`)}</Text>
                <Group justify="space-between" mt="auto">
                  <Badge variant="light" color={g.color} tt="none">
                    {t(`groups.${g.key}.genre`)}
                  </Badge>
                  <Button
                    size="xs"
                    variant={isIn ? 'light' : 'filled'}
                    leftSection={isIn ? <IconCheck size={14} /> : undefined}
                    onClick={() => toggle(g.id)}
                    aria-pressed={isIn}
                    aria-label={isIn ? t('groups.joinedName', { name }) : t('groups.joinName', { name })}
                  >
                    {isIn ? t('groups.joined') : t('groups.join')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
