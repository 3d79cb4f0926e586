/**
 * What keeps one client from hurting every other: limits on what an operation may ask for
 * (GraphQL Armor: depth, aliases, tokens, directives; cost.ts: cost with list sizes multiplied;
 * all with messages that name the limit), on how many operations one batched request may carry,
 * on the REST calls one request may make (rest/client.ts), and on request bodies (small,
 * except a sign-up or a profile edit, whose picture travels as a data URL). CORS follows an allow-list; Apollo's
 * CSRF prevention is set where the server is built.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import fastifyCors from '@fastify/cors';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, Kind, parse } from 'graphql';
import type { GatewayConfig } from './config.js';
import { costLimitPlugin } from './cost.js';

/** Reported as a validation error (HTTP 400) whose message names the limit, without Armor's misleading 'Syntax Error: '. */
const refuse: GraphQLArmorRejectCallback = (context, error) => {
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
};

/**
 * Depth, aliases and directives are validation rules, and cost is checked once the operation and
 * its variables are known (cost.ts): a refused operation gets GRAPHQL_VALIDATION_FAILED (HTTP 400)
 * and a message such as 'Query depth limit of 10 exceeded, found 12.', before any REST call.
 * Tokens are counted by graphql-js's own parser (`parseOptions`), which stops reading at the limit.
 */
export function operationLimits(config: GatewayConfig) {
  const { limits } = config;
  const reject = { propagateOnRejection: false, onReject: [refuse] };
  const { plugins, validationRules } = new ApolloArmor({
    // Depth is how deeply fields nest, the work an operation asks for: a fragment spread or an
    // inline fragment adds no level (its fields count where they land), so a client's colocated
    // fragments cost it nothing and cannot hide a deep selection either.
    maxDepth: { n: limits.depth, flattenFragments: true, ...reject },
    maxAliases: { n: limits.aliases, ...reject },
    maxDirectives: { n: 20, ...reject },
    // Armor's cost does not multiply by list sizes; cost.ts does.
    costLimit: { enabled: false },
    // Armor's token plugin throws where Apollo answers 500; the parser's own limit answers 400.
    maxTokens: { enabled: false },
    // 'Did you mean …' names fields; hidden whenever the schema itself is.
    blockFieldSuggestion: { enabled: !config.introspection },
  }).protect();
  return {
    // Armor's types name the CommonJS build of @apollo/server; the plugins are the same objects.
    plugins: [...(plugins as unknown as ApolloServerPlugin[]), costLimitPlugin(limits.cost)],
    validationRules,
    parseOptions: { maxTokens: limits.tokens },
  };
}

/** The parser's message for too many tokens, said like the other limits. */
export function tokenLimitMessage(message: string): string {
  const match = /Document contains more that (\d+) tokens/.exec(message);
  return match ? `Token limit of ${match[1]} exceeded.` : message;
}

/** One GraphQL request as JSON: an operation, or a batch of them. */
type Body = Record<string, unknown> | Record<string, unknown>[];

declare module 'fastify' {
  interface FastifyRequest {
    /** Size of the JSON body as received, in bytes. */
    bodyBytes?: number;
  }
}

/** The mutations whose input may carry a profile picture (up to 5 MB, as a data URL). */
const PICTURE_FIELDS = new Set(['register', 'updateProfile']);

/** Whether an operation is a sign-up or a profile edit and nothing else: the ones that may carry a picture. */
function carriesPicture(operation: Record<string, unknown>): boolean {
  const query = operation.query;
  if (typeof query !== 'string' || query.length > 4096) return false;
  try {
    const operations = parse(query).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const [only] = operations;
    return (
      operations.length === 1 &&
      only!.operation === 'mutation' &&
      only!.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PICTURE_FIELDS.has(s.name.value))
    );
  } catch {
    return false;
  }
}

function refuseRequest(reply: FastifyReply, status: number, message: string, code: string) {
  return reply.status(status).send({ errors: [{ message, extensions: { code } }] });
}

/** Checks a POST /graphql body once parsed: batch size, then size unless it may carry a picture. */
export function requestLimits(config: GatewayConfig) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as Body | undefined;
    const operations = Array.isArray(body) ? body : body ? [body] : [];
    if (operations.length > config.limits.batch) {
      return refuseRequest(
        reply,
        400,
        `Too many operations in one request: at most ${config.limits.batch}.`,
        'BAD_REQUEST',
      );
    }
    if ((request.bodyBytes ?? 0) > config.bodyLimit && !operations.every(carriesPicture)) {
      return refuseRequest(
        reply,
        413,
        `Request body too large: at most ${config.bodyLimit} bytes, except for a sign-up or profile edit with a picture.`,
        'PAYLOAD_TOO_LARGE',
      );
    }
  };
}

/** JSON bodies as Fastify parses them (prototype-poisoning safe), remembering their size. */
export function measureJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    request.bodyBytes = Buffer.byteLength(text);
    parseJson(request, text, done);
  });
}

/** Browsers on other origins may call the API only when CORS_ORIGINS names them. */
export async function registerCors(app: FastifyInstance, config: GatewayConfig) {
  if (config.corsOrigins.length === 0) return; // same origin only: no CORS headers at all
  await app.register(fastifyCors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['content-type', 'authorization', 'apollo-require-preflight', 'x-apollo-operation-name'],
    maxAge: 600,
  });
}
