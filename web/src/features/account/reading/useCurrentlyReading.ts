/**
 * Setting and clearing the member's currently-reading book (the profile shows it too). The answer
 * carries the book as the Currently Reading card shows it, so the card is whole at once.
 */
import { useMutation } from '@apollo/client/react';
import { useTranslation } from '../../../i18n/react';
import { graphql } from '../../../gql';
import { toast } from '../../../lib/notify';

const SetCurrentlyReading = graphql(`
  mutation SetCurrentlyReading($bookId: ID) {
    updateProfile(input: { currentlyReadingId: $bookId }) {
      id
      currentlyReading {
        id
        ...ReadingCard_book
      }
    }
  }
`);

export function useCurrentlyReading(memberId: string | undefined) {
  const { t } = useTranslation('account');
  const [mutate, { loading }] = useMutation(SetCurrentlyReading);
  return {
    saving: loading,
    async set(bookId: string, title: string): Promise<boolean> {
      try {
        await mutate({ variables: { bookId } });
        toast.account(t('reading.nowReading', { title }));
        return true;
      } catch {
        toast.account(t('reading.updateFailed'), 'error');
        return false;
      }
    },
    async clear(): Promise<boolean> {
      try {
        await mutate({
          variables: { bookId: null },
          ...(memberId && {
            optimisticResponse: {
              updateProfile: { __typename: 'UserProfile' as const, id: memberId, currentlyReading: null },
            },
          }),
        });
        toast.account(t('reading.cleared'));
        return true;
      } catch {
        toast.account(t('reading.updateFailed'), 'error');
        return false;
      }
    },
  };
}
