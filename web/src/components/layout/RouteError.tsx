/** Shown when a screen fails to load or throws: a way back instead of a blank page. */
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link, useRouteError } from 'react-router';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={2}>{t('routeError.title')}</Title>
        <Text c="dimmed">{t('routeError.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>
        <Button component={Link} to="/" variant="subtle">
          {t('routeError.home')}
        </Button>
      </Stack>
    </Container>
  );
}
