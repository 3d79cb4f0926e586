/**
 * The one REST client of the gateway. It forwards the caller's bearer token (never stores it
 * beyond the request), times calls out, retries only idempotent GETs, keeps connections alive,
 * and turns REST failures into GraphQL errors with `extensions.code` and the REST message.
 * Every operation has a deadline: no call starts after it and none outlasts it, so an operation
 * fails with UPSTREAM_UNAVAILABLE within a bounded time however slow REST is; and a budget of
 * REST calls: past it a call fails at once with UPSTREAM_CALL_LIMIT, and the rest of the answer
 * still comes. A shared circuit breaker (breaker.ts) makes calls fail at once while REST is known
 * to be down; only REST's own failures count against it (refused, reset, timed out: http.ts says
 * which), never one operation's deadline or budget, and never a request that could not be built
 * from its caller's values (that is the caller's BAD_USER_INPUT), so no one client can open it for everyone.
 * Within an operation the loaders de-duplicate. Across operations only the public cache
 * (publicCache.ts) keeps answers, and only those that are the same for every reader; nothing
 * fetched with a token for a member's own data is ever kept, so it cannot reach another member.
 */
import { setMaxListeners } from 'node:events';
import { GraphQLError } from 'graphql';
import { CircuitBreaker } from './breaker.js';
import { createHttp, TransportError, type Failure, type RestHttp } from './http.js';
import { PublicCache } from './publicCache.js';

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

/**
 * How REST learns the real client's address (REST's http/clientAddress.ts reads the same names):
 * believed only with the shared secret beside it, so nobody else can pick their own rate-limit bucket.
 */
const CLIENT_ADDRESS_HEADER = 'x-pustak-client-address';
const GATEWAY_SECRET_HEADER = 'x-pustak-gateway-secret';

/**
 * The 400s a client must tell apart from other bad input, by REST's message: SPEC §8's 'Item is
 * out of stock', an address outside the delivery districts, and the open cash-on-delivery limit.
 */
const BAD_REQUEST_CODES: [RegExp, string][] = [
  [/out of stock/i, 'OUT_OF_STOCK'],
  [/^We do not deliver to /, 'NOT_DELIVERABLE'],
  [/^Please add a phone number and a district to this address/, 'NOT_DELIVERABLE'],
  [/open cash-on-delivery order/, 'CASH_ON_DELIVERY_LIMIT'],
];

export interface RestCall {
  method: string;
  path: string;
  /** The query string without '?', '' when none. */
  query: string;
  status: number | 'unreachable';
  /** From the first attempt to the answer or the failure, retries included. */
  durationMs: number;
}

export interface RestClientOptions {
  baseUrl: string;
  /** Per attempt of a GET (tried twice at most); a write, never retried, may use the whole deadline. */
  timeoutMs?: number;
}

/** How long one GraphQL operation may spend on REST in all, retries included. */
export const DEFAULT_DEADLINE_MS = 4500;
/** How many REST calls one GraphQL request may make (batched operations share it, as they share loaders). */
export const DEFAULT_MAX_CALLS = 50;
/** A write has no timeout of its own but the deadline; its attempt timer only backs the deadline up. */
const WRITE_TIMEOUT_SLACK_MS = 1000;
/**
 * What a bearer token can be (RFC 6750's b64token): a token with anything else could never be sent
 * in a header, so it is refused as no token at all (a WebSocket's connectionParams may carry any text).
 */
const SENDABLE_TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;
const NOT_A_TOKEN = { extensions: { code: 'UNAUTHENTICATED' } };
/** REST's own answers when something behind it failed (or a balancer's when REST is gone). */
const RETRIED_STATUSES = new Set([502, 503, 504]);

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What every request of one gateway shares to reach REST: sockets and the breaker, never a token. */
export interface Upstream {
  http: RestHttp;
  breaker: CircuitBreaker;
  deadlineMs: number;
  maxCallsPerOperation: number;
  publicCache: PublicCache | undefined;
  /** Told of every REST call once it ends (metrics). */
  onCall: ((call: RestCall) => void) | undefined;
  /** GATEWAY_SECRET: sent with each caller's address; absent = no address is sent. */
  gatewaySecret: string | undefined;
}

export interface UpstreamOptions extends RestClientOptions {
  deadlineMs?: number;
  /** REST calls one request may make (REST_MAX_CALLS_PER_OPERATION). */
  maxCallsPerOperation?: number;
  /** Keep viewer-independent answers this long; 0 keeps none. */
  publicCacheTtlMs?: number;
  publicCacheMaxEntries?: number;
  onCall?: (call: RestCall) => void;
  gatewaySecret?: string;
}

export function createUpstream(options: UpstreamOptions): Upstream {
  const ttlMs = options.publicCacheTtlMs ?? 0;
  const maxEntries = options.publicCacheMaxEntries ?? 1000;
  return {
    http: createHttp(options),
    breaker: new CircuitBreaker(),
    deadlineMs: options.deadlineMs ?? DEFAULT_DEADLINE_MS,
    maxCallsPerOperation: options.maxCallsPerOperation ?? DEFAULT_MAX_CALLS,
    publicCache:
      ttlMs > 0 && maxEntries > 0 ? new PublicCache({ ttlMs, maxEntries, maxBytes: 64 * 1024 * 1024 }) : undefined,
    onCall: options.onCall,
    gatewaySecret: options.gatewaySecret,
  };
}

/**
 * A client for one GraphQL request, its deadline counted from now; its calls carry the request's
 * id, and the caller's address when the gateway shares a secret with REST.
 */
export function restClientFor(
  upstream: Upstream,
  token: string | null,
  requestId?: string,
  clientAddress?: string,
): RestClient {
  const client = new RestClient(upstream.http, token, {
    deadline: Date.now() + upstream.deadlineMs,
    maxCalls: upstream.maxCallsPerOperation,
    breaker: upstream.breaker,
    publicCache: upstream.publicCache,
    requestId,
    client:
      clientAddress && upstream.gatewaySecret ? { address: clientAddress, secret: upstream.gatewaySecret } : undefined,
  });
  if (upstream.onCall) client.onCall(upstream.onCall);
  return client;
}

const UNAVAILABLE = 'The bookstore is not answering right now. Please try again in a moment.';

export function upstreamUnavailable(message = UNAVAILABLE): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
}

/** A request whose own values (a header, a path) no HTTP request can carry: nothing reached REST. */
export function unsendable(): GraphQLError {
  return new GraphQLError('This request holds a value that cannot be sent to the bookstore (use plain ASCII text).', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/** A call past the request's budget: refused without reaching REST. */
export function callLimitReached(maxCalls: number): GraphQLError {
  return new GraphQLError(
    `This asks for too much at once: one request may make at most ${maxCalls} calls to the bookstore. Ask for less in one request.`,
    { extensions: { code: 'UPSTREAM_CALL_LIMIT' } },
  );
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
  const special = status === 400 ? BAD_REQUEST_CODES.find(([pattern]) => pattern.test(text)) : undefined;
  const code = special?.[1] ?? CODES[status] ?? 'BAD_USER_INPUT';
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
  /** Extra request headers (Idempotency-Key); never the token, which the client adds itself. */
  headers?: Record<string, string>;
}

/** What one operation's calls share with the gateway: its deadline, the breaker, the public cache. */
export interface RestClientLimits {
  /** Epoch ms after which no call starts and every call in flight is abandoned. */
  deadline?: number;
  /** REST calls this client may make; past them a call fails at once (UPSTREAM_CALL_LIMIT). */
  maxCalls?: number;
  breaker?: CircuitBreaker;
  /** Viewer-independent answers kept across requests (publicCache.ts); none when absent. */
  publicCache?: PublicCache;
  /** Sent as x-request-id on every call, so REST logs under the same id as the gateway. */
  requestId?: string;
  /** The caller's address and the secret that makes REST believe it. */
  client?: { address: string; secret: string } | undefined;
}

/** A client bound to one GraphQL request: its token, and every call it made (tests count them). */
export class RestClient {
  readonly calls: RestCall[] = [];
  private readonly listeners: ((call: RestCall) => void)[] = [];
  private readonly deadline: number;
  private readonly maxCalls: number;
  private readonly breaker: CircuitBreaker;
  private readonly publicCache: PublicCache | undefined;
  private readonly requestId: string | undefined;
  private readonly client: RestClientLimits['client'];
  /** The operation's deadline as a signal, made at its first call and shared by all of them. */
  private deadlineSignal: AbortSignal | undefined;

  constructor(
    private readonly http: RestHttp,
    private readonly token: string | null,
    limits: RestClientLimits = {},
  ) {
    this.deadline = limits.deadline ?? Date.now() + DEFAULT_DEADLINE_MS;
    this.maxCalls = limits.maxCalls ?? DEFAULT_MAX_CALLS;
    this.breaker = limits.breaker ?? new CircuitBreaker();
    this.publicCache = limits.publicCache;
    this.requestId = limits.requestId;
    this.client = limits.client;
  }

  get signedIn(): boolean {
    return this.token !== null;
  }

  /** Called after each REST call ends (the loaders forget what a write may have changed). */
  onCall(listener: (call: RestCall) => void): void {
    this.listeners.push(listener);
  }

  async request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    const query = options.searchParams?.toString() ?? '';
    const cache = this.publicCache && PublicCache.eligible(method, path) ? this.publicCache : undefined;
    const cached = cache?.get(path, query);
    if (cached !== undefined) return cached as T; // no REST call: not in `calls`
    // Over budget, out of time, or REST known to be down: fail now, before asking the breaker for a call.
    if (this.calls.length >= this.maxCalls) throw callLimitReached(this.maxCalls);
    const remaining = this.deadline - Date.now();
    if (remaining <= 0 || !this.breaker.allow()) throw upstreamUnavailable();
    const headers: Record<string, string> = { ...options.headers };
    if (this.requestId) headers['x-request-id'] = this.requestId;
    if (this.client) {
      headers[CLIENT_ADDRESS_HEADER] = this.client.address;
      headers[GATEWAY_SECRET_HEADER] = this.client.secret;
    }
    if (this.token && !options.anonymous) {
      if (!SENDABLE_TOKEN.test(this.token)) throw new GraphQLError('Please log in to continue', NOT_A_TOKEN);
      headers.authorization = `Bearer ${this.token}`;
    }
    const call: RestCall = { method, path, query, status: 'unreachable', durationMs: 0 };
    const started = performance.now();
    this.calls.push(call);
    let failure: Failure | undefined;
    try {
      const response = await this.http.send(path, {
        method,
        headers,
        json: options.json,
        body: options.body,
        query,
        // A write is never retried, so it may use all the time left; the deadline ends it in any case.
        ...(method === 'GET' ? {} : { timeoutMs: remaining + WRITE_TIMEOUT_SLACK_MS }),
        signal: this.deadlineSignalOf(remaining),
      });
      call.status = response.statusCode;
      if (response.statusCode === 400 && options.badRequestIsAnswer) return response.body as T;
      if (response.statusCode >= 400) throw restError(response.statusCode, response.body);
      if (cache && response.statusCode === 200) cache.set(path, query, response.body, response.bytes);
      return response.body as T;
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      failure = error.failure;
      if (error.statusCode !== undefined) call.status = error.statusCode; // answered, but not with JSON
      throw failure === 'unsendable' ? unsendable() : upstreamUnavailable();
    } finally {
      call.durationMs = performance.now() - started;
      this.tellBreaker(call, failure);
      this.publicCache?.noteCall(method, path);
      for (const listener of this.listeners) listener(call);
    }
  }

  /**
   * Only REST's own failures count against it: refused, reset or timed out. An answer shows REST is
   * up, except 502/503/504, which say something behind it failed (a wallet, its database) and count
   * neither way, so one member's failing payment cannot open the breaker for the catalog. A call this
   * operation's deadline cut short, or one that could not be built from its caller's values, says
   * nothing about REST either.
   */
  private tellBreaker(call: RestCall, failure: Failure | undefined): void {
    if (failure === 'down') this.breaker.failed();
    else if (call.status === 'unreachable' || RETRIED_STATUSES.has(call.status)) this.breaker.abandoned();
    else this.breaker.succeeded();
  }

  /** One timer for the whole operation, however many calls it makes; each call in flight listens to it. */
  private deadlineSignalOf(remaining: number): AbortSignal {
    if (!this.deadlineSignal) {
      this.deadlineSignal = AbortSignal.timeout(remaining);
      setMaxListeners(Math.min(this.maxCalls, 1000), this.deadlineSignal);
    }
    return this.deadlineSignal;
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
