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
import { Link } from 'react-router';
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
            Currently reading
          </Title>
          <SimpleGrid cols={GRID} spacing="md">
            <BookCard book={user.currentlyReading} coverHeight={220} />
          </SimpleGrid>
        </Stack>
      )}
      {user.isPrivate ? (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Favourite books
          </Title>
          <PrivateNote />
        </Stack>
      ) : (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Favourite books ({favourites.length})
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
                No Books Yet
              </Text>
              {props.own ? (
                <>
                  <Text c="dimmed">Books you mark as favourites will appear here.</Text>
                  <Button component={Link} to="/catalog" variant="light">
                    Browse the catalog
                  </Button>
                </>
              ) : (
                <Text c="dimmed">{user.firstName} has not added any books yet.</Text>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
