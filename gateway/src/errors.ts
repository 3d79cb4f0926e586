/**
 * What errors may tell a client. In production an unexpected failure (a bug, a REST answer we did
 * not expect) says only 'Something went wrong', and Apollo adds no stack trace (server.ts sets
 * includeStacktraceInErrorResponses). While the schema is hidden (no introspection, the production
 * default) no message names fields, types or enum values the client did not send: graphql-js's
 * 'Did you mean …?' is cut from validation errors and from bad variables alike, over HTTP and
 * WebSocket. Fastify's own 5xx answers (outside GraphQL) carry no internal message either.
 * A request Apollo refuses with a 4xx but no code of its own (a persisted query whose hash does
 * not match its text) is the client's mistake, so it gets a client code, never INTERNAL_SERVER_ERROR.
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config.js';
import { tokenLimitMessage } from './protection.js';
import { valueErrorsAreBadInput } from './scalars.js';

const GENERIC = 'Something went wrong. Please try again.';

/** The message without graphql-js's suggestions (or GraphQL Armor's '[Suggestion hidden]' left in their place). */
export function withoutSuggestions(message: string): string {
  return message.replace(/ ?(Did you mean .+?|\[Suggestion hidden\])\?$/, '');
}

/** Apollo's own text for an automatic persisted query whose sha256Hash is not its query's. */
const HASH_MISMATCH = 'provided sha does not match query';

/**
 * The code of an error Apollo answers with an HTTP 4xx status (its documented `extensions.http`)
 * without naming a code, which Apollo would default to INTERNAL_SERVER_ERROR: the request was wrong.
 */
function clientCode(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR' || !(error instanceof GraphQLError)) return formatted;
  const http = error.extensions.http as { status?: unknown } | undefined;
  const status = typeof http?.status === 'number' ? http.status : 0;
  if (status < 400 || status > 499) return formatted;
  const code = error.message === HASH_MISMATCH ? 'PERSISTED_QUERY_HASH_MISMATCH' : 'BAD_REQUEST';
  const message =
    code === 'PERSISTED_QUERY_HASH_MISMATCH'
      ? 'The sha256Hash of the persisted query does not match its query.'
      : formatted.message;
  return { ...formatted, message, extensions: { ...formatted.extensions, code } };
}

/** Apollo's formatError for this configuration. */
export function formatError(config: GatewayConfig) {
  return (raw: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    // A wrong value written into the query is bad input, like a wrong variable (scalars.ts).
    const formatted = clientCode(valueErrorsAreBadInput(raw, error), error);
    const code = formatted.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR' && config.production) {
      return { message: GENERIC, path: formatted.path, extensions: { code } };
    }
    if (code === 'GRAPHQL_PARSE_FAILED') return { ...formatted, message: tokenLimitMessage(formatted.message) };
    if (!config.introspection) return { ...formatted, message: withoutSuggestions(formatted.message) };
    return formatted;
  };
}

/** Errors thrown outside GraphQL (health, metrics, files): 5xx answers say nothing internal. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    // Fastify's own answer names the client's mistake; a stream cut off mid-answer has nobody to tell.
    if (status < 500 || reply.raw.headersSent) throw error;
    // The client left before the answer's first byte (a tab closed, a page navigated away): its
    // stream ended early because nobody reads it, and the answer below goes nowhere. Not a failure
    // of ours; 499 is the status proxies such as nginx log for it.
    if (reply.raw.destroyed) {
      request.log.info({ err: error }, 'the client left before its answer began');
      return reply.status(499).send();
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ errors: [{ message: GENERIC, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
  });
}
