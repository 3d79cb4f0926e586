/** Any path no route matches (SPEC §2). */
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} c="pine.8" lh={1}>
          404
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          404 - Page Not Found
        </Title>
        <Text c="dimmed">The page you are looking for has moved, or never existed.</Text>
        <Button component={Link} to="/" size="md">
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
