/**
 * One error envelope for every failure: `{ success: false, message }` with the right status.
 * Handlers throw ApiError; validation errors become 400s with the field named; anything
 * unexpected is logged and answered with a generic 500 that leaks no internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message = 'Not found.') => new ApiError(404, message);
export const forbidden = (message = 'You do not have permission to perform this action.') => new ApiError(403, message);
export const unauthorized = (message = 'Authentication credentials were not provided or are invalid.') =>
  new ApiError(401, message);

interface AjvLikeError {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** 'body/quantity must be >= 1' reads better as 'quantity must be >= 1'. */
export function formatValidationErrors(errors: readonly AjvLikeError[], dataVar: string): Error {
  const first = errors[0];
  if (!first) return new Error('Invalid request');
  const field = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const missing = first.params?.missingProperty;
  const extra = first.params?.additionalProperty;
  let text: string;
  if (typeof missing === 'string') text = `${field ? `${field}.` : ''}${missing} is required`;
  else if (typeof extra === 'string') text = `${extra} is not an allowed field`;
  else text = `${field || dataVar} ${first.message ?? 'is invalid'}`;
  return new Error(text);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ success: false, message: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ success: false, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ success: false, message: `No endpoint ${request.method} ${request.url.split('?')[0]}` }),
  );
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Image size should be less than 5MB';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body must not be empty';
    default:
      return error.message;
  }
}
