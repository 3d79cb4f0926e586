/**
 * /account/reading: the book the member is reading now (also shown on their profile), with
 * Clear; and a picker to set it from their favourites or any book of the catalog.
 */
import { useQuery } from '@apollo/client/react';
import { Button, Card } from '@mantine/core';
import { IconBookOff, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react';
import { AccountReadingQuery } from './CurrentlyReadingPage.data';
import { AccountScreen } from '../../../components/account/AccountScreen';
import { BookPicker } from './BookPicker';
import { ReadingCard } from './ReadingCard';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../../components/account/SectionStates';
import { useCurrentlyReading } from './useCurrentlyReading';

export function CurrentlyReadingPage() {
  const { t } = useTranslation('account');
  const { data, error, refetch } = useQuery(AccountReadingQuery);
  const me = data?.me;
  const reading = useCurrentlyReading(me?.id);
  const current = me?.currentlyReading ?? null;
  return (
    <AccountScreen title={t('reading.title')} description={t('reading.description')}>
      {error && !me ? (
        <LoadFailed message={t('reading.loadFailed')} onRetry={() => void refetch()} />
      ) : !me ? (
        <SectionSkeleton rows={2} height={200} />
      ) : (
        <>
          {current ? (
            <ReadingCard
              book={current}
              actions={
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  leftSection={<IconX size={14} />}
                  disabled={reading.saving}
                  onClick={() => void reading.clear()}
                >
                  {t('reading.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState icon={IconBookOff} title={t('reading.emptyTitle')} text={t('reading.emptyText')} />
          )}
          <Card withBorder radius="lg" padding="lg">
            <BookPicker
              favorites={me.favoriteBooks}
              currentId={current?.id ?? null}
              disabled={reading.saving}
              onChoose={(id, title) => void reading.set(id, title)}
            />
          </Card>
        </>
      )}
    </AccountScreen>
  );
}
