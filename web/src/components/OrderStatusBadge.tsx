/** An order's status as a badge: 'Pending', 'Completed' or 'Cancelled' (SPEC §2's words, plus Cancelled). */
import { Badge, type BadgeProps } from '@mantine/core';
import type { OrderStatus } from '../gql/graphql';

const LOOK: Record<OrderStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'clay' },
  COMPLETED: { label: 'Completed', color: 'pine' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
};

export function OrderStatusBadge({ status, ...props }: { status: OrderStatus } & BadgeProps) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} {...props}>
      {look.label}
    </Badge>
  );
}
