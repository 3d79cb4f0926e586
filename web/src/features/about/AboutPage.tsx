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
import { useTranslation } from '../../i18n/react';
import { StoryIllustration } from './StoryIllustration';

const STATS = ['books', 'delivery', 'satisfaction', 'founded'] as const;

const MISSION = [
  { icon: IconBooks, key: 'books' },
  { icon: IconRepeat, key: 'rent' },
  { icon: IconHeartHandshake, key: 'together' },
] as const;

const TEAM = ['aarati', 'bibek', 'deepa'] as const;

const EMAIL = 'hello@pustak.np';

function Story() {
  const { t } = useTranslation('about');
  return (
    <Box bg="pine.0" py={{ base: 32, sm: 64 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="md">
            <Title order={1} fz={{ base: 34, sm: 44 }}>
              {t('story.title')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }}>{t('story.lead')}</Text>
            <Text c="dimmed">{t('story.today')}</Text>
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
  const { t } = useTranslation('about');
  const contact = [
    { icon: IconMail, label: t('contact.email'), value: EMAIL },
    { icon: IconPhone, label: t('contact.phone'), value: t('contact.phoneValue') },
    { icon: IconClock, label: t('contact.replies'), value: t('contact.repliesValue') },
    { icon: IconMapPin, label: t('contact.delivery'), value: t('contact.deliveryValue') },
  ];
  return (
    <>
      <Story />
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <Stack gap={56}>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {STATS.map((key) => (
              <Card key={key} withBorder padding="lg" ta="center">
                <Text fz={{ base: 28, sm: 34 }} fw={800} c="pine.8">
                  {t(`stats.${key}.figure`)}
                </Text>
                <Text c="dimmed" size="sm">
                  {t(`stats.${key}.label`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Stack gap="md">
            <Title order={2}>{t('mission.title')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {MISSION.map((m) => (
                <Card key={m.key} withBorder padding="lg">
                  <ThemeIcon size={44} radius="md" variant="light" mb="sm">
                    <m.icon size={24} />
                  </ThemeIcon>
                  <Text fw={700} mb={6}>
                    {t(`mission.${m.key}.title`)}
                  </Text>
                  <Text c="dimmed">{t(`mission.${m.key}.text`)}</Text>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="md">
            <Title order={2}>{t('team.title')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {TEAM.map((key) => (
                <Card key={key} withBorder padding="lg">
                  <Group wrap="nowrap" align="flex-start">
                    <Avatar size={56} radius="xl" color="pine" variant="filled">
                      {t(`team.${key}.name`)
                        .split(' ')
                        .map((n) => n[0])
                        .join('')}
                    </Avatar>
                    <Stack gap={2}>
                      <Text fw={700}>{t(`team.${key}.name`)}</Text>
                      <Text c="clay.7" size="sm" fw={600}>
                        {t(`team.${key}.role`)}
                      </Text>
                      <Text c="dimmed" size="sm">
                        {t(`team.${key}.line`)}
                      </Text>
                    </Stack>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
          <Card withBorder padding="xl">
            <Title order={2} fz={24} mb="md">
              {t('contact.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
              {contact.map((c) => (
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
