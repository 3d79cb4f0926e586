/**
 * A guard for tests: every JSON answer Fastify serializes from its route's response schema must be
 * byte-for-byte what JSON.stringify makes of the same value. The serializer drops fields a schema
 * lacks, coerces types and orders keys as the schema does, so a schema that drifts from what its
 * route answers would change the wire silently; under this guard it answers a 500 naming the route.
 */
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
    throw new ApiError(
      500,
      `The ${reply.statusCode} answer of ${request.method} ${request.routeOptions.url} differs from its schema: ` +
        `${payload} instead of ${plain}`,
    );
  });
}
