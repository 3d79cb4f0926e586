/**
 * Choosing what to read: the member's favourites first, then any book of the catalog by title
 * (searched 300 ms after typing stops, SPEC §9). Choosing a book sets it at once.
 */
import type { FragmentType } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { CloseButton, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { graphql } from '../../../gql';
import type { ReadingChoice_BookFragment } from '../../../gql/graphql';
import { ReadingChoice } from './ReadingChoice';

const ReadingSearch = graphql(`
  query ReadingSearch($title: String!) {
    books(filter: { title: $title }, pageSize: 6) {
      items {
        id
        ...ReadingChoice_book
      }
    }
  }
`);

type Choice = { id: string } & FragmentType<ReadingChoice_BookFragment>;

function Choices(props: {
  books: readonly Choice[];
  currentId: string | null;
  disabled: boolean;
  onChoose: (id: string, title: string) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      {props.books.map((b) => (
        <ReadingChoice
          key={b.id}
          book={b}
          current={b.id === props.currentId}
          disabled={props.disabled}
          onChoose={props.onChoose}
        />
      ))}
    </SimpleGrid>
  );
}

export function BookPicker(props: {
  favorites: readonly Choice[];
  currentId: string | null;
  disabled: boolean;
  onChoose: (id: string, title: string) => void;
}) {
  const { t } = useTranslation('account');
  const [text, setText] = useState('');
  const [title] = useDebouncedValue(text.trim(), 300);
  const { data, loading, error } = useQuery(ReadingSearch, { variables: { title }, skip: !title });
  const found = title ? data?.books.items : undefined;
  return (
    <Stack gap="lg">
      {props.favorites.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="md">
            {t('reading.fromFavourites')}
          </Title>
          <Choices {...props} books={props.favorites.slice(0, 6)} />
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('reading.findBook')}
        </Title>
        <TextInput
          aria-label={t('reading.searchLabel')}
          placeholder={t('reading.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          rightSection={
            loading ? (
              <Loader size="xs" />
            ) : text ? (
              <CloseButton aria-label={t('reading.clearSearch')} onClick={() => setText('')} />
            ) : null
          }
        />
        {error && title ? (
          <Text size="sm" c="red">
            {t('reading.searchFailed')}
          </Text>
        ) : found && found.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('reading.noneFound', { title })}
          </Text>
        ) : found ? (
          <Choices {...props} books={found} />
        ) : null}
      </Stack>
    </Stack>
  );
}
