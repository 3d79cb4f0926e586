/**
 * /account/favorites: the member's favourite books, newest first. Unfavouriting is optimistic
 * (the book leaves the list at once and returns if the server refuses); 'Read now' makes a
 * favourite the currently-reading book.
 */
import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, SimpleGrid } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AccountFavoritesQuery } from './FavoritesPage.data';
import { graphql } from '../../../gql';
import { toast } from '../../../lib/notify';
import { AccountScreen } from '../../../components/account/AccountScreen';
import { FavoriteCard } from './FavoriteCard';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../../components/account/SectionStates';
import { useCurrentlyReading } from '../reading/useCurrentlyReading';

const RemoveFavorite = graphql(`
  mutation RemoveAccountFavorite($bookId: ID!) {
    removeFavorite(bookId: $bookId) {
      id
      isFavorite
    }
  }
`);

export function FavoritesPage() {
  const { t } = useTranslation('account');
  const { data, error, refetch } = useQuery(AccountFavoritesQuery);
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
      toast.account(t('favorites.removed', { title }));
    } catch {
      toast.account(t('favorites.removeFailed'), 'error');
    }
  };

  return (
    <AccountScreen title={t('favorites.title')} description={t('favorites.description')}>
      {error && !favorites ? (
        <LoadFailed message={t('favorites.loadFailed')} onRetry={() => void refetch()} />
      ) : !favorites ? (
        <SectionSkeleton rows={3} height={300} cols={3} />
      ) : favorites.length === 0 ? (
        <EmptyState
          icon={IconHeart}
          title={t('favorites.emptyTitle')}
          text={t('favorites.emptyText')}
          action={
            <Button component={Link} to={paths.books} mt="xs">
              {t('favorites.browse')}
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
