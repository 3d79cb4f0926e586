/**
 * The browser's Apollo Client, loaded when something first needs the graph. Pages that ask it
 * nothing (landing, About, Contact, Terms, Rental Policy, not found: `noGraph` in their route's meta)
 * draw and come alive for a guest without Apollo Client, rxjs, graphql and optimism (~47 kB gzip
 * of a phone's first download). Every screen that asks the graph waits for it beside its code (its
 * route's `lazy` and loader), and so do the header's search and a member's tools; the context
 * (app/provider.tsx) hands it to hooks when they ask. The server renders with a client
 * of its own and never loads this one.
 */
import type { ApolloClient } from '@apollo/client';

let client: ApolloClient | undefined;
let loading: Promise<ApolloClient | undefined> | undefined;

/** Makes `given` the client (a test's; the browser's once loaded). */
export function provideApolloClient(given: ApolloClient): void {
  client = given;
  loading = Promise.resolve(given);
}

/**
 * The browser's client, loading it on first call; nothing on the server (its render has its own).
 * A failed load is not kept: the next screen that asks loads it again (browsers no longer keep a
 * failed module fetch either, whatwg/html#10327), so a moment without signal costs one screen.
 */
export function loadApolloClient(): Promise<ApolloClient | undefined> {
  if (import.meta.env.SSR) return Promise.resolve(undefined);
  return (loading ??= import('./apollo').then(
    ({ apolloClient }) => {
      provideApolloClient(apolloClient);
      return apolloClient;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/** The client if it is in; undefined before. */
export const loadedApolloClient = (): ApolloClient | undefined => client;

/** Waits for the client along with a lazily loaded piece of code that uses it. */
export async function withApolloClient<T>(load: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load, loadApolloClient()]);
  return loaded;
}
