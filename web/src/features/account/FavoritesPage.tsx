/**
 * /account/favorites: the member's favourite books, newest first. Unfavouriting is optimistic
 * (the book leaves the list at once and returns if the server refuses); 'Read now' makes a
 * favourite the currently-reading book.
 */
import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, SimpleGrid } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { toast } from '../../lib/notify';
import { AccountScreen } from '../../components/account/AccountScreen';
import { FavoriteCard } from './FavoriteCard';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../components/account/SectionStates';
import { useCurrentlyReading } from './useCurrentlyReading';

const AccountFavoritesQuery = graphql(`
  query AccountFavorites {
    favorites {
      id
      ...FavoriteCard_book
    }
    me {
      id
      currentlyReading {
        id
      }
    }
  }
`);

const RemoveFavorite = graphql(`
  mutation RemoveAccountFavorite($bookId: ID!) {
    removeFavorite(bookId: $bookId) {
      id
      isFavorite
    }
  }
`);

export function FavoritesPage() {
  const { data, error, refetch } = useQuery(AccountFavoritesQuery, { fetchPolicy: 'cache-and-network' });
  const [removeFavorite] = useMutation(RemoveFavorite);
  const reading = useCurrentlyReading(data?.me?.id);
  const favorites = data?.favorites;

  const remove = async (bookId: string, title: string) => {
    try {
      await removeFavorite({
        variables: { bookId },
        optimisticResponse: { removeFavorite: { __typename: 'Book', id: bookId, isFavorite: false } },
        update: (cache) =>
          cache.modify({
            fields: {
              favorites: (refs: readonly Reference[], { readField }) =>
                refs.filter((r) => readField('id', r) !== bookId),
            },
          }),
      });
      toast.account(`${title} removed from favorites`);
    } catch {
      toast.account('Failed to remove from favorites', 'error');
    }
  };

  return (
    <AccountScreen title="Favorites" description="Books you marked with a heart, newest first.">
      {error && !favorites ? (
        <LoadFailed message="Failed to load favorites" onRetry={() => void refetch()} />
      ) : !favorites ? (
        <SectionSkeleton rows={3} height={300} cols={3} />
      ) : favorites.length === 0 ? (
        <EmptyState
          icon={IconHeart}
          title="No favorite books yet"
          text="Tap the heart on any book to keep it here."
          action={
            <Button component={Link} to="/books" mt="xs">
              Browse Books
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
          {favorites.map((book) => (
            <FavoriteCard
              key={book.id}
              book={book}
              reading={data?.me?.currentlyReading?.id === book.id}
              busy={reading.saving}
              onRead={(id, title) => void reading.set(id, title)}
              onRemove={(id, title) => void remove(id, title)}
            />
          ))}
        </SimpleGrid>
      )}
    </AccountScreen>
  );
}
