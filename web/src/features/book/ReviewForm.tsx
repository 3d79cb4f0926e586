/** Write or edit a review (SPEC §5): a rating above 0 and a non-blank title and content. */
import '@mantine/core/styles/Rating.css';
import { Button, Checkbox, Group, Rating, Stack, Text, TextInput, Textarea } from '@mantine/core';
import * as v from 'valibot';
import { useTranslation } from '../../i18n/react';
import { useSchemaForm } from '../../lib/schemaForm';

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

/** Submit stays off until the review has stars, a title and a text; nothing is said under a field. */
const REVIEW = v.looseObject({
  rating: v.pipe(v.number(), v.minValue(1)),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  content: v.pipe(v.string(), v.trim(), v.nonEmpty()),
});

export function ReviewForm(props: {
  initial?: ReviewDraft;
  submitLabel: string;
  busy: boolean;
  onSubmit: (draft: ReviewDraft) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('book');
  const form = useSchemaForm('review', REVIEW, {
    initialValues: props.initial ?? { rating: 0, title: '', content: '', containsSpoiler: false },
  });
  const draft = form.values;
  const valid = form.isValid();
  const submit = (values: ReviewDraft) => {
    if (!props.busy) props.onSubmit(values);
  };
  return (
    <form onSubmit={form.onSubmit(submit)} aria-label={t('form.label')}>
      <Stack gap="sm">
        <Group gap="sm">
          <Rating {...form.getInputProps('rating', { withError: false })} size="lg" aria-label={t('form.rating')} />
          <Text size="sm" c="dimmed">
            {t(LABELS[draft.rating] ?? LABELS[0])}
          </Text>
        </Group>
        <TextInput label={t('form.title')} {...form.getInputProps('title')} maxLength={200} />
        <Textarea label={t('form.content')} autosize minRows={4} {...form.getInputProps('content')} maxLength={5000} />
        <Checkbox label={t('form.spoilers')} {...form.getInputProps('containsSpoiler', { type: 'checkbox' })} />
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
