/** Write or edit a review (SPEC §5): a rating above 0 and a non-blank title and content. */
import { Button, Checkbox, Group, Rating, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';

const LABELS = ['Select your rating', 'Poor', 'Fair', 'Good', 'Very Good', 'Excellent'];

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
  const [draft, setDraft] = useState<ReviewDraft>(
    props.initial ?? { rating: 0, title: '', content: '', containsSpoiler: false },
  );
  const valid = draft.rating > 0 && draft.title.trim() !== '' && draft.content.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !props.busy) props.onSubmit(draft);
  };
  return (
    <form onSubmit={submit} aria-label="Review form">
      <Stack gap="sm">
        <Group gap="sm">
          <Rating
            value={draft.rating}
            onChange={(rating) => setDraft((d) => ({ ...d, rating }))}
            size="lg"
            aria-label="Rating"
          />
          <Text size="sm" c="dimmed">
            {LABELS[draft.rating]}
          </Text>
        </Group>
        <TextInput
          label="Review title"
          value={draft.title}
          onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
          maxLength={200}
        />
        <Textarea
          label="Your review"
          autosize
          minRows={4}
          value={draft.content}
          onChange={(e) => setDraft({ ...draft, content: e.currentTarget.value })}
          maxLength={5000}
        />
        <Checkbox
          label="This review contains spoilers"
          checked={draft.containsSpoiler}
          onChange={(e) => setDraft({ ...draft, containsSpoiler: e.currentTarget.checked })}
        />
        <Group>
          <Button type="submit" disabled={!valid} loading={props.busy}>
            {props.submitLabel}
          </Button>
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
