/** A book in a grid or carousel: cover, stars, title, author, year and price; links to the book. */
import { Badge, Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../gql';
import type { BookCard_BookFragment } from '../gql/graphql';
import { BookCover } from './BookCover';
import { Price } from './Price';
import { Stars } from './Stars';

export const BookCard_book = graphql(`
  fragment BookCard_book on Book {
    id
    title
    coverImage
    price
    rating
    year
    isBestSeller
    author {
      id
      name
    }
  }
`);

export function BookCard(props: { book: FragmentType<BookCard_BookFragment>; coverHeight?: number }) {
  const { data: book, complete } = useFragment({ fragment: BookCard_book, from: props.book });
  if (!complete) return null;
  return (
    <Card
      component={Link}
      to={`/books/${book.id}`}
      padding="sm"
      radius="md"
      withBorder
      h="100%"
      style={{ textDecoration: 'none' }}
      aria-label={`${book.title} by ${book.author.name}`}
    >
      <Card.Section pos="relative">
        <BookCover src={book.coverImage} title={book.title} height={props.coverHeight ?? 280} />
        {book.isBestSeller && (
          <Badge color="clay" pos="absolute" top={10} left={10} variant="filled">
            Best Seller
          </Badge>
        )}
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Stars rating={book.rating} />
        <Text fw={700} lineClamp={2} lh={1.25}>
          {book.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {book.author.name}
          {book.year ? ` · ${book.year}` : ''}
        </Text>
        <Price amount={book.price} fw={700} c="pine.8" />
      </Stack>
    </Card>
  );
}
