/**
 * Subscriptions for the tests: graphql-ws clients on `ws` (Node 20 has no WebSocket), a raw
 * handshake to see how a connection is refused, and feeds that answer events one at a time.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export const wsUrl = (origin: string) => `${origin.replace(/^http/, 'ws').replace(/\/graphql$/, '')}/graphql`;

const clients: Client[] = [];

/** A member's connection (like one browser tab); closed by `closeClients`. */
export function liveClient(origin: string, token: string): Client {
  const client = createClient({
    url: wsUrl(origin),
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

export async function closeClients(): Promise<void> {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
}

/** Sends connection_init with `params` and tells whether it was acknowledged or how the socket closed. */
export function handshake(origin: string, params: unknown): Promise<{ acknowledged: boolean; code?: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(origin), 'graphql-transport-ws');
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: params })));
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type !== 'connection_ack') return;
      resolve({ acknowledged: true });
      socket.close(1000);
    });
    socket.on('close', (code) => resolve({ acknowledged: false, code }));
    socket.on('error', reject);
  });
}

type GraphQLErrors = { message: string; extensions?: { code?: string } }[];

export interface Feed<T> {
  /** The next event's data; fails on a GraphQL error or when nothing comes within 10 s. */
  next(): Promise<T>;
  /** The errors of the next result (for subscriptions that are refused). */
  nextErrors(): Promise<GraphQLErrors>;
  stop(): Promise<void>;
}

export function subscribe<T = any>(client: Client, query: string, variables: Record<string, unknown> = {}): Feed<T> {
  const events = client.iterate<T>({ query, variables });
  const nextResult = async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No event within 10 s for ${query}`)), 10_000);
    });
    try {
      const step = await Promise.race([events.next(), timeout]);
      if (step.done) throw new Error(`The subscription ended: ${query}`);
      return step.value;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    async next() {
      const result = await nextResult();
      if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
      return result.data as T;
    },
    async nextErrors() {
      try {
        return ((await nextResult()).errors ?? []) as GraphQLErrors;
      } catch (error) {
        // Refused before it ran (validation): graphql-ws ends the subscription with the errors.
        if (Array.isArray(error)) return error as GraphQLErrors;
        throw error;
      }
    },
    async stop() {
      await events.return?.();
    },
  };
}

/** Polls until `check` holds (a subscription is listening, a child process answers, …). */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  const holds = async () => {
    try {
      return await check();
    } catch {
      return false;
    }
  };
  while (!(await holds())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface RawLiveSocket {
  /** Every `next` payload received, in order. */
  events: unknown[];
  /** The close code, once the server closes the socket. */
  closed: Promise<number>;
  close(): void;
}

/**
 * A raw graphql-transport-ws socket with one subscription, as a browser tab holds it: resolves
 * once the subscription is sent; records what arrives and how the socket ends.
 */
export function liveSocket(origin: string, token: string, query: string): Promise<RawLiveSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(origin), 'graphql-transport-ws');
    const events: unknown[] = [];
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    const live: RawLiveSocket = { events, closed, close: () => socket.close(1000) };
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
    );
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; payload?: unknown };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
        resolve(live);
      } else if (message.type === 'next' || message.type === 'error') events.push(message.payload);
    });
    socket.on('error', reject);
    void closed.then((code) => reject(new Error(`closed with ${code} before it was acknowledged`)));
  });
}
