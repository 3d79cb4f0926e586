/**
 * Live events: what mutations announce and subscriptions listen to, on one gateway or, through
 * Redis (redisBus.ts), across every replica. Topics are per member (or per order), so a listener
 * only ever hears about its own member's things. Payloads carry what REST answered to the write
 * that made the change (publish.ts), so delivering an event to any number of subscribers costs no
 * REST call; they never carry a token.
 *
 * Announcing never fails a mutation: the change is made whether or not anyone hears of it live,
 * so a lost connection to Redis is reported through `onError` and the mutation answers as usual.
 */
import { EventEmitter } from 'node:events';
import { PubSub, PubSubEngine } from 'graphql-subscriptions';
import type { RestCartLine, RestFriend, RestFriendRequest, RestFriendshipStatus, RestOrder } from '../rest/contract.js';
import type { RedisBus } from './redisBus.js';

export type FriendshipAction = 'ACCEPTED' | 'REJECTED' | 'CANCELLED' | 'UNFRIENDED';

/** A friendship change as one member sees it: `userId` is the other member. */
export interface FriendshipChangeEvent {
  action: FriendshipAction;
  userId: number;
  requestId: number | null;
  friendshipId: number | null;
  /** Where the receiving member now stands with `userId`, from REST's answer to the write. */
  state: RestFriendshipStatus;
  /**
   * The new friendship as the receiving member sees it (ACCEPTED), null when none; absent when the
   * write's answer did not say (the requester's side of an accept): the listener reads it.
   */
  friendship?: RestFriend | null;
}

/** An order changed: the order as REST answered it after the change (absent: the listener reads it). */
export interface OrderEvent {
  orderId: string;
  order?: RestOrder;
}

/** A member's cart changed: REST's own answer to the write. */
export interface CartEvent {
  /** Lines and their total after the change. */
  count: number;
  subtotal: string;
  /** The line added or changed; null when lines left the cart instead. */
  item: RestCartLine | null;
  /** Lines that left the cart (removed, or ordered). */
  removedItemIds: number[];
}

type Id = number | string;

/** Every topic and what is published on it. */
export const topics = {
  friendRequestReceived: (memberId: Id) => `friend-request:${memberId}`,
  friendshipChanged: (memberId: Id) => `friendship:${memberId}`,
  orderUpdated: (orderId: string) => `order:${orderId}`,
  /** Any of the member's orders moved a step: the shell's notice. */
  orderChanged: (memberId: Id) => `orders:${memberId}`,
  cartChanged: (memberId: Id) => `cart:${memberId}`,
  /** A friend did something this member's feed shows: REST named them among its audience. */
  friendActivity: (memberId: Id) => `friend-activity:${memberId}`,
  /** The member's tokens were revoked (password, sign-out): every replica checks their sockets' tokens (liveSessions.ts). */
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
  // One listener per subscription on a topic: a member's tabs may hold hundreds within the limits
  // (WS_MAX_SOCKETS_PER_MEMBER × WS_MAX_SUBSCRIPTIONS_PER_SOCKET), which is not a leak.
  private readonly local = new PubSub({ eventEmitter: new EventEmitter().setMaxListeners(0) });
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
