/**
 * /account/orders: the member's orders, newest first, with their status and total (issue 8 §4),
 * a page at a time: 'Load more orders' appends the next page below the ones shown.
 */
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, Group, Stack } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AccountOrdersQuery } from './OrdersPage.data';
import { AccountScreen } from '../../components/account/AccountScreen';
import { OrderRow } from './OrderRow';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../components/account/SectionStates';

export function OrdersPage() {
  const { t } = useTranslation('orders');
  // Payments complete in another tab or page: always ask the server, show the cache meanwhile.
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(AccountOrdersQuery, {
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.orders;
  const orders = page?.items;
  const loadMore = () =>
    page &&
    void fetchMore({
      variables: { page: page.page + 1 },
      updateQuery: (previous, { fetchMoreResult }) => {
        // An order placed meanwhile shifts the pages by one: never show an order twice.
        const seen = new Set(previous.orders.items.map((o) => o.id));
        const next = fetchMoreResult.orders;
        return {
          orders: { ...next, items: [...previous.orders.items, ...next.items.filter((o) => !seen.has(o.id))] },
        };
      },
    });
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
          {page.hasNextPage && (
            <Group justify="center">
              <Button variant="light" onClick={loadMore} loading={networkStatus === NetworkStatus.fetchMore}>
                {t('list.loadMore')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </AccountScreen>
  );
}
