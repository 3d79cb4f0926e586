/** About Pustak (SPEC §2): story, mission cards, stats, team and contact details. */
import { Avatar, Box, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBooks,
  IconClock,
  IconHeartHandshake,
  IconMail,
  IconMapPin,
  IconPhone,
  IconRepeat,
} from '@tabler/icons-react';
import { StoryIllustration } from './StoryIllustration';

const STATS = [
  ['1000+', 'books in stock'],
  ['72 h', 'average delivery'],
  ['99%', 'reader satisfaction'],
  ['2024', 'founded in Kathmandu'],
] as const;

const MISSION = [
  {
    icon: IconBooks,
    title: 'Books for every reader',
    text: 'From Nepali classics to world literature, at fair prices in Nepali Rupees.',
  },
  {
    icon: IconRepeat,
    title: 'Rent, not just buy',
    text: 'Renting makes more books affordable: read for 15, 30 or 45 days.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Readers together',
    text: 'Profiles, reviews and friends turn reading into a conversation.',
  },
];

const TEAM = [
  ['Aarati Shrestha', 'Founder', 'Started Pustak to get books to readers outside the Valley.'],
  ['Bibek Gurung', 'Operations', 'Keeps the 72-hour delivery promise, from warehouse to doorstep.'],
  ['Deepa Rai', 'Community', 'Looks after reviews, reading groups and every reader message.'],
] as const;

const CONTACT = [
  { icon: IconMail, label: 'Email', value: 'hello@pustak.np' },
  { icon: IconPhone, label: 'Phone', value: '+977 1-4000000, Mon-Fri 9-6' },
  { icon: IconClock, label: 'Replies', value: 'Within 24 hours' },
  { icon: IconMapPin, label: 'Where we deliver', value: 'Only within Nepal' },
];

function Story() {
  return (
    <Box bg="pine.0" py={{ base: 32, sm: 64 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="md">
            <Title order={1} fz={{ base: 34, sm: 44 }}>
              About Pustak
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }}>
              Pustak began in 2024 in Kathmandu with a simple idea: every reader in Nepal should be able to find the
              book they want, and someone to talk to about it.
            </Text>
            <Text c="dimmed">
              Today we sell and rent more than 1000 books, deliver them in 72 hours on average, and bring readers
              together to review, recommend and share what they are reading.
            </Text>
          </Stack>
          <Box maw={440} w="100%" mx="auto">
            <StoryIllustration />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export function AboutPage() {
  return (
    <>
      <Story />
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <Stack gap={56}>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {STATS.map(([figure, label]) => (
              <Card key={label} withBorder padding="lg" ta="center">
                <Text fz={{ base: 28, sm: 34 }} fw={800} c="pine.8">
                  {figure}
                </Text>
                <Text c="dimmed" size="sm">
                  {label}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Stack gap="md">
            <Title order={2}>Our mission</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {MISSION.map((m) => (
                <Card key={m.title} withBorder padding="lg">
                  <ThemeIcon size={44} radius="md" variant="light" mb="sm">
                    <m.icon size={24} />
                  </ThemeIcon>
                  <Text fw={700} mb={6}>
                    {m.title}
                  </Text>
                  <Text c="dimmed">{m.text}</Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="md">
            <Title order={2}>The team</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {TEAM.map(([name, role, line]) => (
                <Card key={name} withBorder padding="lg">
                  <Group wrap="nowrap" align="flex-start">
                    <Avatar size={56} radius="xl" color="pine" variant="filled">
                      {name
                        .split(' ')
                        .map((n) => n[0])
                        .join('')}
                    </Avatar>
                    <Stack gap={2}>
                      <Text fw={700}>{name}</Text>
                      <Text c="clay.7" size="sm" fw={600}>
                        {role}
                      </Text>
                      <Text c="dimmed" size="sm">
                        {line}
                      </Text>
                    </Stack>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
          <Card withBorder padding="xl">
            <Title order={2} fz={24} mb="md">
              Contact us
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
              {CONTACT.map((c) => (
                <Group key={c.label} wrap="nowrap" align="flex-start" gap="sm">
                  <ThemeIcon variant="light" radius="xl" size={36}>
                    <c.icon size={18} />
                  </ThemeIcon>
                  <Stack gap={0}>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                      {c.label}
                    </Text>
                    <Text size="sm">{c.value}</Text>
                  </Stack>
                </Group>
              ))}
            </SimpleGrid>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
