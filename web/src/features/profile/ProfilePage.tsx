/**
 * A member's profile /profile/:id (SPEC §2 'Profile'): the header, then tabs About, Books (only
 * when there is a book to show) and Reviews. One query for the header, About and Books, always
 * checked with the server (friendship and counts change elsewhere); the Reviews tab pages on
 * its own. A new id in the route loads the new member and starts again on About.
 * 'User not found' when no member has the id; both failures offer Retry (SPEC §8).
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Container, Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconBooks, IconMessageCircle, IconUser } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ProfilePageQuery } from './ProfilePage.data';
import { errorCode } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { ProfileAbout } from './ProfileAbout';
import { ProfileBooks } from './ProfileBooks';
import { ProfileHeader } from './ProfileHeader';
import { ProfileReviews } from './ProfileReviews';
import { ScrollingTabList } from './ScrollingTabList';

function ProfileSkeleton() {
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding={0}>
        <Skeleton h={136} radius={0} />
        <Stack p="xl" gap="sm">
          <Skeleton h={96} w={96} circle mt={-64} />
          <Skeleton h={30} w="40%" />
          <Skeleton h={16} w="25%" />
          <Skeleton h={48} w="70%" />
        </Stack>
      </Card>
      <Skeleton h={40} />
      <Skeleton h={200} />
    </Stack>
  );
}

/** Bad ids ('abc', '0') are refused by the graph as bad input: to a reader they are missing members too. */
const isMissing = (error: unknown) => ['NOT_FOUND', 'BAD_USER_INPUT'].includes(errorCode(error) ?? '');

export function ProfilePage() {
  const { id = '' } = useParams();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Profile key={id} id={id} />
    </Container>
  );
}

function Profile({ id }: { id: string }) {
  const { t } = useTranslation('profile');
  const { user: me } = useSession();
  const { data, loading, error, refetch } = useQuery(ProfilePageQuery, {
    variables: { id },
    notifyOnNetworkStatusChange: true,
  });
  const user = data?.user;

  if (!user && loading) return <ProfileSkeleton />;
  if (!user) {
    const missing = !error || isMissing(error);
    return (
      <Alert
        color={missing ? 'gray' : 'red'}
        title={missing ? t('page.notFound') : t('page.loadFailed')}
        maw={560}
        mx="auto"
        mt="xl"
      >
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="light" loading={loading} onClick={() => void refetch()}>
            {t('page.retry')}
          </Button>
          <Button size="xs" variant="subtle" component={Link} to={paths.social}>
            {t('page.findReaders')}
          </Button>
        </Group>
      </Alert>
    );
  }

  const own = user.friendship.status === 'SELF' || me?.id === user.id;
  const hasBooks = user.currentlyReading !== null && user.currentlyReading !== undefined;
  const showBooks = hasBooks || user.favoriteBooks.length > 0;
  return (
    <Stack gap="lg">
      <ProfileHeader user={user} own={own} />
      <Tabs defaultValue="about" keepMounted={false}>
        <ScrollingTabList>
          <Tabs.Tab value="about" leftSection={<IconUser size={16} />}>
            {t('page.tabs.about')}
          </Tabs.Tab>
          {showBooks && (
            <Tabs.Tab value="books" leftSection={<IconBooks size={16} />}>
              {t('page.tabs.books')}
            </Tabs.Tab>
          )}
          <Tabs.Tab value="reviews" leftSection={<IconMessageCircle size={16} />}>
            {t('page.tabs.reviews')}
          </Tabs.Tab>
        </ScrollingTabList>
        <Tabs.Panel value="about" pt="lg">
          <ProfileAbout user={user} />
        </Tabs.Panel>
        {showBooks && (
          <Tabs.Panel value="books" pt="lg">
            <ProfileBooks user={user} own={own} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="reviews" pt="lg">
          <ProfileReviews userId={user.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
