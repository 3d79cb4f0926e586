/**
 * 'Add to Cart' under a book card. Adding is optimistic (useBookActions) and, as SPEC §7 says for
 * home and search, goes on to /cart; a book already in the cart shows 'In Cart' and links there.
 */
import { Button } from '@mantine/core';
import { IconShoppingCartCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from '../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { useBookActions } from '../lib/useBookActions';

/** Out of stock (`inStock` false) the button stays, disabled, so the card's 'Out of stock' explains it. */
export function AddToCartButton({ bookId, inCart, inStock }: { bookId: string; inCart: boolean; inStock: boolean }) {
  const { t } = useTranslation();
  const actions = useBookActions();
  if (inCart) {
    return (
      <Button
        component={Link}
        to={paths.cart}
        size="xs"
        fullWidth
        variant="light"
        leftSection={<IconShoppingCartCheck size={14} />}
      >
        {t('book.inCart')}
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      fullWidth
      leftSection={<IconShoppingCartPlus size={14} />}
      loading={actions.adding}
      disabled={!inStock}
      onClick={() => void actions.addToCart(bookId, { thenGoToCart: true })}
    >
      {t('book.addToCart')}
    </Button>
  );
}
