/** The heading every account screen starts with (the account area's own and the orders list): its name, a line on what it is for, and actions. */
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AccountScreen({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  // The screen's name is the page's h1 at every width (the wide sidebar's 'My Account' is an h2 of
  // its own): the markup does not depend on the width, so the server draws what the browser hydrates.
  return (
    <Stack gap="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Box style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {description}
          </Text>
        </Box>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
