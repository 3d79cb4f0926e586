/**
 * Subscriptions at /graphql over WebSocket (graphql-ws, protocol `graphql-transport-ws`), on the
 * gateway's own HTTP server. A connection must carry `authorization: 'Bearer …'` in its
 * connectionParams and REST must accept it, or it is closed with 4403 Forbidden (1013 Try Again
 * Later when REST cannot answer); a socket whose token is later revoked (a password change) is
 * closed with 4403 too (liveSessions.ts), and so is one whose token no longer verifies against
 * REST's published key when an event comes (expired; checked here, as HTTP requests are). A member holds at most WS_MAX_SOCKETS_PER_MEMBER sockets
 * on this gateway (one more is closed with 4429 'Too many connections', which graphql-ws clients
 * do not retry) and a socket at most WS_MAX_SUBSCRIPTIONS_PER_SOCKET subscriptions at once (one
 * more is answered with an error, code TOO_MANY_SUBSCRIPTIONS). Only subscriptions travel here (queries and mutations go over
 * HTTP, where CSRF, batching and persisted queries live), under the same operation limits as
 * HTTP. Closing the gateway closes every socket (1001 Going away: clients reconnect, to another
 * replica when there is one) and the event bus.
 */
import type { FastifyInstance } from 'fastify';
import {
  GraphQLError,
  Kind,
  getOperationAST,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GatewayConfig } from '../config.js';
import { costRefusal } from '../cost.js';
import { withoutSuggestions } from '../errors.js';
import { valueErrorsAreBadInput } from '../scalars.js';
import type { Upstream } from '../rest/client.js';
import type { TokenVerifier } from '../tokens.js';
import type { LiveEvents } from './events.js';
import { LiveSessions } from './liveSessions.js';
import { authenticate, subscriberContext, type Subscriber } from './session.js';

export interface WebSocketOptions {
  schema: GraphQLSchema;
  upstream: Upstream;
  config: GatewayConfig;
  events: LiveEvents;
  /** Checks each event's subscriber token against REST's published key, as HTTP requests are (tokens.ts). */
  tokens: TokenVerifier;
  validationRules: readonly ValidationRule[];
  parseOptions: ParseOptions;
}

/** Close code and reason for a member's socket beyond WS_MAX_SOCKETS_PER_MEMBER (HTTP's 429 in the 4xxx range). */
export const TOO_MANY_SOCKETS = { code: 4429, reason: 'Too many connections' } as const;

interface ConnectionParams {
  authorization?: unknown;
  Authorization?: unknown;
  [key: string]: unknown;
}

const refusal = (message: string, code = 'BAD_REQUEST') => [new GraphQLError(message, { extensions: { code } })];

function parseDocument(query: unknown, options: ParseOptions): { document?: DocumentNode; errors?: GraphQLError[] } {
  if (typeof query !== 'string') return { errors: refusal('A subscription needs a query.') };
  try {
    return { document: parse(query, options) };
  } catch (error) {
    const unreadable = error instanceof GraphQLError ? error : new GraphQLError('Could not read the query.');
    return { errors: coded([unreadable], () => 'GRAPHQL_PARSE_FAILED') };
  }
}

/** The errors with the code Apollo gives the same mistake over HTTP: a client's mistake is never INTERNAL_SERVER_ERROR. */
function coded(errors: readonly GraphQLError[], codeOf: (error: GraphQLError) => string): GraphQLError[] {
  return errors.map(
    (error) =>
      new GraphQLError(error.message, {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        originalError: error.originalError,
        extensions: { ...error.extensions, code: codeOf(error) },
      }),
  );
}

/**
 * Why a subscription cannot run, coded as over HTTP: GRAPHQL_VALIDATION_FAILED (BAD_USER_INPUT for a
 * wrong value written in the document), OPERATION_RESOLUTION_FAILURE, BAD_USER_INPUT for its variables.
 */
function refusals(
  schema: GraphQLSchema,
  document: DocumentNode,
  rules: readonly ValidationRule[],
  payload: { operationName?: string | null; variables?: Record<string, unknown> | null },
): readonly GraphQLError[] {
  const other = onlySubscriptions(document);
  if (other.length > 0) return other;
  const invalid = validate(schema, document, rules);
  if (invalid.length > 0) {
    return coded(invalid, (error) => {
      const asOverHttp = { message: error.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
      return valueErrorsAreBadInput(asOverHttp, error).extensions!.code as string;
    });
  }
  const operation = getOperationAST(document, payload.operationName);
  if (!operation) {
    const message = payload.operationName
      ? `Unknown operation named "${payload.operationName}".`
      : 'Must provide operation name if query contains multiple operations.';
    return refusal(message, 'OPERATION_RESOLUTION_FAILURE');
  }
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], payload.variables ?? {});
  return variables.errors ? coded(variables.errors, () => 'BAD_USER_INPUT') : [];
}

function onlySubscriptions(document: DocumentNode): readonly GraphQLError[] {
  const other = document.definitions.some(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation !== 'subscription',
  );
  return other ? refusal('Only subscriptions are served over WebSocket; send queries and mutations over HTTP.') : [];
}

/** In production, errors nobody wrote for people (bugs) say nothing about internals, as over HTTP (errors.ts). */
function masked(errors: readonly GraphQLError[], production: boolean, hideSchema: boolean) {
  return errors.map((error) => {
    const json = error.toJSON();
    const formatted = hideSchema ? { ...json, message: withoutSuggestions(json.message) } : json;
    const code = error.extensions.code;
    if (!production || (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR')) return formatted;
    return {
      message: 'Something went wrong. Please try again.',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  });
}

export function serveSubscriptions(app: FastifyInstance, options: WebSocketOptions): void {
  const { schema, upstream, config, events } = options;
  const rules = [...specifiedRules, ...options.validationRules];
  // One message is a subscription document and its variables: the ordinary body limit is plenty.
  const wss = new WebSocketServer({ server: app.server, path: '/graphql', maxPayload: config.bodyLimit });

  const sessions = new LiveSessions({
    upstream,
    events,
    checkEveryMs: config.liveTokenCheckMs,
    maxSocketsPerMember: config.wsMaxSocketsPerMember,
    onError: (error) => app.log.warn({ err: error }, 'A live connection could not be checked'),
  });

  const server = useServer<ConnectionParams, { subscriber: Subscriber; leave?: () => void }>(
    {
      isProd: config.production,
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        try {
          const subscriber = await authenticate(upstream, params.authorization ?? params.Authorization);
          if (!subscriber) return false; // 4403 Forbidden
          const { socket } = ctx.extra;
          const revoke = () => socket.close(CloseCode.Forbidden, 'Forbidden');
          ctx.extra.subscriber = { ...subscriber, revoke };
          const leave = await sessions.add({ subscriber, close: revoke });
          if (!leave) {
            socket.close(TOO_MANY_SOCKETS.code, TOO_MANY_SOCKETS.reason);
            return false;
          }
          if (socket.readyState !== socket.OPEN) {
            leave(); // gone while it was being added
            return false;
          }
          ctx.extra.leave = leave;
          return true;
        } catch (error) {
          // REST could not say who this is: 1013 Try Again Later, which clients retry (4403 they must not).
          app.log.warn({ err: error }, 'A WebSocket connection could not be authenticated');
          ctx.extra.socket.close(1013, 'The bookstore is not answering right now');
          return false;
        }
      },
      onSubscribe: (ctx, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
        const { subscriber } = ctx.extra;
        if (!subscriber) return refusal('Please log in to continue', 'UNAUTHENTICATED');
        // graphql-ws lists this one among the connection's subscriptions already.
        if (Object.keys(ctx.subscriptions).length > config.wsMaxSubscriptionsPerSocket) {
          return refusal(
            `At most ${config.wsMaxSubscriptionsPerSocket} subscriptions at once on one connection.`,
            'TOO_MANY_SUBSCRIPTIONS',
          );
        }
        const { document, errors = [] } = parseDocument(payload.query, options.parseOptions);
        if (!document) return errors;
        const invalid = refusals(schema, document, rules, payload);
        if (invalid.length > 0) return invalid;
        const operation = getOperationAST(document, payload.operationName);
        const tooCostly =
          operation && costRefusal(schema, document, operation, payload.variables ?? undefined, config.limits.cost);
        if (tooCostly) return [tooCostly];
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: subscriberContext(upstream, config, events, subscriber, options.tokens),
        };
      },
      onClose: (ctx) => ctx.extra.leave?.(),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: masked(result.errors, config.production, !config.introspection) }
          : undefined,
      onError: (_ctx, _id, _payload, errors) => masked(errors, config.production, !config.introspection),
    },
    wss,
  );

  app.addHook('preClose', async () => {
    sessions.stop();
    await server.dispose();
  });
  app.addHook('onClose', async () => {
    await events.close();
  });
}
