/** The detail page's cart button, favourite toggle, wishlist toggle (SPEC §4 texts) and, for members, the shelf menu. */
import '@mantine/core/styles/Tooltip.css';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { graphql } from '../../gql';
import type { BookActions_BookFragment } from '../../gql/graphql';
import { useBookActions } from '../../lib/useBookActions';
import { useSession } from '../../lib/session';
import { ShelfMenu } from '../../components/ShelfMenu';

export const BookActions_book = graphql(`
  fragment BookActions_book on Book {
    id
    title
    inStock
    inCart
    cartItem {
      id
    }
    isFavorite
    inWishlist
    myShelf {
      id
      shelf
    }
  }
`);

export function BookActions(props: { book: FragmentType<BookActions_BookFragment> }) {
  const { t } = useTranslation('book');
  const { data: book, complete } = useFragment({ fragment: BookActions_book, from: props.book });
  const actions = useBookActions();
  const { token } = useSession();
  if (!complete) return null;
  const cartLabel = actions.adding
    ? t('actions.adding')
    : actions.removing
      ? t('actions.removing')
      : book.inCart
        ? t('actions.removeFromCart')
        : t('actions.addToCart');
  const favouriteLabel = book.isFavorite ? t('actions.removeFavourite') : t('actions.addFavourite');
  return (
    <Group gap="sm" wrap="wrap">
      {/* Each button's width comes from the row, never from its label: 'Adding...' or 'In Wishlist'
          does not move the buttons beside it (issue 37). The bases fit the longest labels. */}
      <Button
        size="md"
        leftSection={<IconShoppingCart size={18} />}
        variant={book.inCart ? 'outline' : 'filled'}
        loading={false}
        // Out of stock, only a line already in the cart can still be removed.
        disabled={actions.adding || actions.removing || (!book.inStock && !book.inCart)}
        onClick={() =>
          book.inCart && book.cartItem
            ? void actions.removeFromCart(book.id, book.cartItem.id)
            : void actions.addToCart(book.id)
        }
        style={{ flex: '1 1 13rem' }}
      >
        {cartLabel}
      </Button>
      <Button
        size="md"
        variant={book.inWishlist ? 'light' : 'default'}
        disabled={actions.wishlisting}
        onClick={() => void actions.setWishlist(book.id, !book.inWishlist)}
        style={{ flex: '1 1 11rem' }}
      >
        {actions.wishlisting
          ? t('actions.processing')
          : book.inWishlist
            ? t('actions.inWishlist')
            : t('actions.addToWishlist')}
      </Button>
      <Tooltip label={favouriteLabel}>
        <ActionIcon
          size={42}
          variant="default"
          aria-label={favouriteLabel}
          aria-pressed={book.isFavorite}
          onClick={() => void actions.setFavorite(book.id, !book.isFavorite)}
        >
          {book.isFavorite ? <IconHeartFilled size={22} color="var(--mantine-color-red-6)" /> : <IconHeart size={22} />}
        </ActionIcon>
      </Tooltip>
      {/* Shelving is for members; a guest's book has no shelf. */}
      {token && <ShelfMenu bookId={book.id} title={book.title} entry={book.myShelf} />}
    </Group>
  );
}
