/**
 * @fastify/rate-limit's store (its documented `store` option) over the shared counts (counts.ts),
 * so sign-up and reset requests are counted once across every REST process on the database.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client.js';
import type { Clock } from '../time/clock.js';
import { countHit } from './counts.js';

export function sharedRequestStore(db: Database, clock: Clock): FastifyRateLimitStoreCtor {
  class SharedRequestStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, `request ${key}`, timeWindow, clock()).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child(): FastifyRateLimitStore {
      return new SharedRequestStore();
    }
  }
  return SharedRequestStore;
}
