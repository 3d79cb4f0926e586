/**
 * One book on the member's shelves: its cover, title and author, the shelf menu, how far the open
 * reading has got, and for Currently Reading a progress control (percent, each update kept) and
 * 'Finished'.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { Anchor, Box, Button, Card, Group, NumberInput, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BookCover } from '../../../components/BookCover';
import { ShelfMenu } from '../../../components/ShelfMenu';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { ShelfEntryRow_EntryFragment } from '../../../gql/graphql';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/react';
import { errorMessage, toast } from '../../../lib/notify';

export const ShelfEntryRow_entry = graphql(`
  fragment ShelfEntryRow_entry on ShelfEntry {
    id
    shelf
    updatedAt
    progressPercent
    currentReading {
      id
      startedOn
    }
    readings {
      id
      state
      finishedOn
    }
    book {
      id
      title
      coverImage
      author {
        id
        name
      }
    }
  }
`);

const UpdateProgress = graphql(`
  mutation UpdateReadingProgress($id: ID!, $percent: Int) {
    updateReadingProgress(id: $id, percent: $percent) {
      id
      updatedAt
      progressPercent
    }
  }
`);

const FinishReading = graphql(`
  mutation FinishReading($id: ID!) {
    finishReading(id: $id) {
      id
      shelf
      updatedAt
      progressPercent
    }
  }
`);

export function ShelfEntryRow(props: { entry: FragmentType<ShelfEntryRow_EntryFragment>; onChanged: () => void }) {
  const { t } = useTranslation('account');
  const { date } = useFormat();
  const { data: entry, complete } = useFragment({ fragment: ShelfEntryRow_entry, from: props.entry });
  const [percent, setPercent] = useState<number | string>('');
  const [update, { loading: updating }] = useMutation(UpdateProgress);
  const [finish, { loading: finishing }] = useMutation(FinishReading);
  if (!complete) return null;
  const { book } = entry;
  const lastFinished = entry.readings.find((r) => r.finishedOn)?.finishedOn;

  const saveProgress = async () => {
    const value = Number(percent);
    if (percent === '' || !Number.isInteger(value) || value < 0 || value > 100) {
      toast.account(t('shelves.percentRange'), 'error');
      return;
    }
    try {
      await update({ variables: { id: entry.id, percent: value } });
      setPercent('');
      toast.account(t('shelves.progressSaved', { title: book.title }));
    } catch (error) {
      toast.account(errorMessage(error, t('shelves.failed')), 'error');
    }
  };
  const finished = async () => {
    try {
      await finish({ variables: { id: entry.id } });
      toast.account(t('shelves.finished', { title: book.title }));
      props.onChanged();
    } catch (error) {
      toast.account(errorMessage(error, t('shelves.failed')), 'error');
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={book.title}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Anchor component={Link} to={paths.book(book.id)} style={{ flexShrink: 0 }}>
          <Box w={64}>
            <BookCover src={book.coverImage} title={book.title} height={96} />
          </Box>
        </Anchor>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={paths.book(book.id)} fw={700} lineClamp={2}>
            {book.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {book.author.name}
          </Text>
          {entry.currentReading?.startedOn && (
            <Text size="xs" c="dimmed">
              {t('shelves.started', { date: date(entry.currentReading.startedOn) })}
            </Text>
          )}
          {entry.shelf !== 'CURRENTLY_READING' && lastFinished && (
            <Text size="xs" c="dimmed">
              {t(entry.shelf === 'DID_NOT_FINISH' ? 'shelves.stopped' : 'shelves.finishedOn', {
                date: date(lastFinished),
              })}
            </Text>
          )}
          {entry.progressPercent !== null && entry.progressPercent !== undefined && (
            <Group gap="xs" wrap="nowrap">
              <Progress value={entry.progressPercent} style={{ flex: 1 }} aria-hidden />
              <Text size="xs">{t('shelves.percentDone', { percent: entry.progressPercent })}</Text>
            </Group>
          )}
          <Group gap="xs" wrap="wrap">
            <ShelfMenu bookId={book.id} title={book.title} entry={entry} onChanged={props.onChanged} />
            {entry.shelf === 'CURRENTLY_READING' && (
              <>
                <NumberInput
                  aria-label={t('shelves.percentFor', { title: book.title })}
                  placeholder={t('shelves.percent')}
                  min={0}
                  max={100}
                  allowDecimal={false}
                  w={96}
                  value={percent}
                  onChange={setPercent}
                />
                <Button variant="light" loading={updating} onClick={() => void saveProgress()}>
                  {t('shelves.updateProgress')}
                </Button>
                <Button variant="subtle" loading={finishing} onClick={() => void finished()}>
                  {t('shelves.markFinished')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
