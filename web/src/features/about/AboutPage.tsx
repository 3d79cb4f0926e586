/** About Pustak (SPEC §2): story, mission cards, stats, team and contact details. */
import { Avatar, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';

const STATS = [
  ['1000+', 'books in stock'],
  ['72 h', 'average delivery'],
  ['99%', 'reader satisfaction'],
  ['2024', 'founded in Kathmandu'],
] as const;
const MISSION = [
  ['Books for every reader', 'From Nepali classics to world literature, at fair prices in Nepali Rupees.'],
  ['Rent, not just buy', 'Renting makes more books affordable: read for 15, 30 or 45 days.'],
  ['Readers together', 'Profiles, reviews and friends turn reading into a conversation.'],
] as const;
const TEAM = [
  ['Aarati Shrestha', 'Founder'],
  ['Bibek Gurung', 'Operations'],
  ['Deepa Rai', 'Community'],
] as const;

export function AboutPage() {
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <Stack gap={48}>
        <Stack gap="sm" maw={760}>
          <Title order={1}>About Pustak</Title>
          <Text fz="lg">
            Pustak began in 2024 in Kathmandu with a simple idea: every reader in Nepal should be able to find the book
            they want, and someone to talk to about it. We sell and rent books across the country and bring readers
            together in one community.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {STATS.map(([figure, label]) => (
            <Card key={label} withBorder padding="lg" ta="center">
              <Text fz={32} fw={800} c="pine.8">
                {figure}
              </Text>
              <Text c="dimmed">{label}</Text>
            </Card>
          ))}
        </SimpleGrid>
        <Stack gap="md">
          <Title order={2}>Our mission</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {MISSION.map(([title, text]) => (
              <Card key={title} withBorder padding="lg">
                <Text fw={700} mb={6}>
                  {title}
                </Text>
                <Text c="dimmed">{text}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="md">
          <Title order={2}>The team</Title>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {TEAM.map(([name, role]) => (
              <Stack key={name} align="center" gap={4}>
                <Avatar size={72} radius="xl" color="pine">
                  {name
                    .split(' ')
                    .map((n) => n[0])
                    .join('')}
                </Avatar>
                <Text fw={700}>{name}</Text>
                <Text c="dimmed" size="sm">
                  {role}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
        <Card withBorder padding="lg">
          <Title order={3} mb="xs">
            Contact us
          </Title>
          <Text>Email: hello@pustak.np · Phone: +977 1-4000000 (Mon-Fri 9-6)</Text>
          <Text c="dimmed">We reply within 24 hours. We deliver only within Nepal.</Text>
        </Card>
      </Stack>
    </Container>
  );
}
