/**
 * The reading challenge's invitation form: a goal of books for this year, in the calendar (AD) or
 * Bikram Sambat (BS) year (Baisakh to Chaitra), saved with setReadingGoal. Its own chunk: Mantine's
 * NumberInput and the BS converter (the one the Nepali dates use) are only needed here.
 */
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { useMutation } from '@apollo/client/react';
import { Button, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import NepaliDate from 'nepali-date-converter';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ChallengeCalendar } from '../../gql/graphql';
import { useTranslation } from '../../i18n/react';
import { errorMessage, toast } from '../../lib/notify';

const SetReadingGoal = graphql(`
  mutation SetReadingGoal($calendar: ChallengeCalendar!, $year: Int!, $goal: Int!) {
    setReadingGoal(calendar: $calendar, year: $year, goal: $goal) {
      calendar
      year
      goal
      done
      toGo
      percent
      daysLeft
    }
  }
`);

/** This year of the calendar, on Nepal's day. */
function thisYear(calendar: ChallengeCalendar): number {
  const nepalNow = new Date(Date.now() + (5 * 60 + 45) * 60_000);
  const today = new Date(nepalNow.getUTCFullYear(), nepalNow.getUTCMonth(), nepalNow.getUTCDate());
  return calendar === 'BS' ? new NepaliDate(today).getYear() : today.getFullYear();
}

export function ChallengeGoalForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('social');
  const [calendar, setCalendar] = useState<ChallengeCalendar>('AD');
  const [goal, setGoal] = useState<number | string>(12);
  const [save, { loading }] = useMutation(SetReadingGoal);

  const submit = async () => {
    const value = Number(goal);
    if (!Number.isInteger(value) || value < 1 || value > 1000) {
      toast.error(t('challenge.goalRange'));
      return;
    }
    try {
      await save({ variables: { calendar, year: thisYear(calendar), goal: value } });
      onSaved();
    } catch (error) {
      toast.error(errorMessage(error, t('challenge.saveFailed')));
    }
  };

  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t('challenge.calendar')}
        value={calendar}
        onChange={(value) => setCalendar(value as ChallengeCalendar)}
        data={[
          { value: 'AD', label: t('challenge.calendarAd') },
          { value: 'BS', label: t('challenge.calendarBs') },
        ]}
      />
      <NumberInput
        label={t('challenge.goal')}
        min={1}
        max={1000}
        allowDecimal={false}
        value={goal}
        onChange={setGoal}
      />
      <Button size="xs" loading={loading} onClick={() => void submit()}>
        {t('challenge.setGoal')}
      </Button>
    </Stack>
  );
}
