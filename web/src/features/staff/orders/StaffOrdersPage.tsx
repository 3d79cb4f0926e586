/**
 * Fulfilment in the back office (issue 34): the orders at one step (a tab each, with how many wait
 * there), oldest first, in mantine-datatable; staff select some and move them on together. A move
 * answers which orders moved and which did not (a colleague moved them first), shown above the
 * table; the queue is read again, so the counts are the store's own.
 */
import 'mantine-datatable/styles.layer.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Price } from '../../../components/Price';
import type { OrderStep, StaffOrderMovesFragment, StaffOrdersQuery as Queue } from '../../../gql/graphql';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/notify';
import { MemberCell } from '../MemberCell';
import { StaffProblem } from '../StaffProblem';
import { QueueViews } from '../QueueViews';
import { CancelDialog, DeliverDialog, ShipDialog, type Delivery, type Shipment } from './MoveDialogs';
import { CancelOrders, DeliverOrders, PackOrders, ShipOrders, StaffOrdersQuery } from './staffOrders.data';

export type QueuedOrder = Queue['staffOrders']['items'][number]['order'];
type Row = Queue['staffOrders']['items'][number];

/** The tabs, in the order the work flows; unpaid orders last, as they need no one yet. */
const STEPS: OrderStep[] = ['PAID', 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'AWAITING_PAYMENT'];
const PAGE_SIZE = 50;

/** The moves each step allows. */
const MOVES: Record<OrderStep, ('pack' | 'ship' | 'deliver' | 'cancel')[]> = {
  AWAITING_PAYMENT: ['cancel'],
  PAID: ['pack', 'cancel'],
  CONFIRMED: ['pack', 'cancel'],
  PACKED: ['ship', 'cancel'],
  SHIPPED: ['deliver'],
  DELIVERED: [],
  CANCELLED: [],
};

export function StaffOrdersPage() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { date } = useFormat();
  const [params, setParams] = useSearchParams();
  const step = STEPS.find((s) => s === params.get('step')) ?? 'PAID';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(StaffOrdersQuery, { variables: { step, page } });
  const [selected, setSelected] = useState<Row[]>([]);
  const [dialog, setDialog] = useState<'ship' | 'deliver' | 'cancel' | null>(null);
  const [outcome, setOutcome] = useState<StaffOrderMovesFragment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pack, packing] = useMutation(PackOrders);
  const [ship, shipping] = useMutation(ShipOrders);
  const [deliver, delivering] = useMutation(DeliverOrders);
  const [cancel, cancelling] = useMutation(CancelOrders);
  const busy = packing.loading || shipping.loading || delivering.loading || cancelling.loading;

  const queue = (data ?? previousData)?.staffOrders;
  const counts = new Map(queue?.stepCounts.map((c) => [c.step, c.count]));
  const ids = selected.map((r) => r.order.id);

  const go = (next: { step?: OrderStep; page?: number }) => {
    setSelected([]);
    setParams({ step: next.step ?? step, ...(next.page && next.page > 1 && { page: String(next.page) }) });
  };

  /** Runs a move, shows what it did, and reads the queue again. */
  const run = async (move: () => Promise<StaffOrderMovesFragment | undefined>) => {
    setFailure(null);
    try {
      const answer = await move();
      if (answer) setOutcome(answer);
      setSelected([]);
      setDialog(null);
      await refetch();
    } catch (e) {
      setFailure(errorMessage(e, t('orders.failed')));
    }
  };
  const packSelected = () => run(async () => (await pack({ variables: { ids } })).data?.staffPackOrders);
  const shipSelected = (shipments: Shipment[]) =>
    run(async () => (await ship({ variables: { shipments } })).data?.staffShipOrders);
  const deliverSelected = (deliveries: Delivery[]) =>
    run(async () => (await deliver({ variables: { deliveries } })).data?.staffDeliverOrders);
  const cancelSelected = (reason: string) =>
    run(async () => (await cancel({ variables: { ids, reason } })).data?.staffCancelOrders);

  if (error && !queue) return <StaffProblem error={error} retry={refetch} />;
  const moves = MOVES[step];
  const chosen = selected.map((r) => r.order);
  return (
    <Stack gap="md">
      <QueueViews
        label={t('orders.steps')}
        views={STEPS}
        current={step}
        counts={counts}
        name={(v) => common(`orderStep.${v}`)}
        onChoose={(v) => go({ step: v })}
      />

      {outcome && (
        <Alert
          color={outcome.refused.length ? 'yellow' : 'teal'}
          withCloseButton
          onClose={() => setOutcome(null)}
          title={t('orders.done', { count: outcome.moved.length })}
        >
          {outcome.refused.length > 0 && (
            <>
              <Text size="sm" fw={600}>
                {t('orders.refused')}
              </Text>
              <List size="sm">
                {outcome.refused.map((r) => (
                  <List.Item key={r.orderId}>{r.message}</List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}

      {moves.length > 0 && (
        <Group gap="xs">
          <Text size="sm" c="dimmed" mr="sm">
            {t('orders.selected', { count: selected.length })}
          </Text>
          {moves.includes('pack') && (
            <Button size="xs" disabled={!selected.length} loading={packing.loading} onClick={packSelected}>
              {t('orders.pack')}
            </Button>
          )}
          {moves.includes('ship') && (
            <Button size="xs" disabled={!selected.length} onClick={() => setDialog('ship')}>
              {t('orders.ship')}
            </Button>
          )}
          {moves.includes('deliver') && (
            <Button size="xs" disabled={!selected.length} onClick={() => setDialog('deliver')}>
              {t('orders.deliver')}
            </Button>
          )}
          {moves.includes('cancel') && (
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={!selected.length}
              onClick={() => setDialog('cancel')}
            >
              {t('orders.cancel')}
            </Button>
          )}
        </Group>
      )}

      <DataTable<Row>
        withTableBorder
        borderRadius="md"
        minHeight={180}
        fetching={loading}
        idAccessor={(r) => r.order.id}
        records={queue?.items ?? []}
        noRecordsText={t('orders.empty')}
        totalRecords={queue?.totalCount ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={(p) => go({ page: p })}
        paginationText={({ from, to, totalRecords }) => t('orders.pagination', { from, to, total: totalRecords })}
        {...(moves.length > 0 && {
          selectedRecords: selected,
          onSelectedRecordsChange: setSelected,
          allRecordsSelectionCheckboxProps: { 'aria-label': t('orders.selectAll') },
          getRecordSelectionCheckboxProps: (r: Row) => ({ 'aria-label': t('orders.select', { id: r.order.shortId }) }),
        })}
        columns={[
          {
            accessor: 'order.shortId',
            title: t('orders.col.order'),
            render: (r) => <Text ff="monospace">#{r.order.shortId}</Text>,
          },
          {
            accessor: 'order.createdAt',
            title: t('orders.col.placed'),
            render: (r) => date(r.order.createdAt, 'dateTime'),
          },
          {
            accessor: 'member.email',
            title: t('orders.col.member'),
            render: (r) => <MemberCell member={r.member} />,
          },
          {
            accessor: 'order.shippingAddress.city',
            title: t('orders.col.deliverTo'),
            render: ({ order: { shippingAddress: a } }) =>
              !a ? (
                <Text size="sm">{t('orders.toLibrary')}</Text>
              ) : (
                <>
                  <Text size="sm">
                    {a.fullName}, {a.addressLine1}, {a.city}
                    {a.district ? ` (${a.district})` : ''}
                  </Text>
                  {a.phone && (
                    <Text size="xs" c="dimmed">
                      {a.phone}
                    </Text>
                  )}
                </>
              ),
          },
          {
            accessor: 'order.paymentMethod',
            title: t('orders.col.payment'),
            render: (r) => t(`method.${r.order.paymentMethod ?? 'none'}`),
          },
          {
            accessor: 'order.items',
            title: t('orders.col.items'),
            render: (r) => r.order.items.map((i) => `${i.book.title} × ${i.quantity}`).join(', '),
          },
          {
            accessor: 'order.totalAmount',
            title: t('orders.col.total'),
            textAlign: 'right',
            noWrap: true,
            render: (r) => <Price amount={r.order.totalAmount} fw={700} size="sm" />,
          },
        ]}
      />

      {dialog === 'ship' && (
        <ShipDialog orders={chosen} busy={busy} onClose={() => setDialog(null)} onSubmit={shipSelected} />
      )}
      {dialog === 'deliver' && (
        <DeliverDialog orders={chosen} busy={busy} onClose={() => setDialog(null)} onSubmit={deliverSelected} />
      )}
      {dialog === 'cancel' && (
        <CancelDialog orders={chosen} busy={busy} onClose={() => setDialog(null)} onSubmit={cancelSelected} />
      )}
    </Stack>
  );
}
