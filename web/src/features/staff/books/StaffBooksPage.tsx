/**
 * Books in the back office (issue 34): every book, hidden ones too (staffBooks), newest first in
 * mantine-datatable, searched by title and paged in the address, with each book's cover, author,
 * price, stock and whether it is hidden;
 * Add book and Edit open the book form, Stock the adjustment with its reason, Hide and Show act at
 * once. A second tab adds and renames authors and genres.
 */
import 'mantine-datatable/styles.layer.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Image, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Price } from '../../../components/Price';
import { paths } from '../../../config/paths';
import type { StaffBookFieldsFragment } from '../../../gql/graphql';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/notify';
import { useNarrow } from '../../../lib/useNarrow';
import { StaffProblem } from '../StaffProblem';
import { BookForm } from './BookForm';
import { CatalogNames } from './CatalogNames';
import { StockDialog } from './StockDialog';
import { HideBook, ShowBook, StaffBooksQuery } from './staffBooks.data';

/** REST's page of staff books (routes/staffBooks.ts). */
const PAGE_SIZE = 50;

export function StaffBooksPage() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'names' ? 'names' : 'books';
  const title = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(title);
  const { data, previousData, loading, error, refetch } = useQuery(StaffBooksQuery, {
    variables: { title: title || null, page },
    skip: tab !== 'books',
  });
  const [editing, setEditing] = useState<StaffBookFieldsFragment | 'new' | null>(null);
  const [stocking, setStocking] = useState<StaffBookFieldsFragment | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const narrow = useNarrow(false);
  const [hide] = useMutation(HideBook);
  const [show] = useMutation(ShowBook);

  const go = (next: { q?: string; page?: number; tab?: string }) =>
    setParams({
      ...(next.tab && next.tab !== 'books' && { tab: next.tab }),
      ...((next.q ?? title) && { q: next.q ?? title }),
      ...(next.page && next.page > 1 && { page: String(next.page) }),
    });

  const toggle = async (book: StaffBookFieldsFragment) => {
    setFailure(null);
    try {
      if (book.hidden) await show({ variables: { id: book.id } });
      else await hide({ variables: { id: book.id } });
    } catch (e) {
      setFailure(errorMessage(e, t('books.failed')));
    }
  };

  const list = (data ?? previousData)?.staffBooks;
  const hiddenBadge = (b: StaffBookFieldsFragment) =>
    b.hidden ? (
      <Badge color="gray">{t('books.hidden')}</Badge>
    ) : (
      <Badge color="teal" variant="light">
        {t('books.shown')}
      </Badge>
    );
  const actions = (b: StaffBookFieldsFragment) => (
    <Group gap={4} justify={narrow ? 'flex-start' : 'flex-end'} wrap={narrow ? 'wrap' : 'nowrap'}>
      <Button
        size="compact-xs"
        variant="default"
        onClick={() => setEditing(b)}
        aria-label={t('books.editOf', { title: b.title })}
      >
        {t('books.edit')}
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        onClick={() => setStocking(b)}
        aria-label={t('books.stockOf', { title: b.title })}
      >
        {t('books.stock')}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color={b.hidden ? 'teal' : 'gray'}
        onClick={() => void toggle(b)}
        aria-label={t(b.hidden ? 'books.showOf' : 'books.hideOf', { title: b.title })}
      >
        {b.hidden ? t('books.show') : t('books.hide')}
      </Button>
    </Group>
  );
  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={(value) => value && go({ tab: value, q: '', page: 1 })}>
        <Tabs.List aria-label={t('books.tabs')}>
          <Tabs.Tab value="books">{t('books.tab.books')}</Tabs.Tab>
          <Tabs.Tab value="names">{t('books.tab.names')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>

      {tab === 'names' ? (
        <CatalogNames />
      ) : error && !list ? (
        <StaffProblem error={error} retry={refetch} />
      ) : (
        <>
          <Group justify="space-between" align="flex-end" gap="sm">
            <form
              role="search"
              style={{ flex: '1 1 260px', maxWidth: 480 }}
              onSubmit={(e) => {
                e.preventDefault();
                go({ q: search.trim(), page: 1 });
              }}
            >
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('books.search')}
                  placeholder={t('books.searchPlaceholder')}
                  value={search}
                  onChange={(e) => setSearch(e.currentTarget.value)}
                  type="search"
                />
                <Button type="submit" variant="default">
                  {t('books.searchButton')}
                </Button>
              </Group>
            </form>
            <Button onClick={() => setEditing('new')}>{t('books.add')}</Button>
          </Group>

          {saved && (
            <Alert color="teal" withCloseButton onClose={() => setSaved(null)} role="status">
              {t('books.saved')}{' '}
              <Text component={Link} to={paths.book(saved)} inherit td="underline">
                {t('books.view')}
              </Text>
            </Alert>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {t('books.hiddenNote')}
          </Text>

          <DataTable<StaffBookFieldsFragment>
            withTableBorder
            borderRadius="md"
            minHeight={180}
            fetching={loading}
            records={list?.items ?? []}
            noRecordsText={t('books.empty')}
            totalRecords={list?.totalCount ?? 0}
            recordsPerPage={PAGE_SIZE}
            page={page}
            onPageChange={(p) => go({ page: p })}
            paginationText={({ from, to, totalRecords }) => t('orders.pagination', { from, to, total: totalRecords })}
            columns={[
              {
                accessor: 'coverImage',
                // The thumbnail says what it is; at 390 px its header would only be cut short.
                title: narrow ? '' : t('books.col.cover'),
                width: narrow ? 52 : 80,
                render: (b) => <Image src={b.coverImage} alt="" w={28} h={42} fit="cover" radius="xs" />,
              },
              {
                accessor: 'title',
                title: t('books.col.title'),
                render: (b) => (
                  <Stack gap={6}>
                    <Text component={Link} to={paths.book(b.id)} size="sm" fw={500}>
                      {b.title}
                    </Text>
                    {narrow && (
                      <>
                        <Text size="xs" c="dimmed">
                          {b.author.name}
                        </Text>
                        {b.hidden && hiddenBadge(b)}
                        {actions(b)}
                      </>
                    )}
                  </Stack>
                ),
              },
              { accessor: 'author.name', title: t('books.col.author'), hidden: narrow },
              {
                accessor: 'price',
                title: t('books.col.price'),
                textAlign: 'right',
                render: (b) => <Price amount={b.price} size="sm" style={{ whiteSpace: 'nowrap' }} />,
              },
              { accessor: 'stock', title: t('books.col.stock'), textAlign: 'right' },
              { accessor: 'hidden', title: t('books.col.hidden'), hidden: narrow, render: hiddenBadge },
              {
                accessor: 'actions',
                title: t('books.col.actions'),
                textAlign: 'right',
                hidden: narrow,
                render: actions,
              },
            ]}
          />
        </>
      )}

      {editing && (
        <BookForm
          book={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(id) => {
            setEditing(null);
            setSaved(id);
            void refetch();
          }}
        />
      )}
      {stocking && <StockDialog book={stocking} onClose={() => setStocking(null)} />}
    </Stack>
  );
}
