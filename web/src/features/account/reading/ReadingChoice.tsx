/** A book offered as the next read (from the favourites or a search): one button that sets it. */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { BookCover } from '../../../components/BookCover';
import { graphql } from '../../../gql';
import type { ReadingChoice_BookFragment } from '../../../gql/graphql';

export const ReadingChoice_book = graphql(`
  fragment ReadingChoice_book on Book {
    id
    title
    coverImage
    author {
      id
      name
    }
  }
`);

export function ReadingChoice(props: {
  book: FragmentType<ReadingChoice_BookFragment>;
  current: boolean;
  disabled: boolean;
  onChoose: (id: string, title: string) => void;
}) {
  const { t } = useTranslation('account');
  const { data: book, complete } = useFragment({ fragment: ReadingChoice_book, from: props.book });
  if (!complete) return null;
  return (
    <UnstyledButton
      onClick={() => props.onChoose(book.id, book.title)}
      disabled={props.disabled || props.current}
      aria-label={t('reading.setAsReading', { title: book.title })}
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid var(--mantine-color-${props.current ? 'pine-4' : 'gray-3'})`,
        opacity: props.disabled && !props.current ? 0.6 : 1,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <Box w={40} style={{ flex: 'none' }}>
          <BookCover src={book.coverImage} title={book.title} height={60} />
        </Box>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" lineClamp={2}>
            {book.title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {props.current ? t('reading.readingNow') : book.author.name}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
