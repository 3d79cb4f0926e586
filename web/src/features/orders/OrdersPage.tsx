/** /account/orders: every order of the member, newest first, with its status and total (issue 8 §4). */
import { useQuery } from '@apollo/client/react';
import { Button, Stack } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { AccountOrdersQuery } from './OrdersPage.data';
import { AccountScreen } from '../../components/account/AccountScreen';
import { OrderRow } from './OrderRow';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../components/account/SectionStates';

export function OrdersPage() {
  const { t } = useTranslation('orders');
  // Payments complete in another tab or page: always ask the server, show the cache meanwhile.
  const { data, error, refetch } = useQuery(AccountOrdersQuery);
  const orders = data?.orders;
  return (
    <AccountScreen title={t('list.title')} description={t('list.description')}>
      {error && !orders ? (
        <LoadFailed message={t('list.failed')} onRetry={() => void refetch()} />
      ) : !orders ? (
        <SectionSkeleton rows={3} height={96} />
      ) : orders.length === 0 ? (
        <EmptyState
          icon={IconPackage}
          title={t('list.emptyTitle')}
          text={t('list.emptyText')}
          action={
            <Button component={Link} to={paths.books} mt="xs">
              {t('list.browse')}
            </Button>
          }
        />
      ) : (
        <Stack gap="sm">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </Stack>
      )}
    </AccountScreen>
  );
}
