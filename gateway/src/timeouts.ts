/**
 * Fastify's server options for slow clients: a client trickling its headers or body (one byte
 * every few seconds, to hold connections open) is answered 408 and disconnected once the request
 * takes longer than allowed, and a silent connection is closed. Node checks the header and request
 * deadlines every `connectionsCheckingInterval` (30 s by its default), so that runs often enough
 * for the deadlines to mean what they say.
 */
import type { Timeouts } from './config.js';

export function serverTimeouts(timeouts: Timeouts) {
  const shortest = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(shortest / 4))),
    },
  };
}
