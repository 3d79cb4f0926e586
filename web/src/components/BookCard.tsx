/**
 * A book in a grid or carousel: cover, stars, title, author, year and price, all one link to the
 * book. The cover keeps its 2:3 shape on a shelf-coloured panel however wide the card is. An
 * optional footer (an 'Add to Cart' button) sits inside the card but outside the link.
 */
import { Badge, Box, Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../gql';
import type { BookCard_BookFragment } from '../gql/graphql';
import { BookCover } from './BookCover';
import { Price } from './Price';
import { Stars } from './Stars';
import { StockNote } from './StockNote';

export const BookCard_book = graphql(`
  fragment BookCard_book on Book {
    id
    title
    coverImage
    price
    rating
    year
    isBestSeller
    stock
    author {
      id
      name
    }
  }
`);

/** A list's cards in view at its first paint, at most (a row of the widest grid): their covers go first. */
export const FIRST_ROW = 4;

/** Covers are drawn 2:3 (width:height). */
const COVER_RATIO = 2 / 3;

export function BookCard(props: {
  book: FragmentType<BookCard_BookFragment>;
  coverHeight?: number;
  /** The card is in view at the first paint: its cover is fetched at once (BookCover). */
  coverPriority?: boolean;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const { data: book, complete } = useFragment({ fragment: BookCard_book, from: props.book });
  if (!complete) return null;
  const coverHeight = props.coverHeight ?? 280;
  return (
    <Card padding={0} radius="md" withBorder h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component={Link} to={`/books/${book.id}`} style={{ textDecoration: 'none', color: 'inherit', flex: 1 }}>
        <Box pos="relative" bg="pine.0" p="sm">
          <Box maw={Math.round(coverHeight * COVER_RATIO)} mx="auto" style={{ boxShadow: 'var(--mantine-shadow-md)' }}>
            <BookCover src={book.coverImage} title={book.title} height={coverHeight} priority={props.coverPriority} />
          </Box>
          {book.isBestSeller && (
            <Badge color="clay" pos="absolute" top={10} left={10} variant="filled" size="sm">
              {t('book.bestSeller')}
            </Badge>
          )}
        </Box>
        <Stack gap={4} p="sm" pb={props.footer ? 0 : 'sm'}>
          <Stars rating={book.rating} />
          <Text fw={700} lineClamp={2} lh={1.25}>
            {book.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {book.author.name}
            {book.year ? ` · ${book.year}` : ''}
          </Text>
          <Price amount={book.price} fw={700} c="pine.8" />
          <StockNote stock={book.stock} />
        </Stack>
      </Box>
      {props.footer && <Box p="sm">{props.footer}</Box>}
    </Card>
  );
}
