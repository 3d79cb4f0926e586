/**
 * This year's Reading Challenge card (SPEC §2, §9; titled for the current year, issue 16): SAMPLE
 * figures, 23 of a goal of 50 books, the percentage, the days left to 31 December of this year
 * and the books to go. 'Update Progress' changes the
 * sample count on this screen only; nothing is saved.
 */
import '@mantine/core/styles/RingProgress.css';
import { Button, Card, Group, Popover, RingProgress, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useFormat } from '../../i18n/format';

/** SAMPLE challenge (SPEC §9: goal 50, 23 done), not the member's data; the year is this one. */
export const SAMPLE_CHALLENGE = { goal: 50, done: 23 } as const;

/** Whole days from today to 31 December of this year (0 on the day itself). */
export function daysLeftInYear(today = dayjs()): number {
  return Math.max(0, today.endOf('year').startOf('day').diff(today.startOf('day'), 'day'));
}

const loadGoalForm = () => import('./ChallengeGoalForm');
const ChallengeGoalForm = lazy(() => loadGoalForm().then((m) => ({ default: m.ChallengeGoalForm })));

export function ReadingChallenge() {
  const { t } = useTranslation('social');
  const { number } = useFormat();
  const [done, setDone] = useState<number>(SAMPLE_CHALLENGE.done);
  const [editing, setEditing] = useState(false);
  // The form's chunk is in before anyone opens it.
  useEffect(() => void loadGoalForm(), []);
  const { goal } = SAMPLE_CHALLENGE;
  const year = dayjs().year();
  const percent = Math.round((done / goal) * 100);
  const toGo = Math.max(0, goal - done);
  const days = daysLeftInYear();

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="reading-challenge">
      <Group gap="xs" mb="sm">
        <IconTrophy size={20} color="var(--mantine-color-clay-6)" />
        <Title order={2} fz="lg" id="reading-challenge">
          {t('challenge.title', { year })}
        </Title>
      </Group>
      <Group wrap="nowrap" gap="md">
        <RingProgress
          size={112}
          thickness={10}
          roundCaps
          sections={[{ value: Math.min(100, percent), color: 'pine.6' }]}
          label={
            <Text ta="center" fw={800} fz="lg">
              {number(percent)}%
            </Text>
          }
        />
        <Stack gap={2}>
          <Text fw={700}>{t('challenge.progress', { done, goal })}</Text>
          <Text size="sm" c="dimmed">
            {t('challenge.toGo', { count: toGo })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('challenge.daysLeft', { count: days })}
          </Text>
        </Stack>
      </Group>
      <Popover opened={editing} onChange={setEditing} position="bottom" withArrow trapFocus width={240}>
        <Popover.Target>
          <Button mt="md" fullWidth variant="light" onClick={() => setEditing((o) => !o)}>
            {t('challenge.update')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Suspense fallback={null}>
            <ChallengeGoalForm
              done={done}
              goal={goal}
              onSave={(value) => {
                setDone(value);
                setEditing(false);
              }}
            />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
    </Card>
  );
}
