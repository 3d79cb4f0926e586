/**
 * Each request's id in the logs: the caller's `x-request-id` when it is sane (the gateway sends
 * its own request's id, so one id follows a GraphQL operation through both services), else a new
 * one. An id is short and plain so a caller cannot fill the logs with whatever it likes.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SANE_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID();
}
