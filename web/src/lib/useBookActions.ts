/**
 * Cart, favourite and wishlist actions on a book, optimistic through Apollo's normalized cache:
 * every card and page showing the book, and the header's cart count, change at once and roll
 * back with SPEC §8's toast if the server refuses. Guests are sent to sign in first.
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from '../i18n/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { graphql } from '../gql';
import { cartCountAfter } from './headerCartCount';
import { optimisticId } from './optimistic';
import { loginPath } from './returnTo';
import { errorCode, toast } from './notify';
import { useSession } from './session';

const AddToCart = graphql(`
  mutation AddToCart($bookId: ID!, $quantity: Int) {
    addToCart(bookId: $bookId, quantity: $quantity) {
      id
      quantity
      purchaseType
      book {
        id
        inCart
        cartItem {
          id
        }
      }
      cart {
        count
      }
    }
  }
`);

const RemoveFromCart = graphql(`
  mutation RemoveFromCart($id: ID!) {
    removeFromCart(id: $id) {
      count
    }
  }
`);

const SetFavorite = graphql(`
  mutation SetFavorite($bookId: ID!, $on: Boolean!) {
    addFavorite(bookId: $bookId) @include(if: $on) {
      id
      isFavorite
    }
    removeFavorite(bookId: $bookId) @skip(if: $on) {
      id
      isFavorite
    }
  }
`);

const SetWishlist = graphql(`
  mutation SetWishlist($bookId: ID!, $on: Boolean!) {
    addToWishlist(bookId: $bookId) @include(if: $on) {
      id
      inWishlist
    }
    removeFromWishlist(bookId: $bookId) @skip(if: $on) {
      id
      inWishlist
    }
  }
`);

export function useBookActions() {
  const { t } = useTranslation();
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const [addMutation, addState] = useMutation(AddToCart);
  const [removeMutation, removeState] = useMutation(RemoveFromCart);
  const [favoriteMutation, favoriteState] = useMutation(SetFavorite);
  const [wishlistMutation, wishlistState] = useMutation(SetWishlist);

  /** Guests go to sign in and come back here (SPEC §6). */
  const requireMember = (): boolean => {
    if (token) return true;
    void navigate(loginPath(location));
    return false;
  };

  return {
    adding: addState.loading,
    removing: removeState.loading,
    favoriting: favoriteState.loading,
    wishlisting: wishlistState.loading,

    async addToCart(bookId: string, options: { quantity?: number; thenGoToCart?: boolean } = {}): Promise<boolean> {
      if (!requireMember()) return false;
      try {
        await addMutation({
          variables: { bookId, quantity: options.quantity ?? 1 },
          optimisticResponse: {
            addToCart: {
              __typename: 'CartItem',
              id: optimisticId(bookId),
              quantity: options.quantity ?? 1,
              purchaseType: 'BUY',
              book: {
                __typename: 'Book',
                id: bookId,
                inCart: true,
                cartItem: { __typename: 'CartItem', id: optimisticId(bookId) },
              },
              // The header's count, until the answer's own (REST's) replaces it.
              cart: { __typename: 'Cart', count: cartCountAfter(client.cache, 1) },
            },
          },
        });
        toast.cart(t(options.thenGoToCart ? 'cartToasts.bookAdded' : 'cartToasts.added'));
        if (options.thenGoToCart) void navigate(paths.cart);
        return true;
      } catch (error) {
        toast.cart(t(errorCode(error) === 'OUT_OF_STOCK' ? 'cartToasts.outOfStock' : 'cartToasts.addFailed'), 'error');
        return false;
      }
    },

    async removeFromCart(bookId: string, cartItemId: string): Promise<boolean> {
      if (!requireMember()) return false;
      const bookRef = client.cache.identify({ __typename: 'Book', id: bookId });
      try {
        await removeMutation({
          variables: { id: cartItemId },
          optimisticResponse: { removeFromCart: { __typename: 'Cart', count: cartCountAfter(client.cache, -1) } },
          update: (cache) => cache.modify({ id: bookRef, fields: { inCart: () => false, cartItem: () => null } }),
        });
        toast.cart(t('cartToasts.removed'));
        return true;
      } catch {
        toast.cart(t('cartToasts.removeFailed'), 'error');
        return false;
      }
    },

    async setFavorite(bookId: string, on: boolean) {
      if (!requireMember()) return;
      const book = { __typename: 'Book' as const, id: bookId, isFavorite: on };
      await favoriteMutation({
        variables: { bookId, on },
        optimisticResponse: on ? { addFavorite: book } : { removeFavorite: book },
      }).catch(() => toast.error(t(on ? 'bookToasts.favoriteFailed' : 'bookToasts.unfavoriteFailed')));
    },

    async setWishlist(bookId: string, on: boolean) {
      if (!requireMember()) return;
      const book = { __typename: 'Book' as const, id: bookId, inWishlist: on };
      await wishlistMutation({
        variables: { bookId, on },
        optimisticResponse: on ? { addToWishlist: book } : { removeFromWishlist: book },
      }).catch(() => toast.error(t('bookToasts.wishlistFailed')));
    },
  };
}
