/**
 * Book detail /books/:id (SPEC §2): breadcrumb, cover with the Best Seller badge, summary, the
 * cart, favourite and wishlist actions, what renting it costs for each period (SPEC §9), and tabs
 * Description, Product and Review: one query.
 */
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Grid,
  Group,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from '../../i18n/react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { BookCover } from '../../components/BookCover';
import { ScreenSkeleton } from '../../components/layout/ScreenSkeleton';
import { Price } from '../../components/Price';
import { Stars } from '../../components/Stars';
import { BookPageQuery } from './BookPage.data';
import { useFormat } from '../../i18n/format';
import { useSession } from '../../lib/session';
import { BookActions } from './BookActions';
import { MyReview } from './MyReview';
import { ReviewList } from './ReviewList';
import { ProductDetails } from './ProductDetails';
import { ReadNext } from './ReadNext';
import { RentalOptions } from './RentalOptions';
import { StockNote } from '../../components/StockNote';
import { isEntityId } from '../../lib/ids';
import { DIGITAL_FORMATS } from '../../lib/money';
import './BookPage.css';
import { NotFoundPage } from '../../components/NotFoundPage';

export function BookPage() {
  const { t } = useTranslation('book');
  const { rating, year } = useFormat();
  const { id = '' } = useParams();
  const { token } = useSession();
  const [reviewsPage, setReviewsPage] = useState(1);
  const {
    data: fresh,
    previousData,
    loading,
    error,
    refetch,
  } = useQuery(BookPageQuery, { variables: { id, reviewsPage }, skip: !isEntityId(id) });
  // While another page of reviews loads, the same book stays on screen (and on its Review tab)
  // instead of a skeleton that would lose the reader's place.
  const data = fresh ?? (previousData?.book?.id === id ? previousData : undefined);
  const book = data?.book;

  // The route's own skeleton (what a page the server did not draw showed first): nothing moves meanwhile.
  if (loading && !book) return <ScreenSkeleton kind="detail" />;
  if (!error && !book) {
    return (
      <NotFoundPage
        title={t('page.notFound')}
        text={t('page.notFoundText')}
        action={{ to: paths.books, label: t('page.browse') }}
      />
    );
  }
  if (!book) {
    return (
      <Container size="sm" py={80}>
        <Alert color="red" title={t('page.failed')}>
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            {t('page.tryAgain')}
          </Button>
        </Alert>
      </Container>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Breadcrumbs mb="lg" separator="/" style={{ flexWrap: 'wrap' }}>
        {/* A guest's home is the landing page; /home would only show the sign-in wall. */}
        <Anchor component={Link} to={token ? paths.home : paths.landing}>
          {t('page.home')}
        </Anchor>
        <Anchor component={Link} to={paths.books}>
          {t('page.books')}
        </Anchor>
        <Text span lineClamp={1}>
          {book.title}
        </Text>
      </Breadcrumbs>
      <Grid gap={{ base: 'lg', sm: 40 }}>
        <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
          <Box pos="relative" maw={360} mx="auto" className="book-page-cover" w="fit-content">
            <BookCover src={book.coverImage} title={book.title} height={480} cssHeight="var(--book-cover-h)" priority />
            {book.isBestSeller && (
              <Badge color="clay" variant="filled" size="lg" pos="absolute" top={12} left={12}>
                {t('page.bestSeller')}
              </Badge>
            )}
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
          <Stack gap="md">
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              {book.title}
            </Title>
            <Text>
              <Trans
                t={t}
                i18nKey="page.byAuthor"
                values={{ name: book.author.name }}
                components={{ author: <Anchor component={Link} to={paths.author(book.author.id)} fw={600} /> }}
              />
              {book.year ? ` · ${year(book.year)}` : ''}
            </Text>
            <Group gap="xs">
              <Stars rating={book.rating} size={18} />
              <Text size="sm" c="dimmed">
                {rating(book.rating)} ({t('page.ratings', { count: book.totalRatings })},{' '}
                {t('page.reviews', { count: book.reviewsCount })})
              </Text>
            </Group>
            <Price amount={book.price} fz={28} fw={800} c="pine.8" />
            <Stack gap={2}>
              <StockNote stock={book.stock} fz="md" />
              {book.stock > 0 && (
                <Text size="sm" c="dimmed">
                  {DIGITAL_FORMATS.includes(book.format) ? t('delivery.digital') : t('delivery.printed')}
                </Text>
              )}
            </Stack>
            <BookActions book={book} />
            <RentalOptions book={book} />
            <Tabs defaultValue="description" mt="md">
              <Tabs.List>
                <Tabs.Tab value="description">{t('tabs.description')}</Tabs.Tab>
                <Tabs.Tab value="product">{t('tabs.product')}</Tabs.Tab>
                <Tabs.Tab value="review">{t('tabs.review')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="description" pt="md">
                <Text style={{ whiteSpace: 'pre-wrap' }}>{book.description}</Text>
              </Tabs.Panel>
              <Tabs.Panel value="product" pt="md">
                <ProductDetails book={book} />
              </Tabs.Panel>
              <Tabs.Panel value="review" pt="md">
                <MyReview bookId={book.id} mine={book.myReview ?? null} />
              </Tabs.Panel>
            </Tabs>
            <ReviewList
              mine={book.myReview ?? null}
              reviews={book.reviews}
              onPage={setReviewsPage}
              rating={book.rating}
              totalRatings={book.totalRatings}
              breakdown={book.ratingBreakdown}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <ReadNext book={book} />
    </Container>
  );
}
