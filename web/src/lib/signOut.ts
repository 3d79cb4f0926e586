/**
 * The member's own sign-out (menu, drawer, settings): the gateway's `logout` ends the token on
 * every replica and REST at once, then this tab forgets it. Only for a member who chose to sign
 * out: a token the server already refused is dropped by session.signOut() alone (apollo.ts).
 * A function, not a hook: the drawer is drawn for guests on pages that load no Apollo Client, so
 * the client is asked for only when a member signs out.
 */
import { graphql } from '../gql';
import { loadApolloClient } from './lazyApollo';
import { session } from './session';

const SignOut = graphql(`
  mutation SignOut {
    logout
  }
`);

export async function signOut(): Promise<void> {
  try {
    // Sent while the tab still holds the token, so it travels with the request.
    const client = await loadApolloClient();
    await client?.mutate({ mutation: SignOut });
  } catch {
    // Offline, or the token had already ended: this tab signs out all the same.
  }
  session.signOut();
}
