/**
 * The frame of the sign-in, sign-up and password screens: the form in a card and, on wide screens,
 * a panel beside it with what a member gets (SPEC §1's promises). Phones get the form alone.
 */
import { Box, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBooks, IconTruckDelivery, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';

const PROMISES = [
  { icon: IconBooks, key: 'books' },
  { icon: IconTruckDelivery, key: 'delivery' },
  { icon: IconUsers, key: 'community' },
] as const;

function BrandPanel() {
  const { t } = useTranslation('auth');
  return (
    <Stack bg="pine.9" c="white" p={40} justify="space-between" h="100%" gap="xl">
      <Stack gap="sm">
        <Text c="clay.2" fw={700} tt="uppercase" size="sm">
          Pustak
        </Text>
        <Title order={2} fz={30} lh={1.2}>
          {t('card.tagline')}
        </Title>
      </Stack>
      <Stack gap="md">
        {PROMISES.map((p) => (
          <Group key={p.key} wrap="nowrap" gap="sm" align="flex-start">
            <ThemeIcon color="clay" variant="filled" radius="xl" size={32}>
              <p.icon size={18} />
            </ThemeIcon>
            <Text c="gray.2" size="sm" pt={6}>
              {t(`card.promises.${p.key}`)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Text c="gray.4" size="xs">
        {t('card.footnote')}
      </Text>
    </Stack>
  );
}

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Container size={960} py={{ base: 16, sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <Card withBorder shadow="sm" radius="lg" padding={0} style={{ overflow: 'hidden' }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
          <Box visibleFrom="md">
            <BrandPanel />
          </Box>
          <Box
            p={{ base: 'lg', sm: 40 }}
            pos="relative"
            style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
          >
            <Stack gap={4} mb="lg">
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </Box>
        </SimpleGrid>
      </Card>
    </Container>
  );
}
