/**
 * The welcome banner on /home: the member's name and the places they go most. A member who signed
 * up in this browser session is welcomed to Pustak, everyone else welcomed back.
 */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { session, type SessionUser } from '../../lib/session';
import { MemberAvatar } from '../../components/MemberAvatar';

const LINKS = [
  { to: paths.books, key: 'books', icon: IconBooks },
  { to: paths.cart, key: 'cart', icon: IconShoppingCart },
  { to: paths.social, key: 'social', icon: IconUsers },
] as const;

export function WelcomeBanner({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation('home');
  const isNew = session.isNewMember;
  return (
    <Card withBorder radius="lg" padding="lg" bg="clay.0" component="section" aria-label={t('welcome.region')}>
      <Group justify="space-between" gap="lg">
        <Group wrap="nowrap" gap="md">
          <MemberAvatar member={user} size={56} radius="xl" color="clay" variant="filled" />
          <Stack gap={2}>
            <Title order={2} fz={{ base: 20, sm: 24 }}>
              {user
                ? t(isNew ? 'welcome.newNamed' : 'welcome.backNamed', { name: user.firstName })
                : t(isNew ? 'welcome.new' : 'welcome.back')}
            </Title>
            <Text c="dimmed" size="sm">
              {t(isNew ? 'welcome.newText' : 'welcome.backText')}
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
              {t(`welcome.links.${l.key}`)}
            </Button>
          ))}
        </Group>
      </Group>
    </Card>
  );
}
