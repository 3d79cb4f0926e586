/**
 * The real gateway (and REST behind it) for screen tests: its URL from the run's global setup,
 * members signed up through the graph, and an Apollo Client like the app's (same cache policies,
 * data masking, the session's bearer token) that talks to it over HTTP. The client can hold back
 * an operation until the test releases it, to look at a screen between the click and the answer.
 */
import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import { inject } from 'vitest';
import { createCache } from '../lib/apolloCache';
import { createReadAfterWriteLink } from '../lib/readAfterWrite';
import { session } from '../lib/session';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
  }
}

export async function graph<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const res = await fetch(inject('gatewayUrl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface TestMember {
  id: string;
  token: string;
  username: string;
  firstName: string;
  lastName: string;
}

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token user { id username } } }`;

let signedUp = 0;
export async function newMember(firstName: string, lastName = 'Sharma'): Promise<TestMember> {
  signedUp += 1;
  const username = `web_${Date.now().toString(36)}_${signedUp}`;
  const data = await graph<{ register: { token: string; user: { id: string } } }>(REGISTER, {
    input: {
      firstName,
      lastName,
      username,
      email: `${username}@example.com`,
      dateOfBirth: '1998-04-14',
      password: 'correct horse battery',
      status: 'Reading in Kathmandu',
      hasAcceptedTerms: true,
      hasAcceptedRentalPolicy: true,
      termsAcceptanceDate: new Date().toISOString(),
    },
  });
  return { id: data.register.user.id, token: data.register.token, username, firstName, lastName };
}

/** Signs the member in as the login screen would (remembered). */
export function signIn(member: TestMember) {
  const { id, username, firstName, lastName } = member;
  session.signIn(member.token, { id, username, firstName, lastName, profilePictureUrl: null }, true);
}

export function createTestClient() {
  /** Operation names in the order the screens sent them. */
  const sent: string[] = [];
  const held = new Map<string, Promise<void>>();
  const answersHeld = new Map<string, Promise<void>>();

  const throughGateway: typeof fetch = async (input, init) => {
    const name = (JSON.parse(String(init?.body)) as { operationName?: string }).operationName ?? '';
    sent.push(name);
    await held.get(name);
    // jsdom's AbortSignal is not Node's, which Node's fetch refuses.
    const response = await fetch(input, { ...init, signal: undefined });
    const late = answersHeld.get(name);
    if (!late) return response;
    // Read now (the server has answered), handed over when the test says.
    const body = await response.text();
    await late;
    return new Response(body, { status: response.status, headers: response.headers });
  };

  const bearerToken = new ApolloLink((operation, forward) => {
    const token = session.token;
    if (token) operation.setContext({ headers: { authorization: `Bearer ${token}` } });
    return forward(operation);
  });
  // Live events are not under test here: subscriptions stay open and silent.
  const silentSubscriptions = new ApolloLink(() => new Observable(() => {}));

  const client = new ApolloClient({
    link: ApolloLink.from([
      bearerToken,
      createReadAfterWriteLink(),
      ApolloLink.split(
        (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
        silentSubscriptions,
        new HttpLink({ uri: inject('gatewayUrl'), fetch: throughGateway }),
      ),
    ]),
    cache: createCache(),
    dataMasking: true,
  });

  return {
    client,
    sent,
    /** Holds every request of the named operation until the returned function is called. */
    hold(operationName: string): () => void {
      return holdIn(held, operationName);
    },
    /**
     * Sends the named operation's requests at once (the server answers them as things are now) but
     * hands their answers to the client only when the returned function is called: a slow network.
     */
    holdAnswer(operationName: string): () => void {
      return holdIn(answersHeld, operationName);
    },
  };
}

function holdIn(holds: Map<string, Promise<void>>, operationName: string): () => void {
  let release = () => {};
  holds.set(operationName, new Promise<void>((resolve) => (release = resolve)));
  return () => {
    holds.delete(operationName);
    release();
  };
}
