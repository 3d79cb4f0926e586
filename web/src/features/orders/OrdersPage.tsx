/** /account/orders: every order of the member, newest first, with its status and total (issue 8 §4). */
import { useQuery } from '@apollo/client/react';
import { Button, Stack } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { AccountScreen } from '../../components/account/AccountScreen';
import { OrderRow } from './OrderRow';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../components/account/SectionStates';

const AccountOrdersQuery = graphql(`
  query AccountOrders {
    orders {
      id
      ...OrderRow_order
    }
  }
`);

export function OrdersPage() {
  // Payments complete in another tab or page: always ask the server, show the cache meanwhile.
  const { data, error, refetch } = useQuery(AccountOrdersQuery, { fetchPolicy: 'cache-and-network' });
  const orders = data?.orders;
  return (
    <AccountScreen title="Orders" description="Your orders, newest first. Open one for its books and delivery.">
      {error && !orders ? (
        <LoadFailed message="Failed to load orders" onRetry={() => void refetch()} />
      ) : !orders ? (
        <SectionSkeleton rows={3} height={96} />
      ) : orders.length === 0 ? (
        <EmptyState
          icon={IconPackage}
          title="No orders yet"
          text="Books you buy or rent appear here, with their payment status."
          action={
            <Button component={Link} to="/books" mt="xs">
              Browse Books
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
