/**
 * The member's own sign-out (menu, drawer, settings): the gateway's `logout` ends the token on
 * every replica and REST at once, then this tab forgets it. Only for a member who chose to sign
 * out: a token the server already refused is dropped by session.signOut() alone (apollo.ts).
 */
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import { session } from './session';

const SignOut = graphql(`
  mutation SignOut {
    logout
  }
`);

export function useSignOut(): () => Promise<void> {
  const [logout] = useMutation(SignOut);
  return useCallback(async () => {
    try {
      // Sent while the tab still holds the token, so it travels with the request.
      await logout();
    } catch {
      // Offline, or the token had already ended: this tab signs out all the same.
    }
    session.signOut();
  }, [logout]);
}
