/**
 * The landing page (SPEC §2): what Pustak is, and one button in: 'Continue to Library' (/home)
 * for members, 'Get Started' (/login) for guests. Below, what a member gets, how renting works and
 * the promises of SPEC §1.
 */
import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBooks, IconTruckDelivery, IconUsers, IconWallet } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../lib/session';
import { ShelfIllustration } from './ShelfIllustration';

const FEATURES = [
  { icon: IconBooks, key: 'buy' },
  { icon: IconWallet, key: 'pay' },
  { icon: IconTruckDelivery, key: 'delivery' },
  { icon: IconUsers, key: 'community' },
] as const;

const RENTALS = [
  { days: 15, percent: 15 },
  { days: 30, percent: 30 },
  { days: 45, percent: 50 },
];

const NUMBERS = ['books', 'delivery', 'satisfaction', 'founded'] as const;

function Hero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <Box bg="pine.9" c="white" py={{ base: 48, sm: 88 }}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge color="clay" variant="filled" size="lg" w="fit-content">
              {t('hero.badge')}
            </Badge>
            <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
              {t('hero.title')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.3" maw={520}>
              {t('hero.text')}
            </Text>
            <Group>
              {signedIn ? (
                <Button component={Link} to="/home" size="lg" color="clay">
                  {t('hero.continue')}
                </Button>
              ) : (
                <Button component={Link} to="/login" size="lg" color="clay">
                  {t('hero.getStarted')}
                </Button>
              )}
              <Button component={Link} to="/about" size="lg" variant="outline" color="gray.0">
                {t('hero.about')}
              </Button>
            </Group>
          </Stack>
          <Box visibleFrom="md">
            <ShelfIllustration />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Renting() {
  const { t } = useTranslation('landing');
  const { number } = useFormat();
  return (
    <Box bg="pine.0" py={{ base: 40, sm: 64 }}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} style={{ alignItems: 'center' }}>
          <Stack gap="sm">
            <Title order={2} fz={{ base: 26, sm: 34 }}>
              {t('renting.title')}
            </Title>
            <Text c="dimmed" maw={520}>
              {t('renting.text')}
            </Text>
            <Button component={Link} to="/rental-policy" variant="subtle" w="fit-content" px={0}>
              {t('renting.policy')}
            </Button>
          </Stack>
          <SimpleGrid cols={3} spacing="sm">
            {RENTALS.map((r) => (
              <Card key={r.days} withBorder padding="md" ta="center" radius="md">
                <Text fz={{ base: 26, sm: 34 }} fw={800} c="pine.8" lh={1.1}>
                  {number(r.days)}
                </Text>
                <Text size="sm" fw={600}>
                  {t('renting.days')}
                </Text>
                <Text size="xs" c="dimmed" mt={6}>
                  {t('renting.fee', { percent: r.percent })}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export function LandingPage() {
  const { token } = useSession();
  const signedIn = token !== null;
  const { t } = useTranslation('landing');
  return (
    <>
      <Hero signedIn={signedIn} />
      <Container size="xl" py={{ base: 40, sm: 72 }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          {FEATURES.map((f) => (
            <Stack key={f.key} gap="xs">
              <ThemeIcon size={48} radius="md" variant="light">
                <f.icon size={26} />
              </ThemeIcon>
              <Text fw={700} fz="lg">
                {t(`features.${f.key}.title`)}
              </Text>
              <Text c="dimmed">{t(`features.${f.key}.text`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
      <Renting />
      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
          {NUMBERS.map((key) => (
            <Stack key={key} gap={2} ta="center">
              <Text fz={{ base: 30, sm: 40 }} fw={800} c="pine.8" lh={1.1}>
                {t(`numbers.${key}.figure`)}
              </Text>
              <Text c="dimmed" size="sm">
                {t(`numbers.${key}.label`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Card bg="clay.7" c="white" radius="lg" padding="xl" mt={{ base: 40, sm: 64 }}>
          <Group justify="space-between" gap="lg">
            <Stack gap={4} maw={560}>
              <Title order={2} fz={{ base: 24, sm: 30 }}>
                {t('cta.title')}
              </Title>
              <Text c="clay.0">{t('cta.text')}</Text>
            </Stack>
            {signedIn ? (
              <Button component={Link} to="/books" size="md" variant="white" color="clay">
                {t('cta.browse')}
              </Button>
            ) : (
              <Button component={Link} to="/signup" size="md" variant="white" color="clay">
                {t('cta.signUp')}
              </Button>
            )}
          </Group>
        </Card>
      </Container>
    </>
  );
}
