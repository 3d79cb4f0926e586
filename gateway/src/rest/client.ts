/**
 * The one REST client of the gateway. It forwards the caller's bearer token (never stores it),
 * times calls out, retries only idempotent GETs, keeps connections alive, and turns REST failures
 * into GraphQL errors with `extensions.code` and the REST message. It never caches anything.
 */
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import got, { RequestError, type Got, type Method } from 'got';
import { GraphQLError } from 'graphql';

/** REST statuses → GraphQL error codes (one table, STYLE.md). */
const CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'BAD_USER_INPUT',
  413: 'BAD_USER_INPUT',
  429: 'TOO_MANY_REQUESTS',
};

export interface RestCall {
  method: string;
  path: string;
}

export interface RestClientOptions {
  baseUrl: string;
  /** Per-attempt timeout; with retries an operation still fails well under 5 s. */
  timeoutMs?: number;
}

const agents = { http: new HttpAgent({ keepAlive: true, maxSockets: 64 }), https: new HttpsAgent({ keepAlive: true }) };

export function createGot(options: RestClientOptions): Got {
  return got.extend({
    prefixUrl: options.baseUrl.replace(/\/?$/, '/'),
    agent: agents,
    timeout: { request: options.timeoutMs ?? 2000 },
    retry: {
      limit: 1,
      methods: ['GET'],
      statusCodes: [502, 503, 504],
      errorCodes: ['ECONNRESET', 'ETIMEDOUT', 'EPIPE'],
    },
    throwHttpErrors: false,
    responseType: 'json',
  });
}

export function upstreamUnavailable(): GraphQLError {
  return new GraphQLError('The bookstore is not answering right now. Please try again in a moment.', {
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
  });
}

function restError(status: number, body: unknown): GraphQLError {
  const message =
    (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : '') ||
    'The request could not be completed.';
  if (status >= 500) return upstreamUnavailable();
  const code =
    status === 400 && message === 'Item is out of stock' ? 'OUT_OF_STOCK' : (CODES[status] ?? 'BAD_USER_INPUT');
  return new GraphQLError(message, { extensions: { code } });
}

/** A client bound to one GraphQL request: its token, and the calls it made (for tests and logs). */
export class RestClient {
  readonly calls: RestCall[] = [];

  constructor(
    private readonly http: Got,
    private readonly token: string | null,
  ) {}

  get signedIn(): boolean {
    return this.token !== null;
  }

  async request<T>(
    method: Method,
    path: string,
    options: {
      json?: unknown;
      body?: FormData;
      searchParams?: URLSearchParams;
      anonymous?: boolean;
      /** Answer a 400's body instead of throwing (a refused payment verification is an answer). */
      badRequestIsAnswer?: boolean;
    } = {},
  ): Promise<T> {
    this.calls.push({ method, path });
    const headers: Record<string, string> = {};
    if (this.token && !options.anonymous) headers.authorization = `Bearer ${this.token}`;
    let response;
    try {
      response = await this.http(path.replace(/^\//, ''), {
        method,
        headers,
        json: options.json,
        body: options.body as never,
        searchParams: options.searchParams,
      });
    } catch (error) {
      if (error instanceof RequestError) throw upstreamUnavailable();
      throw error;
    }
    if (response.statusCode === 400 && options.badRequestIsAnswer) return response.body as T;
    if (response.statusCode >= 400) throw restError(response.statusCode, response.body);
    return response.body as T;
  }

  get<T>(path: string, searchParams?: URLSearchParams) {
    return this.request<T>('GET', path, { searchParams });
  }
  post<T>(path: string, json?: unknown) {
    return this.request<T>('POST', path, json === undefined ? {} : { json });
  }
  put<T>(path: string, json: unknown) {
    return this.request<T>('PUT', path, { json });
  }
  patch<T>(path: string, json: unknown) {
    return this.request<T>('PATCH', path, { json });
  }
  delete<T>(path: string, json?: unknown) {
    return this.request<T>('DELETE', path, json === undefined ? {} : { json });
  }
}
