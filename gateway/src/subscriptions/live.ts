/**
 * The gateway's live side in one call: the event bus (in this process, or shared with the other
 * replicas through Redis when REDIS_URL is set) and the WebSocket endpoint that serves it.
 * server.ts passes the returned events to every request's context, so mutations can announce.
 */
import type { FastifyInstance } from 'fastify';
import { LiveEvents } from './events.js';
import { createRedisBus } from './redisBus.js';
import { serveSubscriptions, type WebSocketOptions } from './websocket.js';

export interface LiveOptions extends Omit<WebSocketOptions, 'events'> {
  /** Tests: a subscription is now listening on `topic`. */
  onListening?: (topic: string) => void;
}

export function startLive(app: FastifyInstance, { onListening, ...options }: LiveOptions): LiveEvents {
  const { redisUrl, redisChannelPrefix } = options.config;
  const bus = redisUrl
    ? createRedisBus({
        url: redisUrl,
        prefix: redisChannelPrefix,
        onError: (error) => app.log.warn({ err: error }, 'Redis for live events is not answering'),
      })
    : undefined;
  const events = new LiveEvents({
    bus,
    onListening,
    onError: (error, topic) => app.log.warn({ err: error, topic }, 'A live event could not be published'),
  });
  serveSubscriptions(app, { ...options, events });
  return events;
}
