/**
 * The HTTP transport under the REST client (client.ts): one got instance on shared keep-alive
 * agents, JSON in and out, a timeout per attempt, the operation's deadline (an AbortSignal) over
 * every attempt, and one retry of a read that failed the way a restarting REST fails (502/503/504,
 * a reset or refused connection, a timeout). Writes are never retried.
 * It also says why a call failed (`TransportError.failure`), because only REST's own failures may
 * count against the breaker: a request that could not even be built (a header value no HTTP
 * request can carry) is the caller's mistake, and says nothing about REST.
 * It holds sockets only, never a token or an answer.
 */
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import got, { RequestError, TimeoutError, type Method, type OptionsOfJSONResponseBody } from 'got';

/** Pause before a GET's one retry: long enough for a restarting REST, short enough for the deadline. */
const RETRY_DELAY_MS = 150;

/** How REST fails while it is down or restarting: retried once for a read, and counted by the breaker. */
const DOWN = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ECONNABORTED',
  'EAI_AGAIN',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
];

/**
 * Node's refusals to build a request from what it was given (a header value with non-Latin-1
 * text, a path with spaces, a bad URL): nothing was sent, so the values, not REST, are at fault.
 */
const UNSENDABLE = new Set([
  'ERR_INVALID_CHAR',
  'ERR_INVALID_HTTP_TOKEN',
  'ERR_HTTP_INVALID_HEADER_VALUE',
  'ERR_UNESCAPED_CHARACTERS',
  'ERR_INVALID_URL',
  'ERR_INVALID_ARG_VALUE',
  'ERR_INVALID_ARG_TYPE',
]);

// Shared sockets only: an agent holds connections, never a token or an answer.
const agents = {
  http: new HttpAgent({ keepAlive: true, maxSockets: 64 }),
  https: new HttpsAgent({ keepAlive: true, maxSockets: 64 }),
};

/** An answer of REST: its status and its JSON body ('' when the body is empty). */
export interface HttpAnswer {
  statusCode: number;
  body: unknown;
  /** Size of the body as received. */
  bytes: number;
}

/**
 * Why a call has no answer to use:
 * - `down`: REST refused the connection, reset it or did not answer in time (REST's own failure);
 * - `deadline`: the operation's deadline ended the call (says nothing about REST);
 * - `unsendable`: the request could not be built from its values (the caller's input);
 * - `answer`: REST answered, with something that is not JSON (`statusCode` says what);
 * - `other`: anything else (a TLS failure, …), never counted against REST's availability.
 */
export type Failure = 'down' | 'deadline' | 'unsendable' | 'answer' | 'other';

export class TransportError extends Error {
  constructor(
    message: string,
    readonly failure: Failure,
    readonly code: string,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface SendOptions {
  method: Method;
  headers?: Record<string, string>;
  json?: unknown;
  body?: FormData;
  /** The query string without '?', '' or absent when none. */
  query?: string;
  /** Per attempt; the transport's own (HttpOptions.timeoutMs) when absent. */
  timeoutMs?: number;
  /** The operation's deadline: no attempt outlasts it, and none starts after it. */
  signal?: AbortSignal;
  /** A GET is retried once as described above unless this is false; a write never is. */
  retry?: boolean;
}

export interface RestHttp {
  /** `path` is under the REST base, with or without its leading '/'. */
  send(path: string, options: SendOptions): Promise<HttpAnswer>;
}

export interface HttpOptions {
  baseUrl: string;
  /** Per attempt of a call that names none; 2 s by default. */
  timeoutMs?: number;
}

function failureOf(error: unknown, signal: AbortSignal | undefined): TransportError {
  const message = error instanceof Error ? error.message : String(error);
  if (signal?.aborted) return new TransportError('The operation ran out of time', 'deadline', 'EDEADLINE');
  if (!(error instanceof RequestError)) return new TransportError(message, 'other', 'EUNKNOWN');
  if (error.response) return new TransportError(message, 'answer', error.code, error.response.statusCode);
  if (error instanceof TimeoutError || DOWN.includes(error.code))
    return new TransportError(message, 'down', error.code);
  if (UNSENDABLE.has(error.code)) return new TransportError(message, 'unsendable', error.code);
  return new TransportError(message, 'other', error.code);
}

export function createHttp(options: HttpOptions): RestHttp {
  const client = got.extend({
    prefixUrl: options.baseUrl.replace(/\/?$/, '/'),
    agent: agents,
    headers: { accept: 'application/json' },
    timeout: { request: options.timeoutMs ?? 2000 },
    retry: {
      limit: 1,
      methods: ['GET'],
      statusCodes: [502, 503, 504],
      errorCodes: DOWN,
      calculateDelay: ({ computedValue }) => (computedValue ? RETRY_DELAY_MS : 0),
    },
    // Every status is an answer for client.ts to read; REST never redirects, and its answers are
    // not worth compressing on the way to a gateway beside it (none is asked for).
    throwHttpErrors: false,
    followRedirect: false,
    decompress: false,
    responseType: 'json',
  });

  return {
    async send(path, { method, headers, json, body, query, timeoutMs, signal, retry }) {
      const url = `${path.startsWith('/') ? path.slice(1) : path}${query ? `?${query}` : ''}`;
      // Only what this call sets: got validates and merges each option it is given, on every call.
      const init: OptionsOfJSONResponseBody = { method };
      if (headers) init.headers = headers;
      if (signal) init.signal = signal;
      if (json !== undefined) init.json = json;
      else if (body !== undefined) {
        // Multipart by the platform's own encoder (its boundary in the content type): one typing of
        // FormData fits every project this compiles in, which got's own FormData body does not.
        const encoded = new Response(body);
        init.headers = { ...headers, 'content-type': encoded.headers.get('content-type')! };
        init.body = Buffer.from(await encoded.arrayBuffer());
      }
      if (timeoutMs !== undefined) init.timeout = { request: timeoutMs };
      if (retry === false) init.retry = { limit: 0 };
      try {
        const response = await client<unknown>(url, init);
        return { statusCode: response.statusCode, body: response.body, bytes: response.rawBody.length };
      } catch (error) {
        throw failureOf(error, signal);
      }
    },
  };
}
