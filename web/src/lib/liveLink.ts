/**
 * Subscriptions over WebSocket (graphql-ws) at the app's own origin, ws(s)://host/graphql, with
 * the session's token in connectionParams. The socket opens only while a screen subscribes
 * (lazy), retries for as long as it must when the gateway restarts or a replica goes away, and
 * reconnects as the new member whenever the session's token changes (sign-in, sign-out, a new
 * password). A password change closes the sockets of the old token (4403) before this tab has the
 * new one, so a refusal while signed in is retried a couple of times (with whatever token the
 * session holds by then) before giving up. Events sent while it was away are lost, so after an unexpected loss the screens'
 * queries are fetched again once it is back (`onReconnected`).
 */
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { session } from './session';

/** The gateway refused the token: retrying with the same one cannot help. */
const FORBIDDEN = 4403;
/** Ours: the session changed, so connect again with the current token. */
const SESSION_CHANGED = 4205;
const NORMAL = 1000;
/** Refusals in a row retried while signed in: enough for a password change to hand over its new token. */
const FORBIDDEN_RETRIES = 2;

const socketUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
const isCloseEvent = (value: unknown): value is { code: number } =>
  typeof value === 'object' && value !== null && 'code' in value;

/** 1 s, 2 s, 4 s … at most 10 s between attempts, a little randomised so replicas are not stampeded. */
const backOff = (retries: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** retries, 10_000) + Math.random() * 500));

export function createLiveLink(onReconnected: () => void): GraphQLWsLink {
  let socket: WebSocket | null = null;
  let tokenInUse: string | null = null;
  let lost = false;
  let refusals = 0;

  const client = createClient({
    url: socketUrl,
    lazy: true,
    connectionParams: () => {
      tokenInUse = session.token;
      return tokenInUse ? { authorization: `Bearer ${tokenInUse}` } : {};
    },
    retryAttempts: Infinity,
    retryWait: backOff,
    shouldRetry: (event) => {
      if (!(isCloseEvent(event) && event.code === FORBIDDEN)) return true;
      refusals += 1;
      return session.token !== null && refusals <= FORBIDDEN_RETRIES;
    },
    on: {
      opened: (opened) => {
        socket = opened as WebSocket;
      },
      connected: () => {
        refusals = 0;
        if (lost) onReconnected();
        lost = false;
      },
      closed: (event) => {
        socket = null;
        if (isCloseEvent(event) && event.code !== NORMAL) lost = true;
      },
    },
  });

  session.subscribe(() => {
    if (socket?.readyState === WebSocket.OPEN && session.token !== tokenInUse) {
      socket.close(SESSION_CHANGED, 'Session changed');
    }
  });

  return new GraphQLWsLink(client);
}
