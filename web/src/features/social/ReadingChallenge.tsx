/**
 * The Reading Challenge card (issue 36): the member's own goal for this year, in the calendar (AD)
 * or Bikram Sambat (BS) year they chose, with done, to go, percent and days left as the graph
 * counts them (books finished on the Read shelf, on the store's clock). With no goal there is no
 * challenge, only an invitation to set one. 'Update Progress' leads to My shelves, where books are
 * finished.
 */
import '@mantine/core/styles/RingProgress.css';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Group, RingProgress, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { SocialChallengeQuery } from './SocialPage.data';

const loadGoalForm = () => import('./ChallengeGoalForm');
const ChallengeGoalForm = lazy(() => loadGoalForm().then((m) => ({ default: m.ChallengeGoalForm })));

export function ReadingChallenge() {
  const { t } = useTranslation('social');
  const { number } = useFormat();
  const { data, refetch } = useQuery(SocialChallengeQuery);
  const challenge = data?.readingChallenge;
  // The invitation's form is in before anyone fills it. Drawn once the page is alive: its code is
  // a chunk of its own, which a server render would have to wait for (React's lazy suspends there).
  const [alive, setAlive] = useState(false);
  useEffect(() => setAlive(true), []);
  useEffect(() => {
    if (data && !challenge) void loadGoalForm();
  }, [data, challenge]);
  if (!data) return null;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="reading-challenge">
      <Group gap="xs" mb="sm">
        <IconTrophy size={20} color="var(--mantine-color-clay-6)" />
        <Title order={2} fz="lg" id="reading-challenge">
          {challenge
            ? t(challenge.calendar === 'BS' ? 'challenge.titleBs' : 'challenge.title', { year: challenge.year })
            : t('challenge.invitationTitle')}
        </Title>
      </Group>
      {challenge ? (
        <>
          <Group wrap="nowrap" gap="md">
            <RingProgress
              size={112}
              thickness={10}
              roundCaps
              sections={[{ value: challenge.percent, color: 'pine.6' }]}
              label={
                <Text ta="center" fw={800} fz="lg">
                  {number(challenge.percent)}%
                </Text>
              }
            />
            <Stack gap={2}>
              <Text fw={700}>{t('challenge.progress', { done: challenge.done, goal: challenge.goal })}</Text>
              <Text size="sm" c="dimmed">
                {t('challenge.toGo', { count: challenge.toGo })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('challenge.daysLeft', { count: challenge.daysLeft })}
              </Text>
            </Stack>
          </Group>
          <Button mt="md" fullWidth variant="light" component={Link} to={paths.accountSection('shelves')}>
            {t('challenge.update')}
          </Button>
        </>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('challenge.invitation')}
          </Text>
          {alive && (
            <Suspense fallback={null}>
              <ChallengeGoalForm onSaved={() => void refetch()} />
            </Suspense>
          )}
        </Stack>
      )}
    </Card>
  );
}
