/**
 * /home (SPEC §2): hero search, welcome, featured and newest carousels, 'Because you read …', how it
 * works, the member's favourite authors, FAQ, quote of the day and the newsletter, all read with ONE query (with the store's
 * facts: how to pay, where it delivers).
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { HomePageQuery } from './HomePage.data';
import { useSession } from '../../lib/session';
import { useStoreCopy } from '../../lib/storeCopy';
import { BecauseYouRead } from './BecauseYouRead';
import { BookCarousel } from './BookCarousel';
import { FriendsActivity } from '../activity';
import { FavouriteAuthors } from './FavouriteAuthors';
import { HeroSearch } from './HeroSearch';
import { HomeFaq, HowItWorks, PustakInNumbers } from './HomeSections';
import { Newsletter, QuoteCard } from './QuoteAndNewsletter';
import { WelcomeBanner } from './WelcomeBanner';

/** 'Pustak FEATURED BOOKS': the product name, then SPEC's heading. */
function SectionTitle({ kicker }: { kicker: string }) {
  return (
    <Title order={2} fz={{ base: 20, sm: 30 }}>
      <Text span inherit c="pine.8">
        Pustak
      </Text>{' '}
      {kicker}
    </Title>
  );
}

export function HomePage() {
  const { t } = useTranslation('home');
  const { user } = useSession();
  const { data, error, refetch } = useQuery(HomePageQuery);
  const store = useStoreCopy(data?.store);

  return (
    <>
      <HeroSearch store={store} />
      <Container size="xl" py={{ base: 32, sm: 48 }}>
        <Stack gap={56}>
          <WelcomeBanner user={user} />
          <FriendsActivity />
          {error && (
            <Alert color="red" title={t('loadFailed.title')} role="alert">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('loadFailed.text')}</Text>
                <Button size="xs" color="red" onClick={() => void refetch()}>
                  {t('loadFailed.retry')}
                </Button>
              </Stack>
            </Alert>
          )}
          {!error && (
            <>
              <BookCarousel
                title={<SectionTitle kicker={t('carousel.featuredHeading')} />}
                label={t('carousel.featured')}
                books={data?.featuredBooks}
                priority
              />
              <BookCarousel
                title={<SectionTitle kicker={t('carousel.newestHeading')} />}
                label={t('carousel.newest')}
                books={data?.newBooks}
              />
              <BecauseYouRead home={data?.readerHome} />
            </>
          )}
          <HowItWorks store={store} />
          {!error && (
            <FavouriteAuthors
              authors={data?.readerHome.favouriteAuthors}
              sample={data?.readerHome.favouriteAuthorsAreSample ?? false}
            />
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
            <HomeFaq store={store} />
            <Stack gap="lg">
              <QuoteCard quote={data?.quoteOfTheDay} />
              <PustakInNumbers />
            </Stack>
          </SimpleGrid>
          <Newsletter />
        </Stack>
      </Container>
    </>
  );
}
