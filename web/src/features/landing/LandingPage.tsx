/** The landing page (SPEC §2): what Pustak is, and one button in: the library or sign-in. */
import { Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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

export function LandingPage() {
  const { token } = useSession();
  return (
    <>
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
                Buy or rent from more than 1000 books, from Muna Madan to the newest thrillers, and meet readers who
                love them as much as you do.
              </Text>
              <Group>
                {token ? (
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
    </>
  );
}
