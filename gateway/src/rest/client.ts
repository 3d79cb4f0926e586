/**
 * The one REST client of the gateway. It forwards the caller's bearer token (never stores it
 * beyond the request), times calls out, retries only idempotent GETs, keeps connections alive,
 * and turns REST failures into GraphQL errors with `extensions.code` and the REST message.
 * It never caches anything: within an operation the loaders de-duplicate, across operations
 * nothing is kept, so no answer can reach a member it was not fetched for.
 */
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import got, { RequestError, type Got, type Method } from 'got';
import { GraphQLError } from 'graphql';

/** REST statuses → GraphQL error codes: the one table (STYLE.md). 5xx and no answer are UPSTREAM_UNAVAILABLE. */
const CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'BAD_USER_INPUT',
  413: 'BAD_USER_INPUT',
  422: 'BAD_USER_INPUT',
  429: 'TOO_MANY_REQUESTS',
};

/** SPEC §8: the one 400 a client must tell apart from other bad input ('Item is out of stock'). */
const OUT_OF_STOCK = /out of stock/i;

export interface RestCall {
  method: string;
  path: string;
  /** The query string without '?', '' when none. */
  query: string;
  status: number | 'unreachable';
}

export interface RestClientOptions {
  baseUrl: string;
  /** Per attempt. A GET is tried twice at most, so an operation fails within ~8 s, never hangs. */
  timeoutMs?: number;
}

// Shared sockets only: an agent holds connections, never a token or an answer.
const agents = {
  http: new HttpAgent({ keepAlive: true, maxSockets: 64 }),
  https: new HttpsAgent({ keepAlive: true, maxSockets: 64 }),
};

export function createGot(options: RestClientOptions): Got {
  return got.extend({
    prefixUrl: options.baseUrl.replace(/\/?$/, '/'),
    agent: agents,
    timeout: { request: options.timeoutMs ?? 4000 },
    retry: {
      limit: 1,
      methods: ['GET'],
      statusCodes: [502, 503, 504],
      errorCodes: ['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN'],
    },
    throwHttpErrors: false,
    responseType: 'json',
  });
}

const UNAVAILABLE = 'The bookstore is not answering right now. Please try again in a moment.';

export function upstreamUnavailable(message = UNAVAILABLE): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
}

function restMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message)
    return body.message;
  return undefined;
}

/** A REST failure as a GraphQL error, with REST's message (it is written for people). */
export function restError(status: number, body: unknown): GraphQLError {
  const message = restMessage(body);
  // A 502/503 names what failed upstream ('Failed to initiate payment'); a 500's text says nothing useful.
  if (status >= 500) return upstreamUnavailable(status === 500 || !message ? UNAVAILABLE : message);
  const text = message ?? 'The request could not be completed.';
  const code = status === 400 && OUT_OF_STOCK.test(text) ? 'OUT_OF_STOCK' : (CODES[status] ?? 'BAD_USER_INPUT');
  return new GraphQLError(text, { extensions: { code } });
}

export interface RequestOptions {
  json?: unknown;
  body?: FormData;
  searchParams?: URLSearchParams;
  /** Login and register only: every other call carries the caller's token (SPEC §7). */
  anonymous?: boolean;
  /** Answer a 400's body instead of throwing (a refused payment verification is an answer). */
  badRequestIsAnswer?: boolean;
}

/** A client bound to one GraphQL request: its token, and every call it made (tests count them). */
export class RestClient {
  readonly calls: RestCall[] = [];
  private readonly listeners: ((call: RestCall) => void)[] = [];

  constructor(
    private readonly http: Got,
    private readonly token: string | null,
  ) {}

  get signedIn(): boolean {
    return this.token !== null;
  }

  /** Called after each REST call ends (the loaders forget what a write may have changed). */
  onCall(listener: (call: RestCall) => void): void {
    this.listeners.push(listener);
  }

  async request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.token && !options.anonymous) headers.authorization = `Bearer ${this.token}`;
    const call: RestCall = { method, path, query: options.searchParams?.toString() ?? '', status: 'unreachable' };
    this.calls.push(call);
    try {
      const response = await this.http(path.replace(/^\//, ''), {
        method,
        headers,
        json: options.json,
        body: options.body as never,
        searchParams: options.searchParams,
      });
      call.status = response.statusCode;
      if (response.statusCode === 400 && options.badRequestIsAnswer) return response.body as T;
      if (response.statusCode >= 400) throw restError(response.statusCode, response.body);
      return response.body as T;
    } catch (error) {
      if (error instanceof RequestError) throw upstreamUnavailable();
      throw error;
    } finally {
      for (const listener of this.listeners) listener(call);
    }
  }

  get<T>(path: string, searchParams?: URLSearchParams): Promise<T> {
    return this.request<T>('GET', path, { searchParams });
  }
  post<T>(path: string, json?: unknown): Promise<T> {
    return this.request<T>('POST', path, json === undefined ? {} : { json });
  }
  put<T>(path: string, json: unknown): Promise<T> {
    return this.request<T>('PUT', path, { json });
  }
  patch<T>(path: string, json: unknown): Promise<T> {
    return this.request<T>('PATCH', path, { json });
  }
  delete<T>(path: string, json?: unknown): Promise<T> {
    return this.request<T>('DELETE', path, json === undefined ? {} : { json });
  }
}
