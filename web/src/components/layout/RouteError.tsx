/** Shown when a screen fails to load or throws: a way back instead of a blank page. */
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">This page could not be shown. Please try again in a moment.</Text>
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        <Button component={Link} to="/" variant="subtle">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
