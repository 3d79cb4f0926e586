/**
 * Setting and clearing the member's currently-reading book (the profile shows it too). The answer
 * carries the book as the Currently Reading card shows it, so the card is whole at once.
 */
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { toast } from '../../lib/notify';

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
  const [mutate, { loading }] = useMutation(SetCurrentlyReading);
  return {
    saving: loading,
    async set(bookId: string, title: string): Promise<boolean> {
      try {
        await mutate({ variables: { bookId } });
        toast.account(`Now reading ${title}`);
        return true;
      } catch {
        toast.account('Failed to update currently reading', 'error');
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
        toast.account('Currently reading cleared');
        return true;
      } catch {
        toast.account('Failed to update currently reading', 'error');
        return false;
      }
    },
  };
}
