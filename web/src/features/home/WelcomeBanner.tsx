/**
 * The welcome banner on /home: the member's name and the places they go most. A member who signed
 * up in this browser session is welcomed to Pustak, everyone else welcomed back.
 */
import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { session, type SessionUser } from '../../lib/session';

const LINKS = [
  { to: '/books', label: 'Browse the shop', icon: IconBooks },
  { to: '/cart', label: 'Your cart', icon: IconShoppingCart },
  { to: '/social', label: 'Book Social', icon: IconUsers },
];

export function WelcomeBanner({ user }: { user: SessionUser | null }) {
  const isNew = session.isNewMember;
  const initials = user ? `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() : '';
  return (
    <Card withBorder radius="lg" padding="lg" bg="clay.0" component="section" aria-label="Welcome">
      <Group justify="space-between" gap="lg">
        <Group wrap="nowrap" gap="md">
          <Avatar src={user?.profilePictureUrl} size={56} radius="xl" color="clay" variant="filled">
            {initials}
          </Avatar>
          <Stack gap={2}>
            <Title order={2} fz={{ base: 20, sm: 24 }}>
              {isNew ? 'Welcome to Pustak' : 'Welcome back'}
              {user ? `, ${user.firstName}` : ''}!
            </Title>
            <Text c="dimmed" size="sm">
              {isNew
                ? 'Your library card is ready: find your first book, or meet readers near you.'
                : 'Your library is open: pick up a new book, or see what your friends are reading.'}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" visibleFrom="sm">
          {LINKS.map((l) => (
            <Button
              key={l.to}
              component={Link}
              to={l.to}
              variant="white"
              color="dark"
              size="sm"
              leftSection={<l.icon size={16} />}
            >
              {l.label}
            </Button>
          ))}
        </Group>
      </Group>
    </Card>
  );
}
