/**
 * Refunds in the back office (issue 35): refunds by state (a link each, with how many are there),
 * in mantine-datatable. A refund the store makes by hand (eSewa, cash), or a Khalti one that
 * failed and was made in Khalti's dashboard, is recorded with its reference; a failed Khalti
 * refund is sent again. The list is read again after each, so the counts are the store's own.
 */
import 'mantine-datatable/styles.layer.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Price } from '../../../components/Price';
import type { RefundState, StaffRefundsQuery as List } from '../../../gql/graphql';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/notify';
import { MemberCell } from '../MemberCell';
import { StaffProblem } from '../StaffProblem';
import { QueueViews } from '../QueueViews';
import { RecordRefund, RetryRefund, StaffRefundsQuery } from './staffRefunds.data';

type Row = List['staffRefunds']['items'][number];

/** The states, the work first: what staff must make by hand, what failed, then the rest. */
const STATES: RefundState[] = ['PENDING', 'FAILED', 'SENDING', 'REFUNDED'];
const PAGE_SIZE = 50;

/** Whether staff can record this refund as made: a manual one not yet refunded, or a Khalti one that failed. */
const recordable = (r: Row['refund']) =>
  r.state !== 'REFUNDED' && (r.method === 'MANUAL' || r.state === 'FAILED') && r.state !== 'SENDING';

export function StaffRefundsPage() {
  const { t } = useTranslation('staff');
  const { date } = useFormat();
  const [params, setParams] = useSearchParams();
  const state = STATES.find((s) => s === params.get('state')) ?? 'PENDING';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(StaffRefundsQuery, { variables: { state, page } });
  const [recording, setRecording] = useState<Row | null>(null);
  const [reference, setReference] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [record, recordCall] = useMutation(RecordRefund);
  const [retry, retryCall] = useMutation(RetryRefund);

  const list = (data ?? previousData)?.staffRefunds;
  const counts = new Map(list?.stateCounts.map((c) => [c.state, c.count]));
  const go = (next: { state?: RefundState; page?: number }) =>
    setParams({ state: next.state ?? state, ...(next.page && next.page > 1 && { page: String(next.page) }) });

  const run = async (action: () => Promise<unknown>, message: string) => {
    setFailure(null);
    try {
      await action();
      setDone(message);
      setRecording(null);
      setReference('');
      await refetch();
    } catch (e) {
      setFailure(errorMessage(e, t('refunds.failed')));
    }
  };

  if (error && !list) return <StaffProblem error={error} retry={refetch} />;
  return (
    <Stack gap="md">
      <QueueViews
        label={t('refunds.states')}
        views={STATES}
        current={state}
        counts={counts}
        name={(v) => t(`refunds.state.${v}`)}
        onChoose={(v) => go({ state: v })}
      />
      {done && (
        <Alert color="teal" withCloseButton onClose={() => setDone(null)} role="status">
          {done}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <DataTable<Row>
        withTableBorder
        borderRadius="md"
        minHeight={180}
        fetching={loading}
        idAccessor={(r) => r.refund.id}
        records={list?.items ?? []}
        noRecordsText={t('refunds.empty')}
        totalRecords={list?.totalCount ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={(p) => go({ page: p })}
        paginationText={({ from, to, totalRecords }) => t('orders.pagination', { from, to, total: totalRecords })}
        columns={[
          {
            accessor: 'orderShortId',
            title: t('refunds.col.order'),
            render: (r) => <Text ff="monospace">#{r.orderShortId}</Text>,
          },
          {
            accessor: 'refund.createdAt',
            title: t('refunds.col.owed'),
            render: (r) => date(r.refund.createdAt, 'dateTime'),
          },
          {
            accessor: 'member.email',
            title: t('refunds.col.member'),
            render: (r) => <MemberCell member={r.member} />,
          },
          {
            accessor: 'refund.cause',
            title: t('refunds.col.cause'),
            render: (r) => t(`refunds.cause.${r.refund.cause}`),
          },
          {
            accessor: 'refund.method',
            title: t('refunds.col.how'),
            render: (r) => (
              <>
                <Text size="sm">
                  {t(`refunds.method.${r.refund.method}`, {
                    wallet: t(`method.${r.refund.wallet ?? 'CASH_ON_DELIVERY'}`),
                  })}
                </Text>
                {r.transactionId && (
                  <Text size="xs" c="dimmed" ff="monospace">
                    {r.transactionId}
                  </Text>
                )}
              </>
            ),
          },
          {
            accessor: 'refund.state',
            title: t('refunds.col.state'),
            render: (r) => (
              <>
                <Text size="sm">{t(`refunds.state.${r.refund.state}`)}</Text>
                {r.refund.reference && (
                  <Text size="xs" c="dimmed">
                    {t('refunds.reference', { reference: r.refund.reference })}
                  </Text>
                )}
                {r.lastError && r.refund.state !== 'REFUNDED' && (
                  <Text size="xs" c="red">
                    {r.lastError}
                  </Text>
                )}
              </>
            ),
          },
          {
            accessor: 'refund.amount',
            title: t('refunds.col.amount'),
            textAlign: 'right',
            noWrap: true,
            render: (r) => <Price amount={r.refund.amount} fw={700} size="sm" />,
          },
          {
            accessor: 'actions',
            title: '',
            noWrap: true,
            render: (r) => (
              <Group gap={4} wrap="nowrap">
                {recordable(r.refund) && (
                  <Button size="compact-xs" onClick={() => setRecording(r)}>
                    {t('refunds.record')}
                  </Button>
                )}
                {r.refund.method === 'KHALTI' && r.refund.state === 'FAILED' && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    loading={retryCall.loading}
                    onClick={() =>
                      run(() => retry({ variables: { id: r.refund.id } }), t('refunds.retried', { id: r.orderShortId }))
                    }
                  >
                    {t('refunds.retry')}
                  </Button>
                )}
              </Group>
            ),
          },
        ]}
      />
      <Modal
        opened={recording !== null}
        onClose={() => setRecording(null)}
        title={t('refunds.recordTitle', { id: recording?.orderShortId ?? '' })}
      >
        {recording && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void run(
                () => record({ variables: { id: recording.refund.id, reference: reference.trim() } }),
                t('refunds.recorded', { id: recording.orderShortId }),
              );
            }}
          >
            <Stack gap="sm">
              <Text size="sm">
                {t('refunds.recordText')} <Price amount={recording.refund.amount} fw={700} size="sm" />
              </Text>
              <TextInput
                label={t('refunds.referenceLabel')}
                description={t('refunds.referenceHint')}
                value={reference}
                onChange={(e) => setReference(e.currentTarget.value)}
                maxLength={200}
                required
                data-autofocus
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setRecording(null)}>
                  {t('refunds.keep')}
                </Button>
                <Button type="submit" loading={recordCall.loading} disabled={!reference.trim()}>
                  {t('refunds.recordSubmit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </Stack>
  );
}
