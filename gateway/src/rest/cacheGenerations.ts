/**
 * The public cache's generation shared by every gateway replica through Redis (REDIS_URL): one key
 * (`<REDIS_CHANNEL_PREFIX>public-cache:generation`) holding a random value that a write replaces.
 * Each GraphQL request reads it with one GET before it starts; a write's SET is awaited before its
 * mutation answers (publicCache.ts). Values are random rather than counted, so a Redis that lost
 * the key (a restart without persistence) can never hand out a generation seen before.
 *
 * Redis being away never fails or slows a request for long: commands are not queued while
 * disconnected (they fail at once) and time out after COMMAND_TIMEOUT_MS, and an unknown
 * generation only means the request reads REST. A new generation that could not be stored is
 * stored again every second until it is; and since writes made while Redis was away could not be
 * announced, every entry read before a lost connection is dropped (onLoss).
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { SharedGenerations } from './publicCache.js';

/** Redis answers a GET in well under a millisecond; past this it is treated as away. */
const COMMAND_TIMEOUT_MS = 250;
const RETRY_MS = 1000;

export interface RedisGenerationsOptions {
  url: string;
  /** REDIS_CHANNEL_PREFIX: deployments and test runs sharing one Redis keep apart. */
  prefix: string;
  onError?: (error: Error) => void;
}

export function redisGenerations({ url, prefix, onError }: RedisGenerationsOptions): SharedGenerations {
  const key = `${prefix}public-cache:generation`;
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 1000,
    retryStrategy: () => RETRY_MS,
  });
  const lossListeners: (() => void)[] = [];
  let reported = false;
  redis.on('ready', () => (reported = false));
  redis.on('error', (error: Error) => {
    if (!reported) onError?.(error);
    reported = true;
  });
  // Whatever was read before, a write may have gone unannounced while the connection was down.
  redis.on('close', () => lossListeners.forEach((listener) => listener()));

  /** A generation that could not be stored: stored again (a fresh value) until one is. */
  let owed = false;
  let retry: NodeJS.Timeout | undefined;
  const store = async (generation: string): Promise<boolean> => {
    try {
      await redis.set(key, generation);
      return true;
    } catch (error) {
      onError?.(error as Error);
      return false;
    }
  };
  const retryOwed = () => {
    if (retry) return;
    retry = setInterval(() => {
      void store(randomUUID()).then((stored) => {
        if (!stored || !owed) return;
        owed = false;
        clearInterval(retry);
        retry = undefined;
      });
    }, RETRY_MS);
    retry.unref();
  };

  return {
    async current() {
      try {
        const generation = await redis.get(key);
        if (generation !== null) return generation;
        // No generation yet (a new or emptied Redis): make one, unless another replica just did.
        const made = randomUUID();
        return (await redis.set(key, made, 'NX')) === 'OK' ? made : await redis.get(key);
      } catch {
        // Entries kept so far may predate writes that could not be announced: drop them.
        lossListeners.forEach((listener) => listener());
        return null;
      }
    },
    async advance(generation) {
      if (await store(generation)) return;
      owed = true;
      retryOwed();
    },
    onLoss(listener) {
      lossListeners.push(listener);
    },
    async close() {
      clearInterval(retry);
      redis.disconnect();
    },
  };
}
