/**
 * /account/library (issue 35): the eBooks and audiobooks the member bought (theirs for good) or is
 * renting (until the rental's due date), with a Download button each. A download asks for a
 * ten-minute link bound to the member and fetches the file with their token (downloadFile.ts);
 * a refusal (the rental just ended) is said in a notice, and the list is read again.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconBooks, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AccountScreen } from '../../../components/account/AccountScreen';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../../components/account/SectionStates';
import { BookCover } from '../../../components/BookCover';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { toast } from '../../../lib/notify';
import { downloadFile } from './downloadFile';
import { AccountLibraryQuery } from './LibraryPage.data';

const DownloadLink = graphql(`
  mutation LibraryDownloadLink($bookId: ID!) {
    libraryDownloadLink(bookId: $bookId) {
      url
      expiresAt
    }
  }
`);

/** '1.2 MB', '340 KB': enough to know what a phone is about to download. */
export function fileSize(bytes: number, number: (n: number) => string): string {
  if (bytes >= 1024 * 1024) return `${number(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
  return `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

export function LibraryPage() {
  const { t } = useTranslation('account');
  const { date, number } = useFormat();
  const { data, error, refetch } = useQuery(AccountLibraryQuery);
  const [askLink] = useMutation(DownloadLink);
  const [busy, setBusy] = useState<string | null>(null);
  const library = data?.library;

  const download = async (bookId: string, title: string, fallbackName: string) => {
    setBusy(bookId);
    try {
      const { data: link } = await askLink({ variables: { bookId } });
      if (!link) throw new Error(t('library.downloadFailed'));
      await downloadFile(link.libraryDownloadLink.url, fallbackName);
      toast.account(t('library.downloaded', { title }));
    } catch (failure) {
      toast.account(failure instanceof Error ? failure.message : t('library.downloadFailed'), 'error');
      void refetch();
    } finally {
      setBusy(null);
    }
  };

  return (
    <AccountScreen title={t('library.title')} description={t('library.description')}>
      {error && !library ? (
        <LoadFailed message={t('library.loadFailed')} onRetry={() => void refetch()} />
      ) : !library ? (
        <SectionSkeleton rows={3} height={120} />
      ) : library.length === 0 ? (
        <EmptyState
          icon={IconBooks}
          title={t('library.emptyTitle')}
          text={t('library.emptyText')}
          action={
            <Button component={Link} to={paths.books} mt="xs">
              {t('library.browse')}
            </Button>
          }
        />
      ) : (
        <Stack gap="sm">
          {library.map(({ book, access, dueAt, format, file }) => (
            <Card key={book.id} withBorder radius="md" padding="sm" component="article" aria-label={book.title}>
              <Group wrap="nowrap" align="flex-start" gap="md">
                <Box
                  component={Link}
                  to={paths.book(book.id)}
                  tabIndex={-1}
                  aria-hidden
                  w={72}
                  style={{ flex: '0 0 72px' }}
                >
                  <BookCover src={book.coverImage} title={book.title} height={104} />
                </Box>
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Anchor component={Link} to={paths.book(book.id)} fw={700} c="dark" lineClamp={2} lh={1.25}>
                    {book.title}
                  </Anchor>
                  <Text size="sm" c="dimmed" truncate>
                    {book.author.name}
                  </Text>
                  <Group gap={6}>
                    <Badge variant="light" color="pine" tt="none">
                      {format === 'Audiobook' ? t('library.audiobook') : t('library.ebook')}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {access === 'RENTED' && dueAt
                        ? t('library.rentedUntil', { date: date(dueAt, 'dateTime') })
                        : t('library.bought')}
                    </Text>
                  </Group>
                  {file ? (
                    <Group gap="xs" mt={4} wrap="wrap">
                      <Button
                        size="xs"
                        leftSection={<IconDownload size={16} />}
                        loading={busy === book.id}
                        disabled={busy !== null && busy !== book.id}
                        aria-label={t('library.downloadBook', { title: book.title })}
                        onClick={() => void download(book.id, book.title, file.name)}
                      >
                        {t('library.download')}
                      </Button>
                      <Text size="xs" c="dimmed">
                        {fileSize(file.bytes, number)}
                      </Text>
                    </Group>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('library.noFile')}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </AccountScreen>
  );
}
