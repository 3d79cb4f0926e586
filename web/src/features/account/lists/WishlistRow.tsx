/**
 * A book on the wishlist: cover and title linking to it, author, price and when it was added;
 * 'Move to Cart' (or 'Out of stock') and 'Remove'. At 390 px the buttons wrap under the book.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Anchor, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { BookCover } from '../../../components/BookCover';
import { Price } from '../../../components/Price';
import { graphql } from '../../../gql';
import type { WishlistRow_BookFragment } from '../../../gql/graphql';
import { useFormat } from '../../../i18n/format';

export const WishlistRow_book = graphql(`
  fragment WishlistRow_book on Book {
    id
    title
    coverImage
    price
    inStock
    inCart
    author {
      id
      name
    }
  }
`);

export function WishlistRow(props: {
  book: FragmentType<WishlistRow_BookFragment>;
  addedAt: string;
  onMove: (id: string, title: string, inCart: boolean) => void;
  onRemove: (id: string, title: string) => void;
}) {
  const { t } = useTranslation('account');
  const { date } = useFormat();
  const { data: book, complete } = useFragment({ fragment: WishlistRow_book, from: props.book });
  if (!complete) return null;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={book.title}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Box component={Link} to={paths.book(book.id)} tabIndex={-1} aria-hidden w={72} style={{ flex: '0 0 72px' }}>
          <BookCover src={book.coverImage} title={book.title} height={104} />
        </Box>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={paths.book(book.id)} fw={700} c="dark" lineClamp={2} lh={1.25}>
            {book.title}
          </Anchor>
          <Text size="sm" c="dimmed" truncate>
            {book.author.name}
          </Text>
          <Price amount={book.price} fw={700} c="pine.8" size="sm" />
          <Text size="xs" c="dimmed">
            {t('wishlist.added', { date: date(props.addedAt, 'day') })}
          </Text>
          <Group gap="xs" mt={4}>
            <Button
              size="compact-sm"
              leftSection={<IconShoppingCartPlus size={16} />}
              disabled={!book.inStock && !book.inCart}
              onClick={() => props.onMove(book.id, book.title, book.inCart)}
            >
              {book.inStock || book.inCart ? t('wishlist.moveToCart') : t('wishlist.outOfStock')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => props.onRemove(book.id, book.title)}
            >
              {t('wishlist.remove')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
