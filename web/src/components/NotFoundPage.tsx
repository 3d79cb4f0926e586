/**
 * Nothing at this address: any path no route matches (SPEC §2: '404 - Page Not Found' with a link
 * home), and a screen whose book or author does not exist, which says what is missing and where to
 * look instead.
 */
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

export function NotFoundPage({
  title,
  text,
  action,
}: {
  title?: string;
  text?: string;
  action?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title ?? t('notFound.title')}
        </Title>
        <Text c="dimmed">{text ?? t('notFound.text')}</Text>
        <Button component={Link} to={action?.to ?? paths.landing} size="md">
          {action?.label ?? t('notFound.back')}
        </Button>
      </Stack>
    </Container>
  );
}
