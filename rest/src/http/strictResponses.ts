/**
 * A guard for tests: every JSON answer Fastify serializes from its route's response schema must
 * carry exactly the value the route answered. The serializer drops fields a schema lacks and
 * coerces types, so a schema that drifts from its route would change the wire silently; under
 * this guard such an answer is a 500 naming the route. Key order is the schema's (optional fields
 * last), which JSON readers ignore.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from './errors.js';

const plainJson = new WeakMap<FastifyReply, string>();

export function installStrictResponses(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    plainJson.set(reply, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const plain = plainJson.get(reply);
    plainJson.delete(reply);
    if (plain === undefined || typeof payload !== 'string' || payload === plain) return payload;
    if (isDeepStrictEqual(JSON.parse(payload), JSON.parse(plain))) return payload;
    throw new ApiError(
      500,
      `The ${reply.statusCode} answer of ${request.method} ${request.routeOptions.url} differs from its schema: ` +
        `${payload} instead of ${plain}`,
    );
  });
}
