/**
 * The audit log (issue 34 item 1): who did what to which entity and when, with what it was before
 * and after as compact JSON, newest first. Admins only: plain staff are told so (FORBIDDEN).
 */
import 'mantine-datatable/styles.layer.css';
import '@mantine/core/styles/Code.css';
import { useQuery } from '@apollo/client/react';
import { Alert, Code, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useSearchParams } from 'react-router-dom';
import type { StaffAuditQuery as Log } from '../../../gql/graphql';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { errorCode } from '../../../lib/notify';
import { StaffProblem } from '../StaffProblem';
import { StaffAuditQuery } from './staffAudit.data';

type Entry = Log['staffAuditLog']['items'][number];
const PAGE_SIZE = 20;

/** The JSON on one line, shortened when long (the whole of it in the title). */
function Json({ value }: { value: string | null }) {
  if (value === null) return <Text c="dimmed">—</Text>;
  let compact = value;
  try {
    compact = JSON.stringify(JSON.parse(value));
  } catch {
    // Not JSON: shown as it is.
  }
  return (
    <Code title={compact} style={{ display: 'block', whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxWidth: 360 }}>
      {compact.length > 240 ? `${compact.slice(0, 240)}…` : compact}
    </Code>
  );
}

export function StaffAuditPage() {
  const { t } = useTranslation('staff');
  const { date } = useFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(StaffAuditQuery, { variables: { page } });
  const log = (data ?? previousData)?.staffAuditLog;
  if (error && !log && errorCode(error) === 'FORBIDDEN')
    return (
      <Alert color="gray" title={t('audit.forbidden.title')}>
        {t('audit.forbidden.text')}
      </Alert>
    );
  if (error && !log) return <StaffProblem error={error} retry={refetch} />;
  return (
    <Stack gap="md">
      <DataTable<Entry>
        withTableBorder
        borderRadius="md"
        minHeight={180}
        fetching={loading}
        records={log?.items ?? []}
        noRecordsText={t('audit.empty')}
        totalRecords={log?.totalCount ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        paginationText={({ from, to, totalRecords }) => t('orders.pagination', { from, to, total: totalRecords })}
        columns={[
          { accessor: 'createdAt', title: t('audit.col.when'), render: (e) => date(e.createdAt, 'dateTime') },
          { accessor: 'actorEmail', title: t('audit.col.who') },
          { accessor: 'action', title: t('audit.col.action'), render: (e) => <Code>{e.action}</Code> },
          { accessor: 'entity', title: t('audit.col.entity'), render: (e) => `${e.entity} #${e.entityId}` },
          { accessor: 'before', title: t('audit.col.before'), render: (e) => <Json value={e.before ?? null} /> },
          { accessor: 'after', title: t('audit.col.after'), render: (e) => <Json value={e.after ?? null} /> },
        ]}
      />
    </Stack>
  );
}
