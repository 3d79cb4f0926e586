/** The book the member is reading: cover, title linking to the book, author, details and blurb. */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Anchor, Box, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { BookCover } from '../../../components/BookCover';
import { graphql } from '../../../gql';
import type { ReadingCard_BookFragment } from '../../../gql/graphql';
import { useFormat } from '../../../i18n/format';
import { useCatalogTerms } from '../../../i18n/terms';

export const ReadingCard_book = graphql(`
  fragment ReadingCard_book on Book {
    id
    title
    coverImage
    year
    format
    pages
    description
    author {
      id
      name
    }
  }
`);

export function ReadingCard(props: { book: FragmentType<ReadingCard_BookFragment>; actions: ReactNode }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const terms = useCatalogTerms();
  const { data: book, complete } = useFragment({ fragment: ReadingCard_book, from: props.book });
  if (!complete) return null;
  const details = [
    book.year ? format.year(book.year) : null,
    terms.format(book.format),
    book.pages ? t('reading.pages', { pages: book.pages }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Box w={{ base: 96, sm: 128 }} style={{ flex: 'none', boxShadow: 'var(--mantine-shadow-md)' }}>
          <BookCover src={book.coverImage} title={book.title} height={180} />
        </Box>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Text size="xs" tt="uppercase" fw={700} c="clay.7">
            {t('reading.readingNow')}
          </Text>
          <Anchor
            component={Link}
            to={paths.book(book.id)}
            fw={800}
            fz={{ base: 'lg', sm: 22 }}
            ff="heading"
            c="dark"
            lh={1.2}
          >
            {book.title}
          </Anchor>
          <Anchor component={Link} to={paths.author(book.author.id)} size="sm" c="dimmed">
            {t('reading.by', { author: book.author.name })}
          </Anchor>
          {details && (
            <Text size="sm" c="dimmed">
              {details}
            </Text>
          )}
          <Text size="sm" lineClamp={3} visibleFrom="xs">
            {book.description}
          </Text>
          <Group gap="xs" mt="xs">
            {props.actions}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
