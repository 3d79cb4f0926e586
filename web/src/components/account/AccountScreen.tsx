/** The heading every account screen starts with (the account area's own and the orders list): its name, a line on what it is for, and actions. */
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNarrow } from '../../lib/useNarrow';

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
  // Wide screens carry 'My Account' as the page's h1 in the sidebar; narrow ones show one screen.
  const narrow = useNarrow();
  return (
    <Stack gap="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Box style={{ minWidth: 0 }}>
          <Title order={narrow ? 1 : 2} fz={{ base: 24, sm: 28 }}>
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
