/**
 * The landing page (SPEC §2): what Pustak is, and one button in: 'Continue to Library' (/home)
 * for members, 'Get Started' (/login) for guests. Below, what a member gets, how renting works and
 * the promises of SPEC §1.
 */
import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBooks, IconTruckDelivery, IconUsers, IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { ShelfIllustration } from './ShelfIllustration';

const FEATURES = [
  {
    icon: IconBooks,
    title: 'Buy or rent',
    text: 'Over 1000 books in Nepali, English and more. Rent for 15, 30 or 45 days.',
  },
  { icon: IconWallet, title: 'Pay with Khalti', text: 'Pay for your order from your wallet in a few taps.' },
  {
    icon: IconTruckDelivery,
    title: 'Delivered in 72 hours',
    text: 'Average delivery time anywhere we serve in Nepal.',
  },
  {
    icon: IconUsers,
    title: 'A community of readers',
    text: 'Follow friends, share reviews and find your next book together.',
  },
];

const RENTALS = [
  { days: 15, fee: '15%' },
  { days: 30, fee: '30%' },
  { days: 45, fee: '50%' },
];

const NUMBERS = [
  ['1000+', 'books on our shelves'],
  ['72 h', 'average delivery'],
  ['99%', 'reader satisfaction'],
  ['2024', 'founded in Kathmandu'],
] as const;

function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <Box bg="pine.9" c="white" py={{ base: 48, sm: 88 }}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge color="clay" variant="filled" size="lg" w="fit-content">
              Nepal&apos;s reading community
            </Badge>
            <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
              Every book you love, delivered across Nepal
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.3" maw={520}>
              Buy or rent from more than 1000 books, from Muna Madan to the newest thrillers, and meet readers who love
              them as much as you do.
            </Text>
            <Group>
              {signedIn ? (
                <Button component={Link} to="/home" size="lg" color="clay">
                  Continue to Library
                </Button>
              ) : (
                <Button component={Link} to="/login" size="lg" color="clay">
                  Get Started
                </Button>
              )}
              <Button component={Link} to="/about" size="lg" variant="outline" color="gray.0">
                About Pustak
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
  return (
    <Box bg="pine.0" py={{ base: 40, sm: 64 }}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} style={{ alignItems: 'center' }}>
          <Stack gap="sm">
            <Title order={2} fz={{ base: 26, sm: 34 }}>
              Rent a book, read it, send it back
            </Title>
            <Text c="dimmed" maw={520}>
              You pay the book&apos;s price at checkout and get it back, minus a small rental fee, when you return it.
              Loved it? Buy it within 5 days of the rental ending and save 5%.
            </Text>
            <Button component={Link} to="/rental-policy" variant="subtle" w="fit-content" px={0}>
              Read the Rental Policy
            </Button>
          </Stack>
          <SimpleGrid cols={3} spacing="sm">
            {RENTALS.map((r) => (
              <Card key={r.days} withBorder padding="md" ta="center" radius="md">
                <Text fz={{ base: 26, sm: 34 }} fw={800} c="pine.8" lh={1.1}>
                  {r.days}
                </Text>
                <Text size="sm" fw={600}>
                  days
                </Text>
                <Text size="xs" c="dimmed" mt={6}>
                  {r.fee} of the price
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
  return (
    <>
      <Hero signedIn={signedIn} />
      <Container size="xl" py={{ base: 40, sm: 72 }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          {FEATURES.map((f) => (
            <Stack key={f.title} gap="xs">
              <ThemeIcon size={48} radius="md" variant="light">
                <f.icon size={26} />
              </ThemeIcon>
              <Text fw={700} fz="lg">
                {f.title}
              </Text>
              <Text c="dimmed">{f.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
      <Renting />
      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
          {NUMBERS.map(([figure, label]) => (
            <Stack key={label} gap={2} ta="center">
              <Text fz={{ base: 30, sm: 40 }} fw={800} c="pine.8" lh={1.1}>
                {figure}
              </Text>
              <Text c="dimmed" size="sm">
                {label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Card bg="clay.7" c="white" radius="lg" padding="xl" mt={{ base: 40, sm: 64 }}>
          <Group justify="space-between" gap="lg">
            <Stack gap={4} maw={560}>
              <Title order={2} fz={{ base: 24, sm: 30 }}>
                Your next favourite book is waiting
              </Title>
              <Text c="clay.0">We deliver only within Nepal, and we reply to every message within 24 hours.</Text>
            </Stack>
            {signedIn ? (
              <Button component={Link} to="/books" size="md" variant="white" color="clay">
                Browse the shop
              </Button>
            ) : (
              <Button component={Link} to="/signup" size="md" variant="white" color="clay">
                Create a free account
              </Button>
            )}
          </Group>
        </Card>
      </Container>
    </>
  );
}
