/**
 * A row of a Goodreads export that found no book: what Goodreads said about it, and the member's
 * two choices: pick the book it is (a title search, the row's own title to start with) or skip it.
 */
import { useFragment, useLazyQuery, useMutation } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { UnmatchedRow_RowFragment } from '../../../gql/graphql';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { errorMessage, toast } from '../../../lib/notify';

const UnmatchedRowFragment = graphql(`
  fragment UnmatchedRow_row on GoodreadsRow {
    id
    title
    author
    isbn13
    shelf
    rating
  }
`);

const MatchSearch = graphql(`
  query GoodreadsMatchSearch($title: String!) {
    books(filter: { title: $title }, pageSize: 5) {
      items {
        id
        title
        author {
          id
          name
        }
      }
    }
  }
`);

const MatchRow = graphql(`
  mutation MatchGoodreadsRow($id: ID!, $bookId: ID!) {
    matchGoodreadsRow(id: $id, bookId: $bookId) {
      matched
    }
  }
`);

const SkipRow = graphql(`
  mutation SkipGoodreadsRow($id: ID!) {
    skipGoodreadsRow(id: $id)
  }
`);

export function UnmatchedRow(props: { row: FragmentType<UnmatchedRow_RowFragment>; onChanged: () => void }) {
  const { t } = useTranslation('account');
  const { t: shelfText } = useTranslation('shelves');
  const { number } = useFormat();
  const { data: row, complete } = useFragment({ fragment: UnmatchedRowFragment, from: props.row });
  const [picking, setPicking] = useState(false);
  const [title, setTitle] = useState(row.title ?? '');
  const [search, { data: found, loading }] = useLazyQuery(MatchSearch);
  const [match, matching] = useMutation(MatchRow);
  const [skip, skipping] = useMutation(SkipRow);
  const busy = matching.loading || skipping.loading;
  if (!complete) return null;

  const act = async (write: () => Promise<unknown>, done: string) => {
    try {
      await write();
      toast.account(done);
      props.onChanged();
    } catch (error) {
      toast.account(errorMessage(error, t('import.failed')), 'error');
    }
  };

  return (
    <Paper withBorder p="sm" component="li" aria-label={row.title}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{row.title}</Text>
          <Text size="sm" c="dimmed">
            {[
              row.author,
              row.shelf && shelfText(`shelf.${row.shelf}`),
              row.rating && t('import.rating', { rating: number(row.rating) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setPicking((p) => !p)} disabled={busy}>
            {t('import.match')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            disabled={busy}
            onClick={() =>
              void act(() => skip({ variables: { id: row.id } }), t('import.skipped', { title: row.title }))
            }
          >
            {t('import.skip')}
          </Button>
        </Group>
      </Group>
      {picking && (
        <Stack gap="xs" mt="sm">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (title.trim()) void search({ variables: { title: title.trim() } });
            }}
          >
            <Group gap="xs" align="flex-end">
              <TextInput
                label={t('import.findBook')}
                value={title}
                onChange={(e) => setTitle(e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Button type="submit" loading={loading}>
                {t('import.search')}
              </Button>
            </Group>
          </form>
          {found && found.books.items.length === 0 && <Text size="sm">{t('import.noBooksFound')}</Text>}
          {found?.books.items.map((book) => (
            <Button
              key={book.id}
              variant="default"
              justify="flex-start"
              disabled={busy}
              onClick={() =>
                void act(
                  () => match({ variables: { id: row.id, bookId: book.id } }),
                  t('import.matched', { title: book.title }),
                )
              }
            >
              {t('import.thisBook', { title: book.title, author: book.author.name })}
            </Button>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
