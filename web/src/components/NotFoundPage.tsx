/** Any path no route matches (SPEC §2). */
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import { Link } from 'react-router';
import { paths } from '../config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} c="pine.8" lh={1}>
          404
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={paths.landing} size="md">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Container>
  );
}
