/**
 * The REST client's own promises, checked against a bare HTTP listener standing in for an
 * unreliable upstream (slow, failing, or gone): retries for GETs only, timeouts, the token on
 * every call but sign-in and sign-up, REST errors as GraphQL codes, the sign-up multipart, and
 * which failures count against REST's breaker (its own only, never a request that cannot be sent).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CircuitBreaker } from '../src/rest/breaker.js';
import { RestClient } from '../src/rest/client.js';
import { createHttp } from '../src/rest/http.js';
import { usersApi } from '../src/rest/users.js';
import { closedPort } from './gateways.js';
import { registrationForm } from '../src/resolvers/registration.js';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
/** What the listener does next, by path. */
let behave: (req: IncomingMessage) => { status: number; body?: unknown; hang?: boolean } = () => ({ status: 200 });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({
      method: req.method!,
      url: req.url!,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body: Buffer.concat(chunks).toString('latin1'),
    });
    const answer = behave(req);
    if (answer.hang) return; // never answers: the client's timeout must end the call
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body ?? { success: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen = [];
});

const client = (token: string | null = 'member-token', timeoutMs = 1000, deadlineMs = 4500) =>
  new RestClient(createHttp({ baseUrl, timeoutMs }), token, { deadline: Date.now() + deadlineMs });

async function failure(call: Promise<unknown>): Promise<GraphQLError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

describe('The REST client', () => {
  it('sends the caller’s token on every call, but never on sign-in and sign-up', async () => {
    behave = () => ({ status: 200, body: { success: true, data: { tokens: { access: 't' }, user: { id: 1 } } } });
    const rest = client('secret-of-sita');
    await rest.get('/cart/');
    await rest.post('/newsletter/subscribe', { email: 'a@b.np' });
    await usersApi(rest).login('a@b.np', 'pw');
    await usersApi(rest).register(new FormData());
    expect(seen.map((s) => [s.url, s.authorization])).toEqual([
      ['/api/cart/', 'Bearer secret-of-sita'],
      ['/api/newsletter/subscribe', 'Bearer secret-of-sita'],
      ['/api/users/login/', undefined],
      ['/api/users/register/', undefined],
    ]);
    expect(rest.calls.map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual([
      'GET /cart/ 200',
      'POST /newsletter/subscribe 200',
      'POST /users/login/ 200',
      'POST /users/register/ 200',
    ]);
  });

  it('retries a failing GET once, and never retries a write', async () => {
    behave = () => ({ status: 503, body: { success: false, message: 'busy' } });
    const rest = client();
    const read = await failure(rest.get('/books/'));
    expect(read.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(seen.filter((s) => s.method === 'GET')).toHaveLength(2);
    const write = await failure(rest.post('/cart/1/add', {}));
    expect(write.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(seen.filter((s) => s.method === 'POST')).toHaveLength(1);
  });

  it('times out a silent upstream as UPSTREAM_UNAVAILABLE instead of hanging', async () => {
    behave = () => ({ status: 200, hang: true });
    // A read: each attempt times out, and the one retry with it.
    let started = Date.now();
    const read = await failure(client(null, 200).get('/books/'));
    expect(read.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(seen.filter((s) => s.method === 'GET')).toHaveLength(2);
    // A write is never retried and may take the operation's whole time, but no more.
    started = Date.now();
    const write = await failure(client(null, 200, 600).post('/order/create-order/', {}));
    expect(write.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('starts no call once the operation is out of time', async () => {
    const late = new RestClient(createHttp({ baseUrl }), null, { deadline: Date.now() - 1 });
    expect((await failure(late.get('/books/'))).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(seen).toEqual([]);
    expect(late.calls).toEqual([]);
  });

  it('maps REST statuses to codes and keeps REST’s message', async () => {
    const cases: [number, string, string][] = [
      [400, 'Item is out of stock', 'OUT_OF_STOCK'],
      [400, 'Shipping address not found', 'BAD_USER_INPUT'],
      [401, 'Authentication credentials were not provided or are invalid.', 'UNAUTHENTICATED'],
      [403, 'You can only edit your own reviews.', 'FORBIDDEN'],
      [404, 'Book not found.', 'NOT_FOUND'],
      [502, 'Failed to initiate payment', 'UPSTREAM_UNAVAILABLE'],
    ];
    for (const [status, message, code] of cases) {
      behave = () => ({ status, body: { success: false, message } });
      const error = await failure(client().post('/x', {}));
      expect([error.message, error.extensions.code]).toEqual([message, code]);
    }
    // A 500's text says nothing useful to a reader: it is replaced.
    behave = () => ({ status: 500, body: { success: false, message: 'relation "x" does not exist' } });
    const internal = await failure(client().post('/x', {}));
    expect(internal.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(internal.message).not.toMatch(/relation/);
  });

  it('counts only REST’s own failures against the breaker, never a request that cannot be sent', async () => {
    const breaker = new CircuitBreaker({ threshold: 2 });
    const http = createHttp({ baseUrl, timeoutMs: 1000 });
    const on = (token: string | null) => new RestClient(http, token, { deadline: Date.now() + 4500, breaker });
    // Values no header can carry: the caller's mistake, answered as theirs; nothing is sent.
    for (let i = 0; i < 5; i++) {
      const header = await failure(
        on('member-token').request('POST', '/order/create-order/', {
          json: {},
          headers: { 'idempotency-key': 'ключ' },
        }),
      );
      expect(header.extensions.code).toBe('BAD_USER_INPUT');
      const token = await failure(on('ключ').get('/cart/'));
      expect(token.extensions.code).toBe('UNAUTHENTICATED');
    }
    // Something behind REST failing (a wallet: 502) is not REST down either.
    behave = () => ({ status: 502, body: { success: false, message: 'Failed to initiate payment' } });
    for (let i = 0; i < 5; i++) await failure(on('member-token').post('/payments/initiate-khalti/', {}));
    expect(breaker.open).toBe(false);
    expect(seen.map((s) => s.url)).toEqual(Array(5).fill('/api/payments/initiate-khalti/'));
    behave = () => ({ status: 200, body: { success: true } });
    expect(await on(null).get('/books/')).toEqual({ success: true });

    // REST refusing connections is: the breaker opens, and calls fail at once without trying.
    const gone = new RestClient(createHttp({ baseUrl: `http://127.0.0.1:${await closedPort()}/api` }), null, {
      deadline: Date.now() + 4500,
      breaker,
    });
    for (let i = 0; i < 2; i++)
      expect((await failure(gone.post('/x', {}))).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(breaker.open).toBe(true);
  });

  it('sends sign-up as multipart, the picture as a JPEG file named profile', async () => {
    behave = () => ({ status: 201 });
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const form = registrationForm({
      firstName: 'Sita',
      lastName: 'Sharma',
      username: 'sita',
      email: ' sita@example.com ',
      dateOfBirth: '1998-04-14', // the Date scalar lets only YYYY-MM-DD reach the form
      password: 'pw',
      status: 'Reading',
      hasAcceptedTerms: true,
      hasAcceptedRentalPolicy: true,
      termsAcceptanceDate: '2026-01-02T03:04:05.000Z',
      profilePicture: `data:image/png;base64,${png}`,
    });
    await usersApi(client(null)).register(form);
    const [request] = seen;
    expect(request!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(request!.body)?.[1];
    expect(field('email')).toBe('sita@example.com');
    expect(field('date_of_birth')).toBe('1998-04-14');
    expect(field('bio')).toBe('Reading');
    expect(field('has_accepted_terms')).toBe('true');
    expect(field('terms_acceptance_date')).toBe('2026-01-02T03:04:05.000Z');
    expect(request!.body).toMatch(
      /name="profile_picture"; filename="profile"\r\nContent-Type: image\/jpeg\r\n\r\n\x89PNG/,
    );
  });
});
