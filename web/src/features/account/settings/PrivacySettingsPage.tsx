/** /account/settings/privacy: who sees the member's birthday, favourites and wishlist: everyone, friends, or nobody. */
import { useQuery } from '@apollo/client/react';
import { Card, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { AccountPrivacyQuery } from './PrivacySettingsPage.data';
import type { ProfilePrivacy } from '../../../gql/graphql';
import { AccountScreen } from '../../../components/account/AccountScreen';
import { LoadFailed, SectionSkeleton } from '../../../components/account/SectionStates';
import { useSettings, type Settings } from './useSettings';

/** Each choice's label is privacy.<key> in the catalog, its description privacy.<key>Description. */
const CHOICES = [
  { value: 'PUBLIC', key: 'public' },
  { value: 'FRIENDS', key: 'friends' },
  { value: 'PRIVATE', key: 'private' },
] as const satisfies readonly { value: ProfilePrivacy; key: string }[];

function PrivacyForm({ memberId, settings }: { memberId: string; settings: Settings }) {
  const { t } = useTranslation('account');
  const { save } = useSettings(memberId, settings);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Radio.Group
        label={t('privacy.visibility')}
        description={t('privacy.visibilityDescription')}
        value={settings.privacy}
        onChange={(value) => void save({ privacy: value as ProfilePrivacy }, t('privacy.updated'))}
      >
        <Stack gap="md" mt="md">
          {CHOICES.map((c) => (
            <Radio
              key={c.value}
              value={c.value}
              label={t(`privacy.${c.key}`)}
              description={t(`privacy.${c.key}Description`)}
            />
          ))}
        </Stack>
      </Radio.Group>
    </Card>
  );
}

export function PrivacySettingsPage() {
  const { t } = useTranslation('account');
  const { data, error, refetch } = useQuery(AccountPrivacyQuery);
  const me = data?.me;
  return (
    <AccountScreen title={t('privacy.title')} description={t('privacy.description')}>
      {error && !me ? (
        <LoadFailed message={t('privacy.loadFailed')} onRetry={() => void refetch()} />
      ) : !me?.settings ? (
        <SectionSkeleton rows={1} height={180} />
      ) : (
        <PrivacyForm memberId={me.id} settings={me.settings} />
      )}
      <Text size="sm" c="dimmed">
        {t('privacy.friendsNote')}
      </Text>
    </AccountScreen>
  );
}
