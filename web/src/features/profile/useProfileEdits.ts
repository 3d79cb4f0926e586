/**
 * Saving the own profile's bio and status (SPEC §4 'Own profile', §5, §8). The answer is the
 * member's UserProfile, so the normalized cache (this page, `me`, everything else showing it)
 * changes at once, optimistically, and the session's stored copy is kept in step.
 */
import { useMutation } from '@apollo/client/react';
import { useTranslation } from '../../i18n/react';
import { graphql } from '../../gql';
import { toast } from '../../lib/notify';
import { session } from '../../lib/session';

export const BIO_MAX = 500;
export const STATUS_MAX = 150;

const UpdateProfileText = graphql(`
  mutation UpdateProfileText($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      username
      firstName
      lastName
      profilePictureUrl
      bio
      status
      statusUpdatedAt
    }
  }
`);

interface Current {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  profilePictureUrl?: string | null;
  bio: string;
  status: string;
  statusUpdatedAt?: string | null;
}

export function useProfileEdits(current: Current) {
  const { t } = useTranslation('profile');
  const [update] = useMutation(UpdateProfileText);

  const save = async (change: { bio: string } | { status: string }, done: string, failed: string) => {
    try {
      const { data } = await update({
        variables: { input: change },
        optimisticResponse: {
          updateProfile: {
            __typename: 'UserProfile',
            id: current.id,
            username: current.username,
            firstName: current.firstName,
            lastName: current.lastName,
            profilePictureUrl: current.profilePictureUrl ?? null,
            bio: current.bio,
            status: current.status,
            statusUpdatedAt: 'status' in change ? new Date().toISOString() : (current.statusUpdatedAt ?? null),
            ...change,
          },
        },
      });
      const saved = data?.updateProfile;
      if (saved && session.user?.id === saved.id) {
        session.updateUser({
          id: saved.id,
          username: saved.username,
          firstName: saved.firstName,
          lastName: saved.lastName,
          profilePictureUrl: saved.profilePictureUrl ?? null,
        });
      }
      toast.success(done);
      return true;
    } catch {
      toast.error(failed);
      return false;
    }
  };

  return {
    saveBio: (bio: string) => save({ bio }, t('editor.bio.saved'), t('editor.bio.saveFailed')),
    saveStatus: (status: string) => save({ status }, t('editor.status.saved'), t('editor.status.saveFailed')),
  };
}
