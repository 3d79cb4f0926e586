/** Write or edit a review (SPEC §5): a rating above 0 and a non-blank title and content. */
import '@mantine/core/styles/Rating.css';
import { Button, Checkbox, Group, Rating, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';

/** What each number of stars says, 0 (none chosen yet) to 5. */
const LABELS = [
  'form.ratingLabels.none',
  'form.ratingLabels.poor',
  'form.ratingLabels.fair',
  'form.ratingLabels.good',
  'form.ratingLabels.veryGood',
  'form.ratingLabels.excellent',
] as const;

export interface ReviewDraft {
  rating: number;
  title: string;
  content: string;
  containsSpoiler: boolean;
}

export function ReviewForm(props: {
  initial?: ReviewDraft;
  submitLabel: string;
  busy: boolean;
  onSubmit: (draft: ReviewDraft) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('book');
  const [draft, setDraft] = useState<ReviewDraft>(
    props.initial ?? { rating: 0, title: '', content: '', containsSpoiler: false },
  );
  const valid = draft.rating > 0 && draft.title.trim() !== '' && draft.content.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !props.busy) props.onSubmit(draft);
  };
  return (
    <form onSubmit={submit} aria-label={t('form.label')}>
      <Stack gap="sm">
        <Group gap="sm">
          <Rating
            value={draft.rating}
            onChange={(rating) => setDraft((d) => ({ ...d, rating }))}
            size="lg"
            aria-label={t('form.rating')}
          />
          <Text size="sm" c="dimmed">
            {t(LABELS[draft.rating] ?? LABELS[0])}
          </Text>
        </Group>
        <TextInput
          label={t('form.title')}
          value={draft.title}
          onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
          maxLength={200}
        />
        <Textarea
          label={t('form.content')}
          autosize
          minRows={4}
          value={draft.content}
          onChange={(e) => setDraft({ ...draft, content: e.currentTarget.value })}
          maxLength={5000}
        />
        <Checkbox
          label={t('form.spoilers')}
          checked={draft.containsSpoiler}
          onChange={(e) => setDraft({ ...draft, containsSpoiler: e.currentTarget.checked })}
        />
        <Group>
          <Button type="submit" disabled={!valid} loading={props.busy}>
            {props.submitLabel}
          </Button>
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              {t('form.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
