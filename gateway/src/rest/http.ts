/**
 * The HTTP transport under the REST client (client.ts): node:http on shared keep-alive sockets,
 * JSON in and out, a timeout per attempt, the operation's deadline over every attempt, and one
 * retry of a read that failed the way a restarting REST fails (502/503/504, a reset or refused
 * connection, a timeout). Nothing else: a call is a few object allocations and one request, which
 * matters when every GraphQL operation makes several of them on the cores REST also runs on.
 * It holds sockets only, never a token or an answer.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** Pause before a GET's one retry: long enough for a restarting REST, short enough for the deadline. */
const RETRY_DELAY_MS = 150;
const RETRY_STATUSES = new Set([502, 503, 504]);
const RETRY_ERRORS = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']);

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
 * No answer to use: REST could not be reached, did not answer in time, or answered something that
 * is not JSON (then `statusCode` says what it answered). `deadline` when the operation's deadline ended it.
 */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface SendOptions {
  method: string;
  headers?: Record<string, string>;
  json?: unknown;
  body?: FormData;
  /** The query string without '?', '' or absent when none. */
  query?: string;
  /** Per attempt; the client's own (RestClientOptions.timeoutMs) when absent. */
  timeoutMs?: number;
  /** Epoch ms: no attempt starts after it and none outlasts it. */
  deadline?: number;
  /** Retry once as described above (reads only). */
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

export function createHttp(options: HttpOptions): RestHttp {
  const base = new URL(options.baseUrl.replace(/\/?$/, '/'));
  const secure = base.protocol === 'https:';
  const request = secure ? httpsRequest : httpRequest;
  const agent = secure ? agents.https : agents.http;
  const hostname = base.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = base.port || (secure ? 443 : 80);
  const basePath = base.pathname;
  const host = base.host;
  const defaultTimeout = options.timeoutMs ?? 2000;

  function attempt(
    path: string,
    method: string,
    headers: Record<string, string>,
    payload: Buffer | undefined,
    timeoutMs: number,
  ): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const init: RequestOptions = { agent, hostname, port, path, method, headers };
      const req = request(init, (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          bytes += chunk.length;
        });
        res.on('end', () => {
          clearTimeout(timer);
          const statusCode = res.statusCode ?? 0;
          if (bytes === 0) return resolve({ statusCode, body: '', bytes });
          const text =
            chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks, bytes).toString('utf8');
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            return reject(new TransportError('REST answered something that is not JSON', 'EPARSE', statusCode));
          }
          resolve({ statusCode, body, bytes });
        });
        res.on('error', (error: NodeJS.ErrnoException) => fail(error));
        res.on('aborted', () => fail(Object.assign(new Error('REST closed the answer'), { code: 'ECONNRESET' })));
      });
      const fail = (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(error instanceof TransportError ? error : new TransportError(error.message, error.code ?? 'EUNKNOWN'));
      };
      const timer = setTimeout(() => {
        const error = new TransportError(`REST did not answer within ${timeoutMs} ms`, 'ETIMEDOUT');
        reject(error);
        req.destroy(error);
      }, timeoutMs);
      req.on('error', fail);
      req.end(payload);
    });
  }

  return {
    async send(path, options) {
      const { method } = options;
      const headers: Record<string, string> = { host, accept: 'application/json', ...options.headers };
      let payload: Buffer | undefined;
      if (options.json !== undefined) {
        payload = Buffer.from(JSON.stringify(options.json));
        headers['content-type'] ??= 'application/json';
      } else if (options.body !== undefined) {
        // The platform's own multipart encoding (boundary in the content type).
        const encoded = new Response(options.body);
        headers['content-type'] = encoded.headers.get('content-type')!;
        payload = Buffer.from(await encoded.arrayBuffer());
      }
      if (payload) headers['content-length'] = String(payload.length);
      const target = `${basePath}${path.startsWith('/') ? path.slice(1) : path}${options.query ? `?${options.query}` : ''}`;
      const perAttempt = options.timeoutMs ?? defaultTimeout;
      const deadline = options.deadline ?? Number.POSITIVE_INFINITY;
      const timeLeft = () => deadline - Date.now();
      const run = () => {
        const left = timeLeft();
        if (left <= 0) throw new TransportError('The operation ran out of time', 'EDEADLINE');
        return attempt(target, method, headers, payload, Math.min(perAttempt, left)).catch((error: TransportError) => {
          // The operation's deadline, not REST, ended the attempt.
          if (error.code === 'ETIMEDOUT' && timeLeft() <= 0) throw new TransportError(error.message, 'EDEADLINE');
          throw error;
        });
      };
      if (!options.retry) return run();
      let first: HttpAnswer | TransportError;
      try {
        first = await run();
        if (!RETRY_STATUSES.has(first.statusCode)) return first;
      } catch (error) {
        if (!(error instanceof TransportError) || !RETRY_ERRORS.has(error.code)) throw error;
        first = error;
      }
      if (timeLeft() <= RETRY_DELAY_MS) {
        if (first instanceof TransportError) throw first;
        return first;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return run();
    },
  };
}
