/**
 * /account/wishlist: the books the member wants later, newest first (SPEC §1 'a wishlist'), beside
 * Favorites in the account area. Each can be moved to the cart or removed (useWishlistActions);
 * an empty wishlist says so and leads to the shop.
 */
import { useQuery } from '@apollo/client/react';
import { Button, Stack } from '@mantine/core';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AccountWishlistQuery } from './WishlistPage.data';
import { AccountScreen } from '../../../components/account/AccountScreen';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../../components/account/SectionStates';
import { useWishlistActions } from './useWishlistActions';
import { WishlistRow } from './WishlistRow';

export function WishlistPage() {
  const { t } = useTranslation('account');
  const { data, error, refetch } = useQuery(AccountWishlistQuery);
  const actions = useWishlistActions(() => void refetch());
  const wishlist = data?.wishlist;
  const count = wishlist?.length ?? 0;

  return (
    <AccountScreen
      title={t('wishlist.title')}
      description={wishlist && count > 0 ? t('wishlist.count', { count }) : t('wishlist.description')}
    >
      {error && !wishlist ? (
        <LoadFailed message={t('wishlist.loadFailed')} onRetry={() => void refetch()} />
      ) : !wishlist ? (
        <SectionSkeleton rows={3} height={128} />
      ) : count === 0 ? (
        <EmptyState
          icon={IconBookmarkPlus}
          title={t('wishlist.emptyTitle')}
          text={t('wishlist.emptyText')}
          action={
            <Button component={Link} to={paths.books} mt="xs">
              {t('wishlist.browse')}
            </Button>
          }
        />
      ) : (
        <Stack gap="sm">
          {wishlist.map((item) => (
            <WishlistRow
              key={item.id}
              book={item.book}
              addedAt={item.addedAt}
              onMove={(id, title, inCart) => void actions.moveToCart(id, title, inCart)}
              onRemove={(id, title) => void actions.remove(id, title)}
            />
          ))}
        </Stack>
      )}
    </AccountScreen>
  );
}
