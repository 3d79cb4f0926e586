/**
 * Live events between gateway replicas over Redis pub/sub (REDIS_URL). Each replica publishes on
 * one connection and listens on another, subscribed only to the channels its own clients wait on
 * (counted, so a channel is left when its last listener goes). Channel names start with a prefix
 * (REDIS_CHANNEL_PREFIX) so deployments and test runs sharing one Redis stay apart.
 *
 * Publishing never waits for a Redis that is away: with no offline queue the call fails at once
 * and the event is dropped (events.ts reports it). The listening connection reconnects and
 * subscribes again by itself.
 */
import { Redis } from 'ioredis';

export interface RedisBus {
  publish(topic: string, message: string): Promise<void>;
  /** Listens on `topic`; resolves once Redis has confirmed the subscription. */
  join(topic: string): Promise<void>;
  leave(topic: string): void;
  onMessage(handler: (topic: string, payload: unknown) => void): void;
  close(): Promise<void>;
}

export interface RedisBusOptions {
  url: string;
  prefix: string;
  onError?: (error: Error) => void;
}

export function createRedisBus({ url, prefix, onError }: RedisBusOptions): RedisBus {
  const publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const listener = new Redis(url, { autoResubscribe: true });
  // ioredis emits 'error' on every failed reconnect: report the first one of an outage (not one a
  // second), and never let it crash the process.
  for (const connection of [publisher, listener]) {
    let reported = false;
    connection.on('ready', () => (reported = false));
    connection.on('error', (error: Error) => {
      if (!reported) onError?.(error);
      reported = true;
    });
  }

  /** Listeners per topic, and the SUBSCRIBE that started listening (later joiners wait for it). */
  const joined = new Map<string, { count: number; ready: Promise<unknown> }>();
  const handlers: ((topic: string, payload: unknown) => void)[] = [];

  listener.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    const topic = channel.slice(prefix.length);
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      return; // not one of ours
    }
    for (const handler of handlers) handler(topic, payload);
  });

  return {
    async publish(topic, message) {
      await publisher.publish(prefix + topic, message);
    },
    async join(topic) {
      const entry = joined.get(topic);
      if (entry) {
        entry.count += 1;
        await entry.ready;
        return;
      }
      const ready = listener.subscribe(prefix + topic);
      joined.set(topic, { count: 1, ready });
      try {
        await ready;
      } catch (error) {
        joined.delete(topic);
        throw error;
      }
    },
    leave(topic) {
      const entry = joined.get(topic);
      if (!entry) return;
      entry.count -= 1;
      if (entry.count > 0) return;
      joined.delete(topic);
      listener.unsubscribe(prefix + topic).catch((error: Error) => onError?.(error));
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    async close() {
      publisher.disconnect();
      listener.disconnect();
    },
  };
}
