/** /account/settings/notifications: whether Pustak may email the member (on by default, SPEC §3). */
import '@mantine/core/styles/Switch.css';
import { useQuery } from '@apollo/client/react';
import { Card, Switch } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { AccountNotificationsQuery } from './NotificationSettingsPage.data';
import { AccountScreen } from '../../../components/account/AccountScreen';
import { LoadFailed, SectionSkeleton } from '../../../components/account/SectionStates';
import { useSettings, type Settings } from './useSettings';

function NotificationForm({ memberId, settings }: { memberId: string; settings: Settings }) {
  const { t } = useTranslation('account');
  const { save } = useSettings(memberId, settings);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Switch
        size="md"
        label={t('notifications.email')}
        description={t('notifications.emailDescription')}
        checked={settings.emailNotifications}
        onChange={(e) => void save({ emailNotifications: e.currentTarget.checked }, t('notifications.updated'))}
      />
    </Card>
  );
}

export function NotificationSettingsPage() {
  const { t } = useTranslation('account');
  const { data, error, refetch } = useQuery(AccountNotificationsQuery);
  const me = data?.me;
  return (
    <AccountScreen title={t('notifications.title')} description={t('notifications.description')}>
      {error && !me ? (
        <LoadFailed message={t('notifications.loadFailed')} onRetry={() => void refetch()} />
      ) : !me?.settings ? (
        <SectionSkeleton rows={1} height={96} />
      ) : (
        <NotificationForm memberId={me.id} settings={me.settings} />
      )}
    </AccountScreen>
  );
}
