/** Site footer: where to go next, and the promises of SPEC §1 a reader looks for before buying. */
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { Logo } from './Logo';

const columns = [
  {
    title: 'shop',
    links: [
      { to: '/books', label: 'bookShop' },
      { to: '/search', label: 'search' },
      { to: '/social', label: 'bookSocial' },
    ],
  },
  {
    title: 'pustak',
    links: [
      { to: '/about', label: 'aboutUs' },
      { to: '/contact', label: 'contact' },
    ],
  },
  {
    title: 'policies',
    links: [
      { to: '/terms', label: 'terms' },
      { to: '/rental-policy', label: 'rentalPolicy' },
    ],
  },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" bg="pine.9" c="gray.3" py={40} mt={48}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Logo light />
            <Text size="sm">{t('footer.promise')}</Text>
          </Stack>
          {columns.map((column) => (
            <Stack key={column.title} gap={6}>
              <Text fw={700} c="white" size="sm" tt="uppercase">
                {t(`footer.${column.title}`)}
              </Text>
              {column.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} c="gray.3" size="sm">
                  {t(`footer.${link.label}`)}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="space-between" mt={32} pt="md" style={{ borderTop: '1px solid rgba(255,255,255,0.15)' }}>
          <Text size="xs">{t('footer.legal', { year: new Date().getFullYear() })}</Text>
          <Text size="xs">{t('footer.support')}</Text>
        </Group>
      </Container>
    </Box>
  );
}
