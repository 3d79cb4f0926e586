/** /account/settings/privacy: who sees the member's birthday, favourites and wishlist: everyone, friends, or nobody. */
import { useQuery } from '@apollo/client/react';
import { Card, Radio, Stack, Text } from '@mantine/core';
import { graphql } from '../../gql';
import type { ProfilePrivacy } from '../../gql/graphql';
import { AccountScreen } from '../../components/account/AccountScreen';
import { LoadFailed, SectionSkeleton } from '../../components/account/SectionStates';
import { useSettings, type Settings } from './useSettings';

const AccountPrivacyQuery = graphql(`
  query AccountPrivacy {
    me {
      id
      settings {
        emailNotifications
        privacy
      }
    }
  }
`);

const CHOICES: { value: ProfilePrivacy; label: string; description: string }[] = [
  {
    value: 'PUBLIC',
    label: 'Public',
    description: 'Members see your date of birth, favourite books and wishlist on your profile.',
  },
  {
    value: 'FRIENDS',
    label: 'Friends only',
    description: 'Your friends see your date of birth, favourite books and wishlist; other members do not.',
  },
  {
    value: 'PRIVATE',
    label: 'Private',
    description:
      'Only you see your date of birth, favourite books and wishlist. Your name, picture, bio, status and reviews stay visible.',
  },
];

function PrivacyForm({ memberId, settings }: { memberId: string; settings: Settings }) {
  const { save } = useSettings(memberId, settings);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Radio.Group
        label="Profile visibility"
        description="Changes are saved as soon as you choose."
        value={settings.privacy}
        onChange={(value) => void save({ privacy: value as ProfilePrivacy }, 'Privacy settings updated')}
      >
        <Stack gap="md" mt="md">
          {CHOICES.map((c) => (
            <Radio key={c.value} value={c.value} label={c.label} description={c.description} />
          ))}
        </Stack>
      </Radio.Group>
    </Card>
  );
}

export function PrivacySettingsPage() {
  const { data, error, refetch } = useQuery(AccountPrivacyQuery);
  const me = data?.me;
  return (
    <AccountScreen title="Privacy Settings" description="Choose what other readers see on your profile.">
      {error && !me ? (
        <LoadFailed message="Failed to load your settings" onRetry={() => void refetch()} />
      ) : !me?.settings ? (
        <SectionSkeleton rows={1} height={180} />
      ) : (
        <PrivacyForm memberId={me.id} settings={me.settings} />
      )}
      <Text size="sm" c="dimmed">
        Friends and friend requests work the same either way.
      </Text>
    </AccountScreen>
  );
}
