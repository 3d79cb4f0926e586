/**
 * What an order costs: its number, each line (title, price and quantity), shipping and the total,
 * and for rented books the deposits paid and what comes back on return, as the payment screen shows
 * it before paying and 'Payment Successful!' after.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Price } from '../../components/Price';
import { graphql } from '../../gql';
import type { OrderSummary_OrderFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { rentalTotals } from '../../lib/rentals';

export const OrderSummary_order = graphql(`
  fragment OrderSummary_order on Order {
    id
    shortId
    shippingFee
    totalAmount
    items {
      id
      quantity
      price
      rentalMoney {
        fee
        deposit
        refund
      }
      book {
        id
        title
      }
    }
  }
`);

export function OrderSummary({
  order: from,
  totalLabel,
  badge,
}: {
  order: FragmentType<OrderSummary_OrderFragment>;
  /** What the total is called: what is to pay, or what was paid. */
  totalLabel: string;
  /** Beside the order's number (its status). */
  badge?: ReactNode;
}) {
  const { t } = useTranslation('payment');
  const { number } = useFormat();
  const { data: order, complete } = useFragment({ fragment: OrderSummary_order, from });
  if (!complete) return null;
  // Rented books are paid in full, as deposits, and come back less their fees (SPEC §9).
  const rentals = rentalTotals(order.items.map((i) => i.rentalMoney));
  return (
    <Stack gap="xs" w="100%">
      <Group justify="space-between">
        <Text fw={700}>{t('order.title', { id: order.shortId })}</Text>
        {badge}
      </Group>
      {order.items.map((i) => (
        <Group key={i.id} justify="space-between" wrap="nowrap">
          <Text lineClamp={1} ta="start">
            {i.book.title}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            <Price amount={i.price} /> x {number(i.quantity)}
          </Text>
        </Group>
      ))}
      {Number(order.shippingFee) > 0 && (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('order.shipping')}</Text>
          <Price amount={order.shippingFee} size="sm" />
        </Group>
      )}
      <Group justify="space-between" mt="xs">
        <Text fw={700}>{totalLabel}</Text>
        <Price amount={order.totalAmount} fw={800} fz="lg" />
      </Group>
      {rentals && (
        <>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('order.deposits')}</Text>
            <Price amount={rentals.deposits} size="sm" />
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('order.fees')}</Text>
            <Price amount={rentals.fees} size="sm" />
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('order.refunds')}</Text>
            <Price amount={rentals.refunds} size="sm" c="pine.8" />
          </Group>
        </>
      )}
    </Stack>
  );
}
