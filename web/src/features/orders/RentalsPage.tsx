/**
 * /account/rentals (issue 35 §2): every book the member rents, newest first, with its state, due
 * date and money, a page at a time. Above them, the in-app reminder: the rentals whose reminder
 * three days before the due date went out, and the overdue ones. Dates and money are the API's.
 */
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Box, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { IconAlarm, IconCalendarTime } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { BookCover } from '../../components/BookCover';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../components/account/SectionStates';
import { AccountScreen } from '../../components/account/AccountScreen';
import { Price } from '../../components/Price';
import { paths } from '../../config/paths';
import type { AccountRentalsQuery as Data } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { RentalDue } from './RentalDue';
import { AccountRentalsQuery } from './RentalsPage.data';

type RentedCopy = Data['rentals']['items'][number];

/** A copy is one line of an order: the rental id once it started, else its order and book. */
const keyOf = (copy: RentedCopy) => copy.rental.id ?? `${copy.orderId}:${copy.book.id}`;

export function RentalsPage() {
  const { t } = useTranslation('orders');
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(AccountRentalsQuery, {
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.rentals;
  const copies = page?.items;
  const loadMore = () =>
    page &&
    void fetchMore({
      variables: { page: page.page + 1 },
      updateQuery: (previous, { fetchMoreResult }) => {
        // A rental started meanwhile shifts the pages by one: never show a copy twice.
        const seen = new Set(previous.rentals.items.map(keyOf));
        const next = fetchMoreResult.rentals;
        return {
          rentals: { ...next, items: [...previous.rentals.items, ...next.items.filter((c) => !seen.has(keyOf(c)))] },
        };
      },
    });
  return (
    <AccountScreen title={t('rentals.title')} description={t('rentals.description')}>
      {error && !copies ? (
        <LoadFailed message={t('rentals.failed')} onRetry={() => void refetch()} />
      ) : !copies ? (
        <SectionSkeleton rows={3} height={120} />
      ) : copies.length === 0 ? (
        <EmptyState
          icon={IconCalendarTime}
          title={t('rentals.emptyTitle')}
          text={t('rentals.emptyText')}
          action={
            <Button component={Link} to={paths.books} mt="xs">
              {t('rentals.browse')}
            </Button>
          }
        />
      ) : (
        <Stack gap="sm">
          <Reminder copies={copies} />
          {copies.map((copy) => (
            <RentalCard key={keyOf(copy)} copy={copy} />
          ))}
          {page.hasNextPage && (
            <Group justify="center">
              <Button variant="light" onClick={loadMore} loading={networkStatus === NetworkStatus.fetchMore}>
                {t('rentals.loadMore')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </AccountScreen>
  );
}

/**
 * The in-app reminder (the email's twin): a running rental is listed once the server sent its
 * reminder three days before the due date, or once it is overdue.
 */
function Reminder({ copies }: { copies: RentedCopy[] }) {
  const { t } = useTranslation('orders');
  const { date } = useFormat();
  const due = copies.filter(
    (c) => c.rental.state === 'ACTIVE' && c.rental.dueDate && (c.overdue || c.rental.remindedBeforeAt),
  );
  if (due.length === 0) return null;
  return (
    <Alert color="clay" variant="light" icon={<IconAlarm size={20} />} title={t('rentals.reminderTitle')} role="alert">
      <List size="sm" spacing={2}>
        {due.map((c) => (
          <List.Item key={keyOf(c)}>
            {t(c.overdue ? 'rentals.reminderOverdue' : 'rentals.reminderDue', {
              title: c.book.title,
              date: date(c.rental.dueDate!),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function Money({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Price amount={amount} size="sm" fw={strong ? 800 : 600} />
    </Group>
  );
}

function RentalCard({ copy }: { copy: RentedCopy }) {
  const { t } = useTranslation('orders');
  const { date } = useFormat();
  const { book, rental } = copy;
  const returned = rental.state === 'RETURNED';
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={book.title}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Box component={Link} to={paths.book(book.id)} tabIndex={-1} aria-hidden w={72} style={{ flex: '0 0 72px' }}>
          <BookCover src={book.coverImage} title={book.title} height={104} />
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={paths.book(book.id)} fw={700} c="dark" lineClamp={2} lh={1.25}>
            {book.title}
          </Anchor>
          <RentalDue rental={rental} overdue={copy.overdue} />
          <Text size="xs" c="dimmed">
            {t('rentals.days', { count: rental.periodDays })} ·{' '}
            <Anchor component={Link} to={paths.accountOrder(copy.orderId)} size="xs">
              {t('rentals.order')}
            </Anchor>
          </Text>
          {copy.overdue && !rental.digital && rental.purchaseAt && (
            <Text size="sm" c="red.8">
              {t('rentals.becomesPurchase', { date: date(rental.purchaseAt, 'dateTime') })}
            </Text>
          )}
          {rental.state === 'PURCHASED' && rental.damaged && (
            <Text size="sm" c="dimmed">
              {t('rentals.damaged')}
            </Text>
          )}
          <Group gap="md" style={{ rowGap: 2 }}>
            <Money label={t('rentals.fee')} amount={rental.fee} />
            <Money label={t('rentals.deposit')} amount={rental.deposit} />
            {returned ? (
              <>
                {rental.refund != null && <Money label={t('rentals.refund')} amount={rental.refund} strong />}
                {rental.lateFee != null && Number(rental.lateFee) > 0 && (
                  <Money label={t('rentals.lateFee')} amount={rental.lateFee} />
                )}
              </>
            ) : (
              (rental.state === 'NOT_STARTED' || rental.state === 'ACTIVE') &&
              !rental.digital && <Money label={t('rentals.refundOnTime')} amount={rental.refundOnTime} strong />
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
