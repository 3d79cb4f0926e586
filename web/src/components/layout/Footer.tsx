/** Site footer: where to go next, and the promises of SPEC §1 a reader looks for before buying. */
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from './Logo';

const columns = [
  {
    title: 'Shop',
    links: [
      { to: '/books', label: 'Book Shop' },
      { to: '/search', label: 'Search' },
      { to: '/social', label: 'Book Social' },
    ],
  },
  {
    title: 'Pustak',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { to: '/terms', label: 'Terms of Service' },
      { to: '/rental-policy', label: 'Rental Policy' },
    ],
  },
];

export function Footer() {
  return (
    <Box component="footer" bg="pine.9" c="gray.3" py={40} mt={48}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Logo light />
            <Text size="sm">
              Buy or rent books anywhere in Nepal. Delivered in 72 hours on average, and we reply to every message
              within 24 hours.
            </Text>
          </Stack>
          {columns.map((column) => (
            <Stack key={column.title} gap={6}>
              <Text fw={700} c="white" size="sm" tt="uppercase">
                {column.title}
              </Text>
              {column.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} c="gray.3" size="sm">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="space-between" mt={32} pt="md" style={{ borderTop: '1px solid rgba(255,255,255,0.15)' }}>
          <Text size="xs">
            © {new Date().getFullYear()} Pustak · Founded 2024 in Kathmandu · Service only within Nepal
          </Text>
          <Text size="xs">Phone support Mon-Fri 9-6 · Prices in Nepali Rupees</Text>
        </Group>
      </Container>
    </Box>
  );
}
