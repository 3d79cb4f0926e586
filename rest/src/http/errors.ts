/**
 * One error envelope for every failure: `{ success: false, message }` with the right status.
 * Handlers throw ApiError; validation errors become 400s with the field named; a database that
 * dropped or refused the connection is a 503 with Retry-After (the request may simply be sent
 * again), a value the database cannot hold a 400 (db/failures.ts); anything unexpected is logged
 * and answered with a generic 500 that leaks no internals.
 */
// request.isMultipart() below: @fastify/multipart's types, also for programs that do not load app.ts (bench).
import type {} from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, isValueOutOfRange } from '../db/failures.js';

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

/** '1 second', '40 seconds', '15 minutes': how long a person must wait, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** Seconds a client should wait before sending a request the database could not serve again. */
export const RETRY_AFTER_SECONDS = 1;
export const UNAVAILABLE_MESSAGE = 'The bookstore is briefly unavailable. Please try again in a moment.';

/** The one 429 of every limit (limits/), with a text that tells a person what to do. */
export const tooManyAttempts = (waitMs: number) =>
  new ApiError(429, `Too many attempts. Please try again in ${waitText(waitMs)}.`);

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
    // A multipart body cut short or without its boundary is the client's mistake, not ours.
    if (error.statusCode === undefined && request.isMultipart() && error.stack?.includes('busboy')) {
      return reply.status(400).send({ success: false, message: 'The form data is malformed.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message: UNAVAILABLE_MESSAGE });
    }
    // The net beneath the schemas' bounds: a number the database cannot hold is the request's fault.
    if (isValueOutOfRange(error)) {
      return reply.status(400).send({ success: false, message: 'A number in the request is out of range.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: clientMessage(error) });
    }
    // The client left before the answer's first byte (a file on its way to a reader who navigated
    // away): its stream ended early because nobody reads it. Not a failure of ours; 499 is the
    // status proxies such as nginx log for it.
    if (reply.raw.destroyed) {
      request.log.info({ err: error }, 'the client left before its answer began');
      return reply.status(499).send();
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ success: false, message: `No endpoint ${request.method} ${request.url.split('?')[0]}` }),
  );
}

/**
 * Errors Fastify answers before routing: the same envelope, without echoing the URL. A path
 * segment longer than any id (`/books/<309 digits>/`, past maxParamLength) is a malformed URL,
 * 400 like any other, not the 414 Fastify would send.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const malformed = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = malformed ? 400 : (error.statusCode ?? 500);
  const message = status < 500 ? 'The URL is malformed.' : 'Something went wrong on our side. Please try again.';
  void reply.status(status).send({ success: false, message });
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
