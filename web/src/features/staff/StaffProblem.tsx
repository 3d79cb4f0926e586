/**
 * What a back-office section shows when its list did not come: for someone without a staff role
 * (FORBIDDEN) what they can do about it; otherwise that it failed, with a retry.
 */
import { Alert, Button } from '@mantine/core';
import { errorCode } from '../../lib/notify';
import { useTranslation } from '../../i18n/react';

export function StaffProblem({ error, retry }: { error: unknown; retry: () => unknown }) {
  const { t } = useTranslation('staff');
  if (errorCode(error) === 'FORBIDDEN' || errorCode(error) === 'UNAUTHENTICATED')
    return (
      <Alert color="gray" title={t('forbidden.title')}>
        {t('forbidden.text')}
      </Alert>
    );
  return (
    <Alert color="red" title={t('failed')}>
      <Button size="xs" variant="default" onClick={() => void retry()}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
