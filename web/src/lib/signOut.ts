/**
 * The member's own sign-out (menu, drawer, settings): the gateway's `logout` ends this tab's token
 * on every replica and REST at once (the member's other devices stay signed in), or with
 * `everywhere` every token the member holds; then this tab forgets it. Only for a member who chose
 * to sign out: a token the server already refused is dropped by session.signOut() alone
 * (apollo.ts). A function, not a hook: the drawer is drawn for guests on pages that load no
 * Apollo Client, so the client is asked for only when a member signs out.
 */
import { graphql } from '../gql';
import { loadApolloClient } from './lazyApollo';
import { session } from './session';

const SignOut = graphql(`
  mutation SignOut($everywhere: Boolean) {
    logout(everywhere: $everywhere)
  }
`);

export async function signOut({ everywhere = false }: { everywhere?: boolean } = {}): Promise<void> {
  try {
    // Sent while the tab still holds the token, so it travels with the request.
    const client = await loadApolloClient();
    await client?.mutate({ mutation: SignOut, variables: { everywhere } });
  } catch {
    // Offline, or the token had already ended: this tab signs out all the same.
  }
  session.signOut();
}
