/**
 * One order in the account's list: its short id linking to the detail, date, books, current step and
 * total; 'Pay Now' while pending; a cancelled order says why instead.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { OrderStepBadge } from '../../components/OrderStepBadge';
import { Price } from '../../components/Price';
import { graphql } from '../../gql';
import { useFormat } from '../../i18n/format';
import type { OrderRow_OrderFragment } from '../../gql/graphql';

export const OrderRow_order = graphql(`
  fragment OrderRow_order on Order {
    id
    shortId
    status
    step
    cancelReason
    createdAt
    totalAmount
    items {
      id
      quantity
      book {
        id
        title
      }
    }
  }
`);

export function OrderRow(props: { order: FragmentType<OrderRow_OrderFragment> }) {
  const { t } = useTranslation('orders');
  const { date } = useFormat();
  const { data: order, complete } = useFragment({ fragment: OrderRow_order, from: props.order });
  if (!complete) return null;
  const copies = order.items.reduce((n, item) => n + item.quantity, 0);
  const titles = order.items.map((item) => item.book.title).join(', ');
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={t('order', { id: order.shortId })}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Group gap="xs">
            <Anchor component={Link} to={paths.accountOrder(order.id)} fw={700}>
              {t('order', { id: order.shortId })}
            </Anchor>
            <OrderStepBadge step={order.step} variant="light" />
          </Group>
          <Text size="sm" c="dimmed">
            {date(order.createdAt, 'dateTime')} · {t('row.books', { count: copies })}
          </Text>
          <Text size="sm" lineClamp={1} title={titles}>
            {titles}
          </Text>
          {order.step === 'CANCELLED' && order.cancelReason && (
            <Text size="sm" c="dimmed">
              {t('row.cancelled', { reason: order.cancelReason })}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end" style={{ flex: '0 0 auto', marginLeft: 'auto' }}>
          <Price amount={order.totalAmount} fw={800} fz="lg" />
          <Group gap={6}>
            {order.status === 'PENDING' && (
              <Button component={Link} to={paths.payment(order.id)} size="xs" color="clay">
                {t('payNow')}
              </Button>
            )}
            <Button
              component={Link}
              to={paths.accountOrder(order.id)}
              size="xs"
              variant="default"
              aria-label={t('row.viewDetailsOf', { id: order.shortId })}
            >
              {t('row.viewDetails')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
