/** /account/settings/notifications: whether Pustak may email the member (on by default, SPEC §3). */
import { useQuery } from '@apollo/client/react';
import { Card, Switch } from '@mantine/core';
import { graphql } from '../../gql';
import { AccountScreen } from '../../components/account/AccountScreen';
import { LoadFailed, SectionSkeleton } from '../../components/account/SectionStates';
import { useSettings, type Settings } from './useSettings';

const AccountNotificationsQuery = graphql(`
  query AccountNotifications {
    me {
      id
      settings {
        emailNotifications
        privacy
      }
    }
  }
`);

function NotificationForm({ memberId, settings }: { memberId: string; settings: Settings }) {
  const { save } = useSettings(memberId, settings);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Switch
        size="md"
        label="Email notifications"
        description="Emails about your orders, friend requests and new books. Password reset emails are always sent."
        checked={settings.emailNotifications}
        onChange={(e) => void save({ emailNotifications: e.currentTarget.checked }, 'Notification settings updated')}
      />
    </Card>
  );
}

export function NotificationSettingsPage() {
  const { data, error, refetch } = useQuery(AccountNotificationsQuery);
  const me = data?.me;
  return (
    <AccountScreen title="Notification Settings" description="Choose how Pustak keeps in touch.">
      {error && !me ? (
        <LoadFailed message="Failed to load your settings" onRetry={() => void refetch()} />
      ) : !me?.settings ? (
        <SectionSkeleton rows={1} height={96} />
      ) : (
        <NotificationForm memberId={me.id} settings={me.settings} />
      )}
    </AccountScreen>
  );
}
