/**
 * 'Because you read {title}' on /home (issue 36): books sharing the author or a genre with the book
 * the member moved to their Read shelf last, none already on their shelves (the graph's
 * `readerHome`). Nothing is drawn until they have read something, nor when nothing is like it.
 */
import { Title } from '@mantine/core';
import type { HomePageQuery as HomePageData } from '../../gql/graphql';
import { useTranslation } from '../../i18n/react';
import { BookCarousel } from './BookCarousel';

export function BecauseYouRead({ home }: { home: HomePageData['readerHome'] | undefined }) {
  const { t } = useTranslation('home');
  if (!home?.lastRead || home.becauseYouRead.length === 0) return null;
  return (
    <BookCarousel
      title={
        <Title order={2} fz={{ base: 20, sm: 30 }}>
          {t('becauseYouRead.heading', { title: home.lastRead.title })}
        </Title>
      }
      label={t('becauseYouRead.heading', { title: home.lastRead.title })}
      books={home.becauseYouRead}
    />
  );
}
