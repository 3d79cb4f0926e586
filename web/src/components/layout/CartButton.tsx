/** The header's cart with its line count, for members. It reads the same cache the cart screens write. */
import { useQuery } from '@apollo/client/react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HeaderCartCount } from '../../lib/cartCount';

export function CartButton() {
  const { data } = useQuery(HeaderCartCount);
  const count = data?.cart.count ?? 0;
  return (
    <Indicator label={count} size={18} disabled={count === 0} color="clay" offset={4}>
      <ActionIcon
        component={Link}
        to="/cart"
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={`Cart, ${count} items`}
      >
        <IconShoppingCart size={22} />
      </ActionIcon>
    </Indicator>
  );
}
