/**
 * Remove and Move to Cart on the wishlist screen, optimistic in Apollo's cache like the book
 * page's toggles: the book leaves the list at once (and the header's cart count goes up for a
 * move), and comes back with a toast if the server refuses. Moving adds to the cart first and
 * only then takes the book off the wishlist, so a failed add loses nothing.
 */
import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from '../../../i18n/react';
import { graphql } from '../../../gql';
import { cartCountAfter } from '../../../lib/headerCartCount';
import { optimisticId } from '../../../lib/optimistic';
import { errorCode, toast } from '../../../lib/notify';
import { session } from '../../../lib/session';

const RemoveFromWishlist = graphql(`
  mutation RemoveFromAccountWishlist($bookId: ID!) {
    removeFromWishlist(bookId: $bookId) {
      id
      inWishlist
    }
  }
`);

const MoveToCart = graphql(`
  mutation MoveWishlistBookToCart($bookId: ID!) {
    addToCart(bookId: $bookId, quantity: 1) {
      id
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

/** Takes the book out of the cached wishlist (and the member's own wishlist count, if cached). */
function dropFromWishlist(cache: ApolloCache, bookId: string) {
  cache.modify({
    fields: {
      wishlist: (items: readonly Reference[], { readField }) =>
        items.filter((item) => readField<string>('id', readField<Reference>('book', item)) !== bookId),
    },
  });
  const me = session.user && cache.identify({ __typename: 'UserProfile', id: session.user.id });
  if (me) cache.modify({ id: me, fields: { wishlistCount: (n: number) => Math.max(0, n - 1) } });
}

export function useWishlistActions(onOutOfSync: () => void) {
  const { t } = useTranslation('account');
  const client = useApolloClient();
  const [removeMutation] = useMutation(RemoveFromWishlist);
  const [addMutation] = useMutation(MoveToCart);

  const removeFromWishlist = (bookId: string) =>
    removeMutation({
      variables: { bookId },
      optimisticResponse: { removeFromWishlist: { __typename: 'Book', id: bookId, inWishlist: false } },
      update: (cache) => dropFromWishlist(cache, bookId),
    });

  return {
    async remove(bookId: string, title: string) {
      try {
        await removeFromWishlist(bookId);
        toast.account(t('wishlist.removed', { title }));
      } catch {
        toast.account(t('wishlist.removeFailed'), 'error');
      }
    },

    async moveToCart(bookId: string, title: string, alreadyInCart: boolean) {
      if (!alreadyInCart) {
        try {
          await addMutation({
            variables: { bookId },
            optimisticResponse: {
              addToCart: {
                __typename: 'CartItem',
                id: optimisticId(bookId),
                book: {
                  __typename: 'Book',
                  id: bookId,
                  inCart: true,
                  cartItem: { __typename: 'CartItem', id: optimisticId(bookId) },
                },
                cart: { __typename: 'Cart', count: cartCountAfter(client.cache, 1) },
              },
            },
            update: (cache) => dropFromWishlist(cache, bookId),
          });
        } catch (error) {
          toast.account(
            errorCode(error) === 'OUT_OF_STOCK' ? t('wishlist.itemOutOfStock') : t('wishlist.addFailed'),
            'error',
          );
          return;
        }
      }
      try {
        await removeFromWishlist(bookId);
        toast.account(t('wishlist.moved', { title }));
      } catch {
        // In the cart, but still on the wishlist: show the list as the server has it.
        toast.account(t('wishlist.movedButKept', { title }), 'error');
        onOutOfSync();
      }
    },
  };
}
