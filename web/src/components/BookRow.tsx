/** A book in the catalog's list view: the card's data laid out in a row. */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import type { BookCard_BookFragment } from '../gql/graphql';
import { BookCard_book } from './BookCard';
import { BookCover } from './BookCover';
import { Price } from './Price';
import { Stars } from './Stars';
import { StockNote } from './StockNote';
import { useFormat } from '../i18n/format';

export function BookRow(props: { book: FragmentType<BookCard_BookFragment>; coverPriority?: boolean }) {
  const { t } = useTranslation();
  const { year } = useFormat();
  const { data: book, complete } = useFragment({ fragment: BookCard_book, from: props.book });
  if (!complete) return null;
  return (
    <Card component={Link} to={paths.book(book.id)} withBorder padding="sm" style={{ textDecoration: 'none' }}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <div style={{ width: 84, flex: '0 0 84px' }}>
          <BookCover src={book.coverImage} title={book.title} height={120} priority={props.coverPriority} />
        </div>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} lineClamp={2}>
              {book.title}
            </Text>
            {book.isBestSeller && (
              <Badge color="clay" size="sm">
                {t('book.bestSeller')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {book.author.name}
            {book.year ? ` · ${year(book.year)}` : ''}
          </Text>
          <Stars rating={book.rating} />
          <Price amount={book.price} fw={700} c="pine.8" />
          <StockNote stock={book.stock} />
        </Stack>
      </Group>
    </Card>
  );
}
