/** Loading, failure and empty states shared by the account screens and the orders list. */
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';

export function SectionSkeleton({
  rows = 3,
  height = 72,
  cols = 1,
}: {
  rows?: number;
  height?: number;
  cols?: number;
}) {
  const { t } = useTranslation('account');
  return (
    <SimpleGrid
      cols={{ base: Math.min(cols, 2), sm: cols }}
      spacing="sm"
      aria-busy="true"
      aria-label={t('states.loading')}
    >
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={message} role="alert">
      <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </Alert>
  );
}

export function EmptyState({
  icon: IconOf,
  title,
  text,
  action,
}: {
  icon: Icon;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" bg="gray.0">
      <Stack align="center" gap="xs" ta="center" py="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="pine">
          <IconOf size={28} stroke={1.5} />
        </ThemeIcon>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          {text}
        </Text>
        {action}
      </Stack>
    </Card>
  );
}
