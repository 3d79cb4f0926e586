/**
 * The Books tab (SPEC §2): the book being read now, and the favourites grid with its count;
 * 'No Books Yet' with a link to the catalog on the own profile, or a note on another's (or, when
 * their privacy hides the favourites, that the profile is private).
 * The page shows this tab only when there is a currently-reading book or a favourite.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBookOff } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { BookCard } from '../../components/BookCard';
import { PrivateNote } from './ProfileHeader';
import { graphql } from '../../gql';
import type { ProfileBooks_UserFragment } from '../../gql/graphql';

export const ProfileBooks_user = graphql(`
  fragment ProfileBooks_user on UserProfile {
    id
    firstName
    isPrivate
    currentlyReading {
      id
      ...BookCard_book
    }
    favoriteBooks {
      id
      ...BookCard_book
    }
  }
`);

const GRID = { base: 2, xs: 3, sm: 4, md: 5 };

export function ProfileBooks(props: { user: FragmentType<ProfileBooks_UserFragment>; own: boolean }) {
  const { t } = useTranslation('profile');
  const { data: user, complete } = useFragment({
    fragment: ProfileBooks_user,
    fragmentName: 'ProfileBooks_user',
    from: props.user,
  });
  if (!complete) return null;
  const favourites = user.favoriteBooks;

  return (
    <Stack gap="xl">
      {user.currentlyReading && (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('books.currentlyReading')}
          </Title>
          <SimpleGrid cols={GRID} spacing="md">
            <BookCard book={user.currentlyReading} coverHeight={220} />
          </SimpleGrid>
        </Stack>
      )}
      {user.isPrivate ? (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('books.favourites')}
          </Title>
          <PrivateNote />
        </Stack>
      ) : (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('books.favouritesCount', { count: favourites.length })}
          </Title>
          {favourites.length ? (
            <SimpleGrid cols={GRID} spacing="md">
              {favourites.map((b) => (
                <BookCard key={b.id} book={b} coverHeight={220} />
              ))}
            </SimpleGrid>
          ) : (
            <Stack align="center" gap="xs" py="xl" ta="center">
              <Box c="gray.5">
                <IconBookOff size={40} />
              </Box>
              <Text fw={700} fz="lg">
                {t('books.empty')}
              </Text>
              {props.own ? (
                <>
                  <Text c="dimmed">{t('books.emptyOwn')}</Text>
                  <Button component={Link} to={paths.catalog} variant="light">
                    {t('books.browse')}
                  </Button>
                </>
              ) : (
                <Text c="dimmed">{t('books.emptyOther', { name: user.firstName })}</Text>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
