/**
 * The member's privacy and notification settings (SPEC §3 defaults: notifications on, public).
 * A change shows at once (optimistic) and rolls back with a toast if the server refuses it.
 */
import { useMutation } from '@apollo/client/react';
import { useTranslation } from '../../../i18n/react';
import { graphql } from '../../../gql';
import type { ProfilePrivacy } from '../../../gql/graphql';
import { toast } from '../../../lib/notify';

const UpdateSettings = graphql(`
  mutation UpdateSettings($input: SettingsInput!) {
    updateSettings(input: $input) {
      id
      settings {
        emailNotifications
        privacy
      }
    }
  }
`);

export interface Settings {
  emailNotifications: boolean;
  privacy: ProfilePrivacy;
}

export function useSettings(memberId: string, current: Settings) {
  const { t } = useTranslation('account');
  const [update, { loading }] = useMutation(UpdateSettings);
  const save = async (change: Partial<Settings>, done: string) => {
    try {
      await update({
        variables: { input: change },
        optimisticResponse: {
          updateSettings: {
            __typename: 'UserProfile',
            id: memberId,
            settings: { __typename: 'AccountSettings', ...current, ...change },
          },
        },
      });
      toast.account(done);
    } catch {
      toast.account(t('settingsFailed'), 'error');
    }
  };
  return { saving: loading, save };
}
