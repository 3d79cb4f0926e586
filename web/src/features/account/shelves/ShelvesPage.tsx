/**
 * /account/shelves, My shelves (issue 36): the member's books on Want to Read, Currently Reading,
 * Read and Did Not Finish, one shelf or all, with how many are on each, sorted, 20 a page. Each
 * book has its shelf menu; one being read has a progress control.
 */
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { useQuery } from '@apollo/client/react';
import { Button, Group, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AccountScreen } from '../../../components/account/AccountScreen';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../../components/account/SectionStates';
import { SHELVES } from '../../../components/ShelfMenu';
import { paths } from '../../../config/paths';
import type { Shelf, ShelfOrder } from '../../../gql/graphql';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { AccountShelvesQuery } from './ShelvesPage.data';
import { ShelfEntryRow } from './ShelfEntryRow';
import { PageNumbers } from '../../../components/PageNumbers';

const ORDERS = [
  'RECENTLY_UPDATED',
  'RECENTLY_ADDED',
  'TITLE',
  'TITLE_DESCENDING',
] as const satisfies readonly ShelfOrder[];

export function ShelvesPage() {
  const { t } = useTranslation('account');
  const { t: shelfText } = useTranslation('shelves');
  const { number } = useFormat();
  const [shelf, setShelf] = useState<Shelf | 'ALL'>('ALL');
  const [order, setOrder] = useState<ShelfOrder>('RECENTLY_UPDATED');
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery(AccountShelvesQuery, {
    variables: { shelf: shelf === 'ALL' ? null : shelf, order, page },
  });
  const shelves = data?.myShelves;
  const counts = new Map(shelves?.shelfCounts.map((c) => [c.shelf, c.count]));
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const label = (name: string, count: number | undefined) => `${name} (${number(count ?? 0)})`;

  return (
    <AccountScreen title={t('shelves.title')} description={t('shelves.description')}>
      <SegmentedControl
        aria-label={t('shelves.filter')}
        fullWidth
        orientation="horizontal"
        value={shelf}
        onChange={(value) => {
          setShelf(value as Shelf | 'ALL');
          setPage(1);
        }}
        data={[
          { value: 'ALL', label: label(t('shelves.all'), total) },
          ...SHELVES.map((s) => ({ value: s, label: label(shelfText(`shelf.${s}`), counts.get(s)) })),
        ]}
        style={{ flexWrap: 'wrap' }}
      />
      <Group justify="flex-end">
        <NativeSelect
          label={t('shelves.sort')}
          value={order}
          onChange={(event) => {
            setOrder(event.currentTarget.value as ShelfOrder);
            setPage(1);
          }}
          data={ORDERS.map((o) => ({ value: o, label: t(`shelves.order.${o}`) }))}
        />
      </Group>
      {error && !shelves ? (
        <LoadFailed message={t('shelves.loadFailed')} onRetry={() => void refetch()} />
      ) : !shelves ? (
        <SectionSkeleton rows={3} height={120} />
      ) : shelves.items.length === 0 ? (
        <EmptyState
          icon={IconBook2}
          title={t('shelves.emptyTitle')}
          text={t('shelves.emptyText')}
          action={
            <Button component={Link} to={paths.books} mt="xs">
              {t('shelves.browse')}
            </Button>
          }
        />
      ) : (
        <Stack gap="sm">
          {shelves.items.map((entry) => (
            <ShelfEntryRow key={entry.id} entry={entry} onChanged={() => void refetch()} />
          ))}
          {shelves.pageCount > 1 && <PageNumbers total={shelves.pageCount} value={page} onChange={setPage} mt="sm" />}
        </Stack>
      )}
    </AccountScreen>
  );
}
