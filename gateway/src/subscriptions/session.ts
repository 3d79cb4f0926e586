/**
 * Who is on a WebSocket connection, and the context their subscriptions resolve with. A
 * connection is a member's only when REST accepts its token (their own profile, as `me` reads
 * it). Every event is resolved with a fresh context over that token, as if it were a new request:
 * loaders never hold an answer from one event to the next, and each has its own REST deadline.
 * Before an event is resolved REST is asked again whether the token still stands; when it does
 * not (a password changed), the socket is closed with 4403 and the event shows nothing.
 */
import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { GatewayConfig } from '../config.js';
import { bearerToken, createContext, type Context } from '../context.js';
import { restClientFor, type Upstream } from '../rest/client.js';
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

type SubscriberContext = Context & { subscriber: Subscriber & { fresh: () => Context } };

export function subscriberContext(
  upstream: Upstream,
  config: GatewayConfig,
  events: LiveEvents,
  subscriber: Subscriber,
): Context {
  const fresh = (): Context => ({
    ...createContext(upstream, config, subscriber.authorization, undefined, undefined, {
      memberId: subscriber.memberId,
    }),
    events,
  });
  return Object.assign(fresh(), { subscriber: { ...subscriber, fresh } });
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
 * Before resolving an event: a new REST client, loaders and deadline, on the same connection, and
 * the token checked again (the profile read is kept in the loaders for the event's own fields).
 */
export async function renew(ctx: Context): Promise<Context> {
  if (!isSubscriberContext(ctx)) return ctx;
  Object.assign(ctx, ctx.subscriber.fresh());
  try {
    await ctx.loaders.me();
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') ctx.subscriber.revoke?.();
    throw error;
  }
  return ctx;
}
