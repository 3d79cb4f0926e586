/** Author detail /authors/:id (SPEC §2, §8): portrait, biography and their books, a page at a time. */
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Alert, Avatar, Button, Container, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router-dom';
import { BookCard } from '../../components/BookCard';
import { AuthorPageQuery } from './AuthorPage.data';
import { useFormat } from '../../i18n/format';
import { isEntityId } from '../../lib/ids';
import { NotFoundPage } from '../../components/NotFoundPage';
import { paths } from '../../config/paths';

export function AuthorPage() {
  const { t } = useTranslation('book');
  const { date } = useFormat();
  const { id = '' } = useParams();
  const { data, loading, error, refetch, fetchMore, networkStatus } = useQuery(AuthorPageQuery, {
    variables: { id },
    skip: !isEntityId(id),
    notifyOnNetworkStatusChange: true,
  });
  if (loading && !data) {
    return (
      <Container size="lg" py="xl">
        <Skeleton h={160} mb="lg" />
        <Skeleton h={320} />
      </Container>
    );
  }
  if (!error && !data?.author) {
    return (
      <NotFoundPage
        title={t('author.notFound')}
        text={t('author.notFoundText')}
        action={{ to: paths.books, label: t('page.browse') }}
      />
    );
  }
  if (!data?.author) {
    return (
      <Container size="sm" py={80}>
        <Alert color="red" title={t('author.failed')}>
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            {t('page.tryAgain')}
          </Button>
        </Alert>
      </Container>
    );
  }
  const author = data.author;
  const books = author.books;
  const loadMore = () =>
    void fetchMore({
      variables: { page: books.page + 1 },
      updateQuery: (previous, { fetchMoreResult }) => {
        if (!previous.author || !fetchMoreResult.author) return previous;
        const next = fetchMoreResult.author.books;
        return {
          author: {
            ...previous.author,
            books: { ...next, items: [...previous.author.books.items, ...next.items] },
          },
        };
      },
    });
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Grid gap="xl" align="center" mb={40}>
        <Grid.Col span={{ base: 12, sm: 'content' }}>
          <Avatar src={author.coverImage} size={160} radius={160} mx="auto" alt={author.name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 'auto' }}>
          <Stack gap="xs">
            <Title order={1}>{author.name}</Title>
            {author.birthDate && <Text c="dimmed">{t('author.born', { date: date(author.birthDate, 'long') })}</Text>}
            <Text maw={720}>{author.biography}</Text>
          </Stack>
        </Grid.Col>
      </Grid>
      <Title order={2} mb="md">
        {t('author.books', { name: author.name })}
      </Title>
      {books.items.length === 0 ? (
        <Text c="dimmed">{t('author.noBooks')}</Text>
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="lg">
            {books.items.map((b) => (
              <BookCard key={b.id} book={b} />
            ))}
          </SimpleGrid>
          {books.hasNextPage && (
            <Group justify="center">
              <Button variant="light" onClick={loadMore} loading={networkStatus === NetworkStatus.fetchMore}>
                {t('author.loadMore')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Container>
  );
}
