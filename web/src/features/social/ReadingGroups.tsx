/**
 * 'Famous Reading Groups' (SPEC §2): two SAMPLE groups with a Join/Joined toggle. Nothing is
 * fetched or saved: the groups and the toggle are fixed sample content of this screen.
 */
import { Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';

/** SAMPLE groups (SPEC §2 'two fixed sample groups'), not real data. */
export const SAMPLE_GROUPS = [
  {
    id: 'kathmandu-classics',
    name: 'Kathmandu Classics Circle',
    about: 'One classic a month, read slowly and argued over tea in Patan.',
    genre: 'Classics',
    members: 1248,
    color: 'pine',
  },
  {
    id: 'himalayan-fantasy',
    name: 'Himalayan Fantasy Readers',
    about: 'Dragons, yetis and other worlds: epic fantasy from every corner of the map.',
    genre: 'Fantasy',
    members: 862,
    color: 'clay',
  },
] as const;

export function ReadingGroups() {
  const [joined, setJoined] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setJoined((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set(s).add(id)));

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="reading-groups">
      <Title order={2} fz="xl" mb="md" id="reading-groups">
        Famous Reading Groups
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SAMPLE_GROUPS.map((g) => {
          const isIn = joined.has(g.id);
          return (
            <Card key={g.id} withBorder radius="md" padding="md">
              <Stack gap="sm" h="100%">
                <Group gap="sm" wrap="nowrap">
                  <Avatar color={g.color} radius="md" size={48} variant="filled">
                    <IconUsersGroup size={26} />
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700} lh={1.3} lineClamp={2}>
                      {g.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {(g.members + (isIn ? 1 : 0)).toLocaleString('en-IN')} members
                    </Text>
                  </div>
                </Group>
                <Text size="sm">{g.about}</Text>
                <Group justify="space-between" mt="auto">
                  <Badge variant="light" color={g.color} tt="none">
                    {g.genre}
                  </Badge>
                  <Button
                    size="xs"
                    variant={isIn ? 'light' : 'filled'}
                    leftSection={isIn ? <IconCheck size={14} /> : undefined}
                    onClick={() => toggle(g.id)}
                    aria-pressed={isIn}
                    aria-label={`${isIn ? 'Joined' : 'Join'} ${g.name}`}
                  >
                    {isIn ? 'Joined' : 'Join'}
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
