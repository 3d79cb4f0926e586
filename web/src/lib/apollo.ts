/**
 * The one Apollo Client: GraphQL over HTTP at /graphql (same origin as the app, operations started
 * together batched into one request so a screen costs one round trip) and subscriptions over
 * WebSocket at the same path (liveLink.ts), the member's bearer token on every operation, data
 * masking on, and the normalized cache that optimistic updates and live events write to. Any
 * UNAUTHENTICATED error signs the member out (SPEC §4); a tab whose token no longer matches
 * storage refuses to send anything and signs out instead.
 */
import { ApolloClient, ApolloLink, CombinedGraphQLErrors } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { getI18n } from '../i18n/translate';
import { defer, mergeMap, Observable } from 'rxjs';
import { createCache } from './apolloCache';
import { createReadAfterWriteLink } from './readAfterWrite';
import { session } from './session';

const refuseOnTokenMismatch = new ApolloLink((operation, forward) => {
  if (!session.tokenMismatch()) return forward(operation);
  session.signOut();
  return new Observable((observer) => observer.error(new Error(getI18n().t('errors.sessionChanged'))));
});

const bearerToken = new ApolloLink((operation, forward) => {
  const token = session.token;
  if (token) {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, authorization: `Bearer ${token}` },
    }));
  }
  return forward(operation);
});

/**
 * Subscriptions' link (liveLink.ts, with graphql-ws), loaded with the first subscription (members'
 * screens subscribe), not with the shell every first page downloads.
 */
function deferredLiveLink(onReconnected: () => void): ApolloLink {
  let live: Promise<ApolloLink> | undefined;
  const load = () => (live ??= import('./liveLink').then((module) => module.createLiveLink(onReconnected)));
  return new ApolloLink((operation, forward) => defer(load).pipe(mergeMap((link) => link.request(operation, forward))));
}

const signOutWhenUnauthenticated = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
    session.signOut();
  }
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([
    refuseOnTokenMismatch,
    signOutWhenUnauthenticated,
    bearerToken,
    createReadAfterWriteLink(),
    ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      // After the socket was lost (a gateway restart), screens read again what they may have missed.
      deferredLiveLink(() => void apolloClient.refetchQueries({ include: 'active' })),
      // Queries started together (the header's and the screen's) travel in one HTTP request.
      new BatchHttpLink({ uri: '/graphql', batchInterval: 10, batchMax: 10 }),
    ),
  ]),
  cache: createCache(),
  dataMasking: true,
});

// Signing out forgets everything the previous member could see.
session.onSignOut(() => {
  void apolloClient.clearStore();
});
