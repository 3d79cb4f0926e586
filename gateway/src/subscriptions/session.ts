/**
 * Who is on a WebSocket connection, and the context their subscriptions resolve with. A
 * connection is a member's only when REST accepts its token (their own profile, as `me` reads
 * it). Every event is resolved with a fresh context over that token, as if it were a new request:
 * loaders never hold an answer from one event to the next, and each has its own REST deadline.
 * Resolving an event asks REST nothing by itself (events carry what changed): the subscriber's
 * token is checked first against REST's published key, as an HTTP request's is (tokens.ts), and
 * a token that no longer verifies (expired) closes the socket instead of receiving the event. A
 * revoked token's sockets are closed by liveSessions.ts, and a read an event makes that REST
 * refuses closes it too.
 */
import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { GatewayConfig } from '../config.js';
import { bearerToken, createContext, type Context } from '../context.js';
import { restClientFor, type Upstream } from '../rest/client.js';
import { unauthenticated, type TokenVerifier } from '../tokens.js';
import { usersApi } from '../rest/users.js';
import type { LiveEvents } from './events.js';

export interface Subscriber {
  memberId: string;
  authorization: string;
  /** Closes the connection with 4403 Forbidden (set once the connection is accepted). */
  revoke?: () => void;
}

/**
 * The member whose token `authorization` carries; null when it carries none or REST refuses it.
 * Throws UPSTREAM_UNAVAILABLE when REST cannot tell (the client should try again later).
 */
export async function authenticate(upstream: Upstream, authorization: unknown): Promise<Subscriber | null> {
  const token = typeof authorization === 'string' ? bearerToken(authorization) : null;
  if (!token) return null;
  try {
    const me = await usersApi(restClientFor(upstream, token, `ws-${randomUUID()}`)).me();
    return { memberId: String(me.id), authorization: `Bearer ${token}` };
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || code === 'NOT_FOUND') return null;
    throw error;
  }
}

type SubscriberContext = Context & {
  subscriber: Subscriber & { fresh: () => Context; verify: () => Promise<void> };
};

export function subscriberContext(
  upstream: Upstream,
  config: GatewayConfig,
  events: LiveEvents,
  subscriber: Subscriber,
  tokens: TokenVerifier,
): Context {
  const fresh = (): Context => ({
    ...createContext(upstream, config, subscriber.authorization, undefined, undefined, {
      memberId: subscriber.memberId,
    }),
    events,
  });
  /** The token still verifies, for the same member; else the socket closes (4403) and this throws. */
  const verify = async () => {
    const caller = await tokens.callerOf(bearerToken(subscriber.authorization));
    if ('memberId' in caller && caller.memberId === subscriber.memberId) return;
    const refusal = 'refused' in caller ? caller.refused : unauthenticated();
    if (refusal.extensions.code === 'UNAUTHENTICATED') subscriber.revoke?.();
    throw refusal;
  };
  return Object.assign(fresh(), { subscriber: { ...subscriber, fresh, verify } });
}

function isSubscriberContext(ctx: Context): ctx is SubscriberContext {
  return 'subscriber' in ctx;
}

/** The member a subscription belongs to (only WebSocket connections have one). */
export function subscriberOf(ctx: Context): Subscriber {
  if (!isSubscriberContext(ctx)) {
    throw new GraphQLError('Subscriptions are served over WebSocket only.', {
      extensions: { code: 'BAD_REQUEST' },
    });
  }
  return ctx.subscriber;
}

/**
 * Before resolving an event: the subscriber's token checked against REST's published key (no REST
 * call: delivering an event must cost the same however many subscribe), then a new REST client,
 * loaders and deadline, on the same connection.
 */
export async function renew(ctx: Context): Promise<Context> {
  if (!isSubscriberContext(ctx)) return ctx;
  await ctx.subscriber.verify();
  return Object.assign(ctx, ctx.subscriber.fresh());
}

/** A read an event could not carry, as the subscriber; a token REST refuses closes their socket (4403). */
export async function asSubscriber<T>(ctx: Context, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isSubscriberContext(ctx) && error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED')
      ctx.subscriber.revoke?.();
    throw error;
  }
}
