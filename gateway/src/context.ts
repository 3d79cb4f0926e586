/**
 * What every resolver receives, built fresh for each GraphQL request: the caller's REST client
 * (their token, their call log), the REST groups over it, and the request's loaders; and the
 * gateway's live events (subscriptions/), on which mutations announce what they changed.
 */
import { randomUUID } from 'node:crypto';
import type { GatewayConfig } from './config.js';
import { Loaders } from './loaders.js';
import { restApi } from './rest/api.js';
import { restClientFor, type Upstream } from './rest/client.js';
import type { LiveEvents } from './subscriptions/events.js';
import type { Caller } from './tokens.js';

/** `Bearer <token>` → the token; anything else is a guest. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * What one request's REST calls share with the gateway, its public cache at the generation current
 * as the request begins (one Redis read when replicas share it, publicCache.ts).
 */
export async function upstreamForRequest(upstream: Upstream): Promise<Upstream> {
  const publicCache = await upstream.publicCache?.forOperation();
  return publicCache === upstream.publicCache ? upstream : { ...upstream, publicCache };
}

export function createContext(
  upstream: Upstream,
  config: GatewayConfig,
  authorization: string | undefined,
  /** The HTTP request's id (logging.ts), sent to REST with every call; a fresh one when none. */
  requestId: string = randomUUID(),
  /** The caller's address (TRUST_PROXY decides whether X-Forwarded-For names it), for REST's limits. */
  clientAddress?: string,
  /** Who the token says the caller is, verified by tokens.ts (or, for a WebSocket, by REST). */
  caller: Caller = { memberId: null },
) {
  const token = bearerToken(authorization);
  const memberId = 'memberId' in caller ? caller.memberId : null;
  const rest = restClientFor(upstream, token, requestId, clientAddress);
  const api = restApi(rest);
  return {
    config,
    requestId,
    rest,
    /** The public cache as this operation sees it: its answer waits for the writes it announced (server.ts). */
    publicCache: upstream.publicCache,
    api,
    signedIn: memberId !== null,
    /** The member's id from their verified token: no REST call needed to know who they are. */
    memberId,
    /** Set when the token was refused: the operation answers this error and calls nothing (server.ts). */
    tokenRefusal: 'refused' in caller ? caller.refused : null,
    loaders: new Loaders(rest, api),
    /** This query reads the viewer's state of its books (prefetch.ts); never for a guest. */
    readsViewerState: false,
  };
}

export type Context = ReturnType<typeof createContext> & { events: LiveEvents };
