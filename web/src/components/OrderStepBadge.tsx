/**
 * Where an order is, as a badge: SPEC §2's 'Pending' while it waits for a wallet payment, then the
 * step it has reached (Paid or Confirmed for cash on delivery, Packed, Shipped, Delivered), or
 * Cancelled.
 */
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import type { OrderStep } from '../gql/graphql';

const COLORS: Record<OrderStep, string> = {
  AWAITING_PAYMENT: 'clay',
  PAID: 'pine',
  CONFIRMED: 'blue',
  PACKED: 'violet',
  SHIPPED: 'indigo',
  DELIVERED: 'pine',
  CANCELLED: 'gray',
};

export function OrderStepBadge({ step, ...props }: { step: OrderStep } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[step]} {...props}>
      {t(`orderStep.${step}`)}
    </Badge>
  );
}
