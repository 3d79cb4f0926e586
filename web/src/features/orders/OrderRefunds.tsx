/**
 * Money going back on an order (issue 35): each refund with its amount, why, and where it is in
 * words: refunded to Khalti on a date, on its way, or to be made by the store for eSewa and cash
 * (eSewa's ePay has no refund call: the store refunds it by hand and records it). Nothing when the
 * order has no refund.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Price } from '../../components/Price';
import { graphql } from '../../gql';
import type { OrderRefunds_OrderFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';

export const OrderRefunds_order = graphql(`
  fragment OrderRefunds_order on Order {
    id
    refunds {
      id
      amount
      cause
      method
      wallet
      state
      reference
      createdAt
      refundedAt
    }
  }
`);

type Refund = OrderRefunds_OrderFragment['refunds'][number];

const STATE_COLOR = { PENDING: 'yellow', SENDING: 'yellow', REFUNDED: 'pine', FAILED: 'orange' } as const;

/** Where the money goes back to: the wallet that took it, or cash. */
const destination = (r: Refund) => (r.wallet === 'KHALTI' ? 'KHALTI' : r.wallet === 'ESEWA' ? 'ESEWA' : 'CASH');

export function OrderRefunds(props: { order: FragmentType<OrderRefunds_OrderFragment> }) {
  const { t } = useTranslation('orders');
  const { date } = useFormat();
  const { data: order, complete } = useFragment({ fragment: OrderRefunds_order, from: props.order });
  if (!complete || order.refunds.length === 0) return null;

  const words = (r: Refund): string => {
    const to = t(`refunds.to.${destination(r)}`);
    if (r.state === 'REFUNDED')
      return r.method === 'KHALTI'
        ? t('refunds.refundedKhalti', { date: date(r.refundedAt ?? r.createdAt, 'long') })
        : t('refunds.refundedByStore', { to, date: date(r.refundedAt ?? r.createdAt, 'long') });
    if (r.method === 'MANUAL') return t('refunds.byStore', { to });
    if (r.state === 'FAILED') return t('refunds.delayed');
    return t('refunds.onItsWay');
  };

  return (
    <section aria-labelledby="order-refunds">
      <Title order={2} fz="lg" mb="sm" id="order-refunds">
        {t('refunds.title')}
      </Title>
      <Stack gap="xs">
        {order.refunds.map((r) => (
          <Card key={r.id} withBorder padding="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
                <Group gap="xs" wrap="wrap">
                  <Price amount={r.amount} fw={700} />
                  <Badge variant="light" color={STATE_COLOR[r.state]}>
                    {t(`refunds.state.${r.state}`)}
                  </Badge>
                </Group>
                <Text size="sm">{words(r)}</Text>
                <Text size="xs" c="dimmed">
                  {t(`refunds.cause.${r.cause}`)}
                  {r.state === 'REFUNDED' && r.reference
                    ? ` · ${t('refunds.reference', { reference: r.reference })}`
                    : ''}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
