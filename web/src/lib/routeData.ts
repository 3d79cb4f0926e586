/**
 * A screen's data leaves with its code, not after it. Each data screen has a small
 * `<Screen>.data.ts` module (its query documents, the variables its URL gives them, and a
 * `preload`), loaded by the route's loader beside the screen's own chunk. The loader starts the
 * screen's queries and returns at once: the screen's useQuery then joins the request in flight
 * (Apollo deduplicates identical queries) or reads its answer from the cache, so the screen still
 * owns its loading, error and retry states and the request count stays one per screen.
 *
 * Only the browser preloads: the server renders public screens with their data through
 * prerenderStatic (server/render.tsx), and a hydrating page already holds its data.
 */
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { HeaderCartCount } from './headerCartCount';
import { loadApolloClient } from './lazyApollo';
import { session } from './session';

/** Starts a screen's queries for the URL being navigated to; never waits for their answers. */
export type Preload = (client: ApolloClient, args: LoaderFunctionArgs) => void;

export interface DataModule {
  preload: Preload;
}

/**
 * A route loader that loads the screen's data module and starts its queries, when `allowed` (a
 * members' screen preloads nothing for a guest, whom the guard sends to sign in). The browser's
 * client loads beside the data module on the first screen that needs it (lib/lazyApollo.ts).
 */
export function routeLoader(data: () => Promise<DataModule>, allowed: () => boolean) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    if (!allowed()) return null;
    const [{ preload }, client] = await Promise.all([data(), loadApolloClient()]);
    if (!client) return null;
    preload(client, args);
    startMemberQueries(client);
    return null;
  };
}

/**
 * What the header asks for a member on every screen (the cart's count), started with the screen's
 * queries so both go in one request: the header's cart is a chunk of its own and would otherwise
 * ask later, in a request of its own. Answered from the cache once known.
 */
export function startMemberQueries(client: ApolloClient) {
  if (session.isSignedIn) startQuery(client, HeaderCartCount);
}

/**
 * Starts one query. Its failure is left to the screen's own query, which joins the same request
 * and shows the error with a way to retry. `fresh` asks the network even when the cache has an
 * answer (a member's lists, a profile, Book Social: what may have changed since the last visit).
 * Such a screen still reads cache-first: it shows the cached answer at once and the fresh one when
 * it lands. Reading cache-and-network would ask a second time whenever the loader's answer is in
 * before the screen's code.
 */
export function startQuery<Data, Variables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<Data, Variables>,
  variables?: Variables,
  { fresh = false }: { fresh?: boolean } = {},
) {
  const options = { query, variables, fetchPolicy: fresh ? 'network-only' : 'cache-first' };
  client.query(options as ApolloClient.QueryOptions<Data, Variables>).catch(() => undefined);
}
