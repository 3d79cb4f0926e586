/**
 * Rentals in the back office (issue 35): the rentals running, overdue or ended (a link each, with
 * how many are there), in mantine-datatable, each with its member, book, period, due date, state
 * and money. Staff mark a printed copy returned, undamaged or damaged (ReturnDialog); what the
 * return did (the refund, a late fee, a purchase) is said from the server's answer, and the list
 * is read again so the row moves to Ended. The money is the API's: nothing is computed here.
 */
import 'mantine-datatable/styles.layer.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Stack, Text, type MantineColor } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Price } from '../../../components/Price';
import type { RentalView, StaffRentalsQuery as List } from '../../../gql/graphql';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/notify';
import { MemberCell } from '../MemberCell';
import { StaffProblem } from '../StaffProblem';
import { QueueViews } from '../QueueViews';
import { ReturnDialog } from './ReturnDialog';
import { ReturnRental, StaffRentalsQuery } from './staffRentals.data';

export type StaffRentalRow = List['staffRentals']['items'][number];
type Rental = StaffRentalRow['copy']['rental'];

const VIEWS: RentalView[] = ['ACTIVE', 'OVERDUE', 'ENDED'];
const PAGE_SIZE = 50;

type Shown = Rental['state'] | 'OVERDUE';
const COLORS: Record<Shown, MantineColor> = {
  NOT_STARTED: 'gray',
  ACTIVE: 'teal',
  OVERDUE: 'red',
  RETURNED: 'blue',
  PURCHASED: 'clay',
  ENDED: 'gray',
};

/** A printed copy the member still has can be marked returned (REST refuses one a full day overdue: it is bought). */
const returnable = (row: StaffRentalRow) => row.copy.rental.state === 'ACTIVE' && !row.copy.rental.digital;

export function StaffRentalsPage() {
  const { t } = useTranslation('staff');
  const { date, money } = useFormat();
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((v) => v === params.get('view')) ?? 'ACTIVE';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(StaffRentalsQuery, { variables: { view, page } });
  const [returning, setReturning] = useState<StaffRentalRow | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [markReturned, returnCall] = useMutation(ReturnRental);

  const list = (data ?? previousData)?.staffRentals;
  const counts = new Map(list?.viewCounts.map((c) => [c.view, c.count]));
  const go = (next: { view?: RentalView; page?: number }) =>
    setParams({ view: next.view ?? view, ...(next.page && next.page > 1 && { page: String(next.page) }) });

  /** What the return did, in words, from the rental the server answered. */
  const outcome = (row: StaffRentalRow, after: Pick<Rental, 'state' | 'refund' | 'lateFee'>) => {
    const names = { title: row.copy.book.title, member: `${row.member.firstName} ${row.member.lastName}` };
    if (after.state === 'PURCHASED') return t('rentals.becamePurchase', names);
    const late = after.lateFee != null && Number(after.lateFee) > 0;
    return t(late ? 'rentals.returnedLate' : 'rentals.returnedOnTime', {
      ...names,
      refund: money(after.refund ?? '0'),
      lateFee: money(after.lateFee ?? '0'),
    });
  };

  const submit = async (row: StaffRentalRow, damaged: boolean) => {
    setFailure(null);
    try {
      const answer = await markReturned({ variables: { id: row.copy.rental.id!, damaged } });
      const after = answer.data?.staffReturnRental.copy.rental;
      setDone(after ? outcome(row, after) : null);
      setReturning(null);
      await refetch();
    } catch (e) {
      setReturning(null);
      setFailure(errorMessage(e, t('rentals.failed')));
    }
  };

  if (error && !list) return <StaffProblem error={error} retry={refetch} />;
  return (
    <Stack gap="md">
      <QueueViews
        label={t('rentals.views')}
        views={VIEWS}
        current={view}
        counts={counts}
        name={(v) => t(`rentals.view.${v}`)}
        onChoose={(v) => go({ view: v })}
      />
      {done && (
        <Alert color="teal" withCloseButton onClose={() => setDone(null)} role="status">
          {done}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <DataTable<StaffRentalRow>
        withTableBorder
        borderRadius="md"
        minHeight={180}
        fetching={loading}
        idAccessor={(r) => r.copy.rental.id ?? `${r.copy.orderId}:${r.copy.book.id}`}
        records={list?.items ?? []}
        noRecordsText={t(`rentals.empty.${view}`)}
        totalRecords={list?.totalCount ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={(p) => go({ page: p })}
        paginationText={({ from, to, totalRecords }) => t('orders.pagination', { from, to, total: totalRecords })}
        columns={[
          {
            accessor: 'member.email',
            title: t('rentals.col.member'),
            render: (r) => <MemberCell member={r.member} />,
          },
          {
            accessor: 'copy.book.title',
            title: t('rentals.col.book'),
            render: (r) => (
              <>
                <Text size="sm" fw={600} lineClamp={2} miw={140}>
                  {r.copy.book.title}
                </Text>
                {/* On a phone the action is here, in the first screen, not at the end of a wide row. */}
                {returnable(r) && (
                  <Button size="compact-xs" mt={4} hiddenFrom="sm" onClick={() => setReturning(r)}>
                    {t('rentals.markReturned')}
                  </Button>
                )}
              </>
            ),
          },
          {
            accessor: 'copy.rental.periodDays',
            title: t('rentals.col.period'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: ({ copy: { rental } }) => (
              <>
                <Text size="sm">{t('rentals.days', { count: rental.periodDays })}</Text>
                {rental.startedAt && (
                  <Text size="xs" c="dimmed">
                    {t('rentals.since', { date: date(rental.startedAt) })}
                  </Text>
                )}
              </>
            ),
          },
          {
            accessor: 'copy.rental.dueDate',
            title: t('rentals.col.due'),
            noWrap: true,
            render: ({ copy: { rental, overdue } }) => (
              <>
                {rental.dueDate && (
                  <Text size="sm" fw={600}>
                    <time dateTime={rental.dueDate}>{date(rental.dueDate)}</time>
                  </Text>
                )}
                {overdue && rental.state === 'ACTIVE' && !rental.digital && rental.purchaseAt && (
                  <Text size="xs" c="red.8">
                    {t('rentals.purchaseAt', { date: date(rental.purchaseAt, 'dateTime') })}
                  </Text>
                )}
              </>
            ),
          },
          {
            accessor: 'copy.rental.state',
            title: t('rentals.col.state'),
            render: ({ copy: { rental, overdue } }) => {
              const shown: Shown = rental.state === 'ACTIVE' && overdue ? 'OVERDUE' : rental.state;
              return (
                <>
                  <Badge color={COLORS[shown]} variant="light" radius="sm" style={{ textTransform: 'none' }}>
                    {t(`rentals.state.${shown}`)}
                  </Badge>
                  {rental.endedAt && (
                    <Text size="xs" c="dimmed">
                      {date(rental.endedAt)}
                    </Text>
                  )}
                  {rental.damaged && (
                    <Text size="xs" c="dimmed">
                      {t('rentals.damaged')}
                    </Text>
                  )}
                </>
              );
            },
          },
          {
            accessor: 'copy.rental.fee',
            title: t('rentals.col.money'),
            noWrap: true,
            render: ({ copy: { rental } }) => <Money rental={rental} />,
          },
          {
            accessor: 'actions',
            title: '',
            noWrap: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (r) =>
              returnable(r) && (
                <Button size="compact-xs" onClick={() => setReturning(r)}>
                  {t('rentals.markReturned')}
                </Button>
              ),
          },
        ]}
      />
      <ReturnDialog
        row={returning}
        busy={returnCall.loading}
        onClose={() => setReturning(null)}
        onConfirm={(damaged) => returning && void submit(returning, damaged)}
      />
    </Stack>
  );
}

/** Fee and deposit; then what comes back: to come while it runs, or what was refunded and kept. */
function Money({ rental }: { rental: Rental }) {
  const { t } = useTranslation('staff');
  const line = (label: string, amount: string, strong?: boolean) => (
    <Text size="xs" c={strong ? undefined : 'dimmed'}>
      {label} <Price amount={amount} size="xs" fw={strong ? 700 : 500} c={strong ? undefined : 'dark'} />
    </Text>
  );
  return (
    <Stack gap={0}>
      {line(t('rentals.fee'), rental.fee)}
      {line(t('rentals.deposit'), rental.deposit)}
      {rental.state === 'RETURNED' && rental.refund != null
        ? line(t('rentals.refunded'), rental.refund, true)
        : (rental.state === 'ACTIVE' || rental.state === 'NOT_STARTED') &&
          !rental.digital &&
          line(t('rentals.refundToCome'), rental.refundOnTime, true)}
      {rental.lateFee != null && Number(rental.lateFee) > 0 && line(t('rentals.lateFee'), rental.lateFee)}
    </Stack>
  );
}
