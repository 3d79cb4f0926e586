/** A thin bar at the top while the next screen's code or data loads (react-router's navigation state). */
import { useNavigation } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';

export function RouteProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state !== 'idle';
  if (!loading) return null;
  // Styled in RouteProgress.css (in the shell's stylesheet, app/styles.ts).
  return <div className="route-progress" role="progressbar" aria-label={t('loadingPage')} />;
}
