/** A favourite book: cover and title linking to it, author and price; read it now, or unfavourite it. */
import '@mantine/core/styles/Tooltip.css';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { ActionIcon, Anchor, Badge, Box, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBookmark, IconHeartOff } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { BookCover } from '../../../components/BookCover';
import { Price } from '../../../components/Price';
import { graphql } from '../../../gql';
import type { FavoriteCard_BookFragment } from '../../../gql/graphql';

export const FavoriteCard_book = graphql(`
  fragment FavoriteCard_book on Book {
    id
    title
    coverImage
    price
    author {
      id
      name
    }
  }
`);

export function FavoriteCard(props: {
  book: FragmentType<FavoriteCard_BookFragment>;
  reading: boolean;
  busy: boolean;
  onRead: (id: string, title: string) => void;
  onRemove: (id: string, title: string) => void;
}) {
  const { t } = useTranslation('account');
  const { data: book, complete } = useFragment({ fragment: FavoriteCard_book, from: props.book });
  if (!complete) return null;
  return (
    <Card withBorder radius="md" padding="sm" h="100%" component="article" aria-label={book.title}>
      <Card.Section bg="pine.0" p="sm" component={Link} to={paths.book(book.id)} tabIndex={-1} aria-hidden>
        <Box maw={120} mx="auto" style={{ boxShadow: 'var(--mantine-shadow-sm)' }}>
          <BookCover src={book.coverImage} title={book.title} height={180} />
        </Box>
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Anchor component={Link} to={paths.book(book.id)} fw={700} c="dark" lineClamp={2} lh={1.25}>
          {book.title}
        </Anchor>
        <Text size="sm" c="dimmed" truncate>
          {book.author.name}
        </Text>
        <Price amount={book.price} fw={700} c="pine.8" size="sm" />
      </Stack>
      <Group justify="space-between" gap={4} mt="sm" wrap="nowrap">
        {props.reading ? (
          <Badge variant="light" color="clay" leftSection={<IconBookmark size={12} />}>
            {t('favorites.reading')}
          </Badge>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            disabled={props.busy}
            onClick={() => props.onRead(book.id, book.title)}
            aria-label={t('reading.setAsReading', { title: book.title })}
          >
            {t('favorites.readNow')}
          </Button>
        )}
        <Tooltip label={t('favorites.remove')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('favorites.removeBook', { title: book.title })}
            onClick={() => props.onRemove(book.id, book.title)}
          >
            <IconHeartOff size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}
