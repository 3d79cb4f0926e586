/**
 * /account/import, Goodreads import and export (issue 36): choose a Goodreads export, watch it
 * import part by part (a bar of rows done of the file's rows), read what changed, then match or
 * skip the rows that found no book; or save your own shelves as a CSV in Goodreads' columns.
 */
import '@mantine/core/styles/Progress.css';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Input, List, Pagination, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AccountScreen } from '../../../components/account/AccountScreen';
import { LoadFailed, SectionSkeleton } from '../../../components/account/SectionStates';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { ExportButton } from './ExportButton';
import { AccountImportQuery } from './ImportPage.data';
import { UnmatchedRow } from './UnmatchedRow';
import { useGoodreadsImport, type ImportState } from './useGoodreadsImport';

function ImportResult({ state }: { state: ImportState }) {
  const { t } = useTranslation('account');
  const { t: shelfText } = useTranslation('shelves');
  const { number } = useFormat();
  const counts = state.counts;
  if (!counts) return null;
  return (
    <Stack gap={4} aria-live="polite">
      <Text fw={600}>{t(state.running ? 'import.soFar' : 'import.finished')}</Text>
      <List size="sm">
        <List.Item>{t('import.matchedCount', { n: number(counts.matched), rows: number(counts.rows) })}</List.Item>
        {counts.shelved
          .filter((s) => s.count > 0)
          .map((s) => (
            <List.Item key={s.shelf}>
              {t('import.shelvedCount', { n: number(s.count), shelf: shelfText(`shelf.${s.shelf}`) })}
            </List.Item>
          ))}
        <List.Item>{t('import.reviewsCount', { n: number(counts.reviewsAdded) })}</List.Item>
        <List.Item>{t('import.alreadyCount', { n: number(counts.alreadyThere) })}</List.Item>
        <List.Item>{t('import.unmatchedCount', { n: number(counts.unmatched) })}</List.Item>
        {counts.skipped > 0 && <List.Item>{t('import.skippedCount', { n: number(counts.skipped) })}</List.Item>}
      </List>
    </Stack>
  );
}

export function ImportPage() {
  const { t } = useTranslation('account');
  const { number } = useFormat();
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery(AccountImportQuery, { variables: { page } });
  const { state, start } = useGoodreadsImport(() => void refetch());
  const [file, setFile] = useState<File | null>(null);
  const unmatched = data?.goodreadsUnmatched;
  const percent = state.total ? Math.round((state.done * 100) / state.total) : 0;

  return (
    <AccountScreen title={t('import.title')} description={t('import.description')}>
      <Stack gap="sm" component="section" aria-labelledby="goodreads-import">
        <Title order={2} fz="lg" id="goodreads-import">
          {t('import.importTitle')}
        </Title>
        <Text size="sm">{t('import.howTo')}</Text>
        <Group align="flex-end" gap="sm">
          {/* A plain file field: its label names it, and it works before the page is hydrated. */}
          <Input.Wrapper
            label={t('import.file')}
            labelProps={{ htmlFor: 'goodreads-file' }}
            style={{ flex: 1, minWidth: 220 }}
          >
            <input
              id="goodreads-file"
              type="file"
              accept=".csv,text/csv"
              style={{ display: 'block', marginTop: 4 }}
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            />
          </Input.Wrapper>
          <Button disabled={!file || state.running} loading={state.running} onClick={() => file && void start(file)}>
            {t('import.start')}
          </Button>
        </Group>
        {(state.running || state.total > 0) && (
          <Stack gap={4}>
            <Progress value={percent} aria-label={t('import.progress')} transitionDuration={200} />
            <Text size="sm" c="dimmed">
              {t('import.rowsDone', { done: number(state.done), total: number(state.total) })}
            </Text>
          </Stack>
        )}
        {state.error && (
          <Alert color="red" role="alert">
            {state.error}
          </Alert>
        )}
        <ImportResult state={state} />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="goodreads-unmatched">
        <Title order={2} fz="lg" id="goodreads-unmatched">
          {t('import.unmatchedTitle', { n: number(unmatched?.totalCount ?? 0) })}
        </Title>
        {error && !unmatched ? (
          <LoadFailed message={t('import.loadFailed')} onRetry={() => void refetch()} />
        ) : !unmatched ? (
          <SectionSkeleton rows={2} height={60} />
        ) : unmatched.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('import.noneUnmatched')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {unmatched.items.map((row) => (
              <UnmatchedRow key={row.id} row={row} onChanged={() => void refetch()} />
            ))}
            {unmatched.pageCount > 1 && <Pagination total={unmatched.pageCount} value={page} onChange={setPage} />}
          </Stack>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="goodreads-export">
        <Title order={2} fz="lg" id="goodreads-export">
          {t('import.exportTitle')}
        </Title>
        <Text size="sm">{t('import.exportText')}</Text>
        <Group>
          <ExportButton />
        </Group>
      </Stack>
    </AccountScreen>
  );
}
