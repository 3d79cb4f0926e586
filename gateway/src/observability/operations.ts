/**
 * An Apollo plugin that records every GraphQL operation: one log line (request id, operation name
 * and type, duration, error codes, REST calls) and the operation metrics. It logs codes, never
 * error messages (a validation message can quote a variable, a password among them) and never the
 * query's variables; only unexpected failures are logged with their error, at level error.
 * Operations batched in one HTTP request share one REST client and its loaders, so each of them
 * reports the calls the request had made by the time it ended.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Context } from '../context.js';
import type { GatewayMetrics } from './metrics.js';

export function observeOperations(metrics: GatewayMetrics, logger: FastifyBaseLogger): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ contextValue }) {
      const started = performance.now();
      // The request id in each line itself, not a child logger per operation (most log nothing at 'warn').
      const reqId = contextValue.requestId;
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            // A GraphQLError thrown on purpose carries its code; anything else is a bug or a surprise.
            const unexpected =
              !error.extensions?.code && error.originalError && !(error.originalError instanceof GraphQLError);
            if (unexpected)
              logger.error({ reqId, err: error.originalError, path: error.path }, 'unexpected error in an operation');
          }
        },
        async willSendResponse({ response, operationName, operation }) {
          const seconds = (performance.now() - started) / 1000;
          const errors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
          const errorCodes = errors.map((error) => String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
          const name = operationName ?? null;
          const type = operation?.operation ?? null;
          metrics.operation({ name, type, seconds, errorCodes });
          logger.info(
            {
              reqId,
              operation: name,
              type,
              durationMs: Math.round(seconds * 10_000) / 10,
              errors: errorCodes,
              restCalls: contextValue.rest.calls.length,
            },
            'graphql operation',
          );
        },
      };
    },
  };
}
