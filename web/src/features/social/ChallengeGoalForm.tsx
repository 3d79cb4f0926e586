/**
 * The reading challenge's 'Update Progress' form (books read, Save), in the challenge's popover.
 * Its own chunk: Mantine's NumberInput (with its number formatting) is the heaviest part of Book
 * Social and only this form needs it; ReadingChallenge starts loading it as it mounts.
 */
import { Button, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';

export function ChallengeGoalForm({
  done,
  goal,
  onSave,
}: {
  done: number;
  goal: number;
  onSave: (done: number) => void;
}) {
  const { t } = useTranslation('social');
  const [draft, setDraft] = useState<number | string>(done);
  return (
    <Stack gap="xs">
      <NumberInput
        label={t('challenge.booksRead')}
        min={0}
        max={goal}
        allowDecimal={false}
        value={draft}
        onChange={setDraft}
      />
      <Button size="xs" onClick={() => onSave(Math.min(goal, Math.max(0, Number(draft) || 0)))}>
        {t('challenge.save')}
      </Button>
    </Stack>
  );
}
