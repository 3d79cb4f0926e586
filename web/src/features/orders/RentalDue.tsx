/**
 * A rental's state and due date (issue 35 §2), as the rentals list and an order's rented line show
 * them: a badge, then the due date (Bikram Sambat in Nepali, by useFormat like the order timeline)
 * or, before a printed copy is delivered, that delivery sets it. The state and dates are the API's.
 */
import { Badge, Group, Text, type MantineColor } from '@mantine/core';
import type { RentalState } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';

/** What RentalDue reads of a rental. */
export interface RentalDueFields {
  state: RentalState;
  digital: boolean;
  dueDate?: string | null;
}

type Shown = RentalState | 'OVERDUE';

const COLORS: Record<Shown, MantineColor> = {
  NOT_STARTED: 'gray',
  ACTIVE: 'teal',
  OVERDUE: 'red',
  RETURNED: 'blue',
  PURCHASED: 'clay',
  ENDED: 'gray',
};

export function RentalStateBadge({ rental, overdue }: { rental: RentalDueFields; overdue?: boolean }) {
  const { t } = useTranslation('orders');
  const shown: Shown = rental.state === 'ACTIVE' && overdue ? 'OVERDUE' : rental.state;
  // A download starts when it is paid for, not on a delivery.
  const label =
    shown === 'NOT_STARTED' && rental.digital ? t('rentals.state.NOT_STARTED_DIGITAL') : t(`rentals.state.${shown}`);
  return (
    <Badge color={COLORS[shown]} variant="light" radius="sm" style={{ textTransform: 'none' }}>
      {label}
    </Badge>
  );
}

/** The badge and, once the rental started, its due date. */
export function RentalDue({ rental, overdue }: { rental: RentalDueFields; overdue?: boolean }) {
  const { t } = useTranslation('orders');
  const { date } = useFormat();
  return (
    <Group gap="xs" wrap="wrap">
      <RentalStateBadge rental={rental} overdue={overdue} />
      {rental.dueDate && (
        <Text size="sm" fw={600}>
          <time dateTime={rental.dueDate}>{t('rentals.due', { date: date(rental.dueDate) })}</time>
        </Text>
      )}
    </Group>
  );
}
