/**
 * The header's cart with its line count, for members. It reads the member's one cart in the cache,
 * which cart answers write, and follows cartChanged (its `cart` is written into the same object),
 * so a change made in another tab or device shows here too.
 */
import { useQuery, useSubscription } from '@apollo/client/react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { HeaderCartCount } from '../../lib/headerCartCount';
import { useFormat } from '../../i18n/format';

const HeaderCartChanged = graphql(`
  subscription HeaderCartChanged {
    cartChanged {
      cart {
        count
      }
    }
  }
`);

export function CartButton() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const { data } = useQuery(HeaderCartCount);
  useSubscription(HeaderCartChanged);
  const count = data?.cart.count ?? 0;
  return (
    <Indicator label={number(count)} size={18} disabled={count === 0} color="clay" offset={4}>
      <ActionIcon
        component={Link}
        to={paths.cart}
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={t('cartCount', { count })}
      >
        <IconShoppingCart size={22} />
      </ActionIcon>
    </Indicator>
  );
}
