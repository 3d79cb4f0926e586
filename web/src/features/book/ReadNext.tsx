/**
 * What to read next, under the book: 'More by {author}' and 'Readers also enjoyed', each a row of
 * book cards (at most 6, as the gateway answers), each hidden when it has no books. Read with the
 * book page's own query, so it costs no request of its own.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { BookCard } from '../../components/BookCard';
import { useTranslation } from '../../i18n/react';
import { graphql } from '../../gql';
import type { ReadNext_BookFragment } from '../../gql/graphql';

export const ReadNext_book = graphql(`
  fragment ReadNext_book on Book {
    id
    author {
      id
      name
    }
    moreByAuthor {
      id
      ...BookCard_book
    }
    readersAlsoEnjoyed {
      id
      ...BookCard_book
    }
  }
`);

function Shelf({ title, books }: { title: string; books: ReadNext_BookFragment['moreByAuthor'] }) {
  if (books.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz={22}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md">
        {books.map((b) => (
          <BookCard key={b.id} book={b} coverHeight={180} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function ReadNext(props: { book: FragmentType<ReadNext_BookFragment> }) {
  const { t } = useTranslation('book');
  const { data: book, complete } = useFragment({
    fragment: ReadNext_book,
    fragmentName: 'ReadNext_book',
    from: props.book,
  });
  if (!complete) return null;
  return (
    <Stack gap={40} mt={48}>
      <Shelf title={t('readNext.moreBy', { name: book.author.name })} books={book.moreByAuthor} />
      <Shelf title={t('readNext.alsoEnjoyed')} books={book.readersAlsoEnjoyed} />
    </Stack>
  );
}
