/**
 * Test helpers: run a suite against every booted target (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set, otherwise reported as skipped), a small HTTP client, and members.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, inject } from 'vitest';
import type { Target } from './global-setup.js';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Api {
  target: Target;
  request<T = any>(
    method: string,
    path: string,
    options?: { token?: string; json?: unknown; form?: FormData; raw?: string; headers?: Record<string, string> },
  ): Promise<Reply<T>>;
  get<T = any>(path: string, token?: string): Promise<Reply<T>>;
  post<T = any>(path: string, json?: unknown, token?: string): Promise<Reply<T>>;
  put<T = any>(path: string, json?: unknown, token?: string): Promise<Reply<T>>;
  patch<T = any>(path: string, json?: unknown, token?: string): Promise<Reply<T>>;
  del<T = any>(path: string, json?: unknown, token?: string): Promise<Reply<T>>;
  /** Mail the service has sent so far (newest last). */
  outbox(): Promise<Mail[]>;
  /**
   * The mail to `to` once there are at least `count` (newest last). Mail leaves after the answer
   * (the outbox's worker: src/mail/delivery.ts), so a test waits for it rather than reading at once.
   */
  mailTo(to: string, count?: number): Promise<Mail[]>;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export function apiFor(target: Target): Api {
  const request: Api['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: RequestInit['body'];
    if (options.form) body = options.form;
    else if (options.raw !== undefined) {
      headers['content-type'] = 'application/json';
      body = options.raw;
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const url = path.startsWith('http') ? path : `${target.url}/api${path}`;
    const res = await fetch(url, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (SVG, HTML): keep the text
    }
    return { status: res.status, body: parsed as never, headers: res.headers };
  };
  return {
    target,
    request,
    get: (path, token) => request('GET', path, { token }),
    post: (path, json, token) => request('POST', path, { json, token }),
    put: (path, json, token) => request('PUT', path, { json, token }),
    patch: (path, json, token) => request('PATCH', path, { json, token }),
    del: (path, json, token) => request('DELETE', path, { json, token }),
    outbox: () => readOutbox(target.outbox),
    mailTo: (to, count = 1) => mailTo(target.outbox, to, count),
  };
}

async function readOutbox(file: string): Promise<Mail[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);
}

async function mailTo(file: string, to: string, count: number): Promise<Mail[]> {
  const until = Date.now() + 15_000;
  for (;;) {
    const mail = (await readOutbox(file)).filter((m) => m.to === to);
    if (mail.length >= count) return mail;
    if (Date.now() > until) throw new Error(`${mail.length} of ${count} mails to ${to} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Declares the suite once per database; the PostgreSQL one is skipped (not passed) without it. */
export function describeEachTarget(title: string, suite: (api: Api) => void): void {
  const targets = inject('targets');
  for (const name of ['pglite', 'postgres'] as const) {
    const target = targets.find((t) => t.name === name);
    if (target) describe(`${title} [${name}]`, () => suite(apiFor(target)));
    else describe.skip(`${title} [${name}] (set TEST_DATABASE_URL to run)`, () => suite(undefined as never));
  }
}

/**
 * Headers with which the gateway names its client's address; REST believes them only with the
 * shared secret, so a test can act as readers on different addresses.
 */
export function fromAddress(address: string, secret: string = inject('gatewaySecret')): Record<string, string> {
  return { 'x-pustak-client-address': address, 'x-pustak-gateway-secret': secret };
}

export interface Member {
  id: number;
  token: string;
  email: string;
  username: string;
  password: string;
  firstName: string;
}

export function uniqueName(prefix = 'reader'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

/** Registers a new member (JSON, no picture) and signs them in. */
export async function createMember(api: Api, overrides: Record<string, unknown> = {}): Promise<Member> {
  const username = uniqueName();
  const payload = {
    first_name: 'Sita',
    last_name: 'Sharma',
    username,
    email: `${username}@example.com`,
    date_of_birth: '1998-04-14',
    password: 'correct horse battery',
    bio: 'Reading in Kathmandu',
    has_accepted_terms: true,
    has_accepted_rental_policy: true,
    terms_acceptance_date: new Date().toISOString(),
    ...overrides,
  };
  const registered = await api.post('/users/register/', payload);
  if (registered.status !== 201)
    throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await api.post('/users/login/', { email: payload.email, password: payload.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return {
    id: login.body.data.user.id,
    token: login.body.data.tokens.access,
    email: String(payload.email),
    username: String(payload.username),
    password: String(payload.password),
    firstName: String(payload.first_name),
  };
}

/** `n` books with at least `minStock` copies, from the seeded catalog (ordered by title: stable). */
/** `n` books with at least `minStock` copies from one catalog page (`filter`: more query, e.g. formats). */
export async function booksInStock(api: Api, n: number, minStock = 5, page = 1, filter = ''): Promise<any[]> {
  const reply = await api.get(`/books/?ordering=title&page_size=100&page=${page}${filter}`);
  const found = reply.body.results.books.filter((b: any) => b.stock >= minStock);
  if (found.length < n) throw new Error(`only ${found.length} books in stock on page ${page}`);
  return found.slice(0, n);
}

/** The seeded book that has no copies left. */
export async function outOfStockBook(api: Api): Promise<any> {
  const reply = await api.get(`/books/?title=${encodeURIComponent('The Last Copy of Winter')}`);
  return reply.body.results.books[0];
}

/** Makes two members friends over HTTP: `a` asks, `b` accepts. */
export async function befriend(api: Api, a: Member, b: Member): Promise<void> {
  const sent = await api.post(`/social/friends/${b.id}/request/`, undefined, a.token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const accepted = await api.post(`/social/friends/requests/${sent.body.data.id}/accept/`, undefined, b.token);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}
