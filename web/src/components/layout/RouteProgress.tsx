/** A thin bar at the top while the next screen's code or data loads (react-router's navigation state). */
import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/react';

export function RouteProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state !== 'idle';
  if (!loading) return null;
  return (
    <Progress
      value={100}
      animated
      striped
      size={3}
      radius={0}
      color="clay.6"
      aria-label={t('loadingPage')}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
