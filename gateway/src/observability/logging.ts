/**
 * The gateway's structured logs: JSON lines from pino (Fastify's own logger), each HTTP request
 * with an id that is returned in `x-request-id` and sent to REST with every call, so one request
 * can be followed through both services' logs.
 * Never logs a token, an authorization or cookie header, a password or an operation's variables:
 * requests are logged by path only (a GET's query string can carry variables) and the paths
 * below are redacted wherever a caller puts them.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino, { type DestinationStream } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a load balancer or client may hand us: short, and plain enough to paste into a log search. */
const SANE_ID = /^[\w.:-]{1,128}$/;

/** The caller's x-request-id when it is sane, else a fresh one. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}

const REDACTED = [
  'authorization',
  'token',
  'password',
  'variables',
  '*.authorization',
  '*.token',
  '*.password',
  '*.variables',
  '*.headers.authorization',
  '*.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

/** Fastify's logger type, so the app keeps its usual FastifyInstance type. */
export function createLogger(level: string, stream?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      redact: { paths: REDACTED, censor: '[redacted]' },
      serializers: {
        // Method and path only: no headers, no query string.
        req: (req: { method?: string; url?: string; ip?: string }) => ({
          method: req.method,
          url: req.url?.split('?')[0],
          remoteAddress: req.ip,
        }),
      },
    },
    stream,
  );
}

/** Returns each request's id to the caller, who can quote it when something went wrong. */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
