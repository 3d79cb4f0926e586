/**
 * The About tab (SPEC §2): username, member-since date, date of birth, counts of favourite
 * books, genres and wishlist items (or, when the member's privacy hides them, that the profile is
 * private), the favourite-genre tags, and Mutual Interests (shared genres and shared favourite
 * books with covers) only when there are any. On the member's own profile the wishlist count
 * opens their wishlist.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Alert, Anchor, Badge, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCake, IconCalendar, IconLock, IconSparkles, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { BookCover } from '../../components/BookCover';
import { graphql } from '../../gql';
import type { ProfileAbout_UserFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../lib/session';
import { useCatalogTerms } from '../../i18n/terms';

export const ProfileAbout_user = graphql(`
  fragment ProfileAbout_user on UserProfile {
    id
    username
    createdAt
    dateOfBirth
    isPrivate
    wishlistCount
    favoriteBooks {
      id
    }
    favoriteGenres {
      id
      name
    }
    mutualFavoriteGenres {
      id
      name
    }
    mutualFavoriteBooks {
      id
      title
      coverImage
    }
  }
`);

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box c="pine.7" mt={2}>
        {icon}
      </Box>
      <Stack gap={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text fw={600}>{value}</Text>
      </Stack>
    </Group>
  );
}

export function ProfileAbout(props: { user: FragmentType<ProfileAbout_UserFragment> }) {
  const { data: user, complete } = useFragment({ fragment: ProfileAbout_user, from: props.user });
  const { user: me } = useSession();
  const { t } = useTranslation('profile');
  const { date, number } = useFormat();
  const terms = useCatalogTerms();
  if (!complete) return null;
  const own = me?.id === user.id;
  const mutual = user.mutualFavoriteGenres.length > 0 || user.mutualFavoriteBooks.length > 0;
  const counts = [
    [t('about.favouriteBooks'), user.favoriteBooks.length, null],
    [t('about.favouriteGenres'), user.favoriteGenres.length, null],
    [t('about.wishlistItems'), user.wishlistCount, own ? paths.accountSection('wishlist') : null],
  ] as const;

  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
        <Fact icon={<IconUser size={20} />} label={t('about.username')} value={`@${user.username}`} />
        <Fact icon={<IconCalendar size={20} />} label={t('about.memberSince')} value={date(user.createdAt, 'month')} />
        <Fact
          icon={<IconCake size={20} />}
          label={t('about.dateOfBirth')}
          value={user.dateOfBirth ? date(user.dateOfBirth, 'long') : t('about.private')}
        />
      </SimpleGrid>
      {user.isPrivate ? (
        <Alert color="gray" icon={<IconLock size={18} />} title={t('about.privateTitle')}>
          {t('about.privateText')}
        </Alert>
      ) : (
        <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'lg' }}>
          {counts.map(([label, value, to]) => {
            const figures = (
              <>
                <Text fz={{ base: 22, sm: 28 }} fw={800} c="pine.8" lh={1.1}>
                  {number(value)}
                </Text>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {label}
                </Text>
              </>
            );
            return to ? (
              <Card key={label} withBorder padding="md" radius="md" ta="center" component={Link} to={to}>
                {figures}
              </Card>
            ) : (
              <Card key={label} withBorder padding="md" radius="md" ta="center">
                {figures}
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('about.favouriteGenres')}
        </Title>
        {user.favoriteGenres.length ? (
          <Group gap="xs">
            {user.favoriteGenres.map((g) => (
              <Badge key={g.id} variant="light" color="pine" size="lg" tt="none">
                {terms.genre(g.name)}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text c="dimmed">{t('about.noGenres')}</Text>
        )}
      </Stack>
      {mutual && (
        <Card withBorder radius="md" padding="lg" bg="pine.0" aria-labelledby="mutual-interests">
          <Stack gap="md">
            <Group gap="xs">
              <IconSparkles size={20} color="var(--mantine-color-clay-6)" />
              <Title order={2} fz="lg" id="mutual-interests">
                {t('about.mutualInterests')}
              </Title>
            </Group>
            {user.mutualFavoriteGenres.length > 0 && (
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  {t('about.sharedGenres')}
                </Text>
                <Group gap="xs">
                  {user.mutualFavoriteGenres.map((g) => (
                    <Badge key={g.id} variant="filled" color="clay" tt="none">
                      {terms.genre(g.name)}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            )}
            {user.mutualFavoriteBooks.length > 0 && (
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  {t('about.sharedBooks')}
                </Text>
                <Group gap="md" align="flex-start">
                  {user.mutualFavoriteBooks.map((b) => (
                    <Anchor key={b.id} component={Link} to={paths.book(b.id)} underline="never" c="inherit" w={96}>
                      <BookCover src={b.coverImage} title={b.title} height={144} />
                      <Text size="xs" fw={600} mt={4} lineClamp={2}>
                        {b.title}
                      </Text>
                    </Anchor>
                  ))}
                </Group>
              </Stack>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
