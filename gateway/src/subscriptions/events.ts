/**
 * Live events: what mutations announce and subscriptions listen to, on one gateway or, through
 * Redis (redisBus.ts), across every replica. Topics are per member (or per order), so a listener
 * only ever hears about its own member's things. Payloads carry ids and public member summaries,
 * never a token; anything private is read by each subscriber with their own token when the event
 * reaches them (resolvers/Subscription.ts).
 *
 * Announcing never fails a mutation: the change is made whether or not anyone hears of it live,
 * so a lost connection to Redis is reported through `onError` and the mutation answers as usual.
 */
import { PubSub, PubSubEngine } from 'graphql-subscriptions';
import type { RestFriendRequest } from '../rest/contract.js';
import type { RedisBus } from './redisBus.js';

export type FriendshipAction = 'ACCEPTED' | 'REJECTED' | 'CANCELLED' | 'UNFRIENDED';

/** A friendship change as one member sees it: `userId` is the other member. */
export interface FriendshipChangeEvent {
  action: FriendshipAction;
  userId: number;
  requestId: number | null;
  friendshipId: number | null;
}

/** An order changed; each listener reads it again with their own token. */
export interface OrderEvent {
  orderId: string;
}

/** A member's cart changed; each listener reads it again with their own token. */
export type CartEvent = Record<string, never>;

type Id = number | string;

/** Every topic and what is published on it. */
export const topics = {
  friendRequestReceived: (memberId: Id) => `friend-request:${memberId}`,
  friendshipChanged: (memberId: Id) => `friendship:${memberId}`,
  orderUpdated: (orderId: string) => `order:${orderId}`,
  cartChanged: (memberId: Id) => `cart:${memberId}`,
  /** The member's password changed: every replica checks their sockets' tokens (liveSessions.ts). */
  tokensRevoked: (memberId: Id) => `tokens-revoked:${memberId}`,
};

export type FriendRequestEvent = RestFriendRequest;

export interface LiveEventsOptions {
  /** Shares events with the other replicas; absent = this process only. */
  bus?: RedisBus;
  /** A publish that could not be sent (Redis down); the mutation goes on regardless. */
  onError?: (error: unknown, topic: string) => void;
  /** Tests: a subscription is now listening on `topic` (so an event published next reaches it). */
  onListening?: (topic: string) => void;
}

/**
 * graphql-subscriptions' engine: its async iterators (queueing, clean-up on return) do the work
 * for every subscription; this class decides where an event travels.
 */
export class LiveEvents extends PubSubEngine {
  private readonly local = new PubSub();
  private readonly topicOf = new Map<number, string>();

  constructor(private readonly options: LiveEventsOptions = {}) {
    super();
    options.bus?.onMessage((topic, payload) => void this.local.publish(topic, payload));
  }

  /** Sends the event to every listener of `topic`, on every replica; never rejects. */
  async publish(topic: string, payload: object): Promise<void> {
    try {
      // A copy through JSON either way, so in-memory and Redis deliver exactly the same thing.
      const message = JSON.stringify(payload);
      if (this.options.bus) await this.options.bus.publish(topic, message);
      else await this.local.publish(topic, JSON.parse(message));
    } catch (error) {
      this.options.onError?.(error, topic);
    }
  }

  async subscribe(topic: string, onMessage: (payload: unknown) => void): Promise<number> {
    await this.options.bus?.join(topic);
    const id = await this.local.subscribe(topic, onMessage);
    this.topicOf.set(id, topic);
    this.options.onListening?.(topic);
    return id;
  }

  unsubscribe(id: number): void {
    const topic = this.topicOf.get(id);
    if (topic === undefined) return;
    this.topicOf.delete(id);
    this.local.unsubscribe(id);
    this.options.bus?.leave(topic);
  }

  /** The events of `topic`, one by one, until the subscription ends. */
  listen<T>(topic: string): AsyncIterableIterator<T> {
    return this.asyncIterableIterator<T>(topic);
  }

  async close(): Promise<void> {
    await this.options.bus?.close();
  }
}
