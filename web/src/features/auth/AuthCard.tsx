/** The centred card the sign-in, sign-up and password screens sit in. */
import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Container size={480} py={{ base: 24, sm: 64 }} px="md">
      <Card withBorder shadow="sm" radius="lg" padding="xl" pos="relative">
        <Stack gap={4} mb="lg">
          <Title order={1} fz={28}>
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </Stack>
        {children}
      </Card>
    </Container>
  );
}
