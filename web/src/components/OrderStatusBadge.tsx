/**
 * An order's status as a badge: 'Pending', 'Completed' or 'Cancelled' (SPEC §2's words, plus
 * Cancelled), and 'Confirmed' for cash on delivery (unpaid, nothing to pay online).
 */
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import type { OrderStatus } from '../gql/graphql';

const LOOK: Record<OrderStatus, { label: 'pending' | 'confirmed' | 'completed' | 'cancelled'; color: string }> = {
  PENDING: { label: 'pending', color: 'clay' },
  CONFIRMED: { label: 'confirmed', color: 'blue' },
  COMPLETED: { label: 'completed', color: 'pine' },
  CANCELLED: { label: 'cancelled', color: 'gray' },
};

export function OrderStatusBadge({ status, ...props }: { status: OrderStatus } & BadgeProps) {
  const { t } = useTranslation();
  const look = LOOK[status];
  return (
    <Badge color={look.color} {...props}>
      {t(`orderStatus.${look.label}`)}
    </Badge>
  );
}
