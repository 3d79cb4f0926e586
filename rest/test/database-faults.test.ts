/**
 * PostgreSQL ending the service's connections (pg_terminate_backend, as a failover or a restart
 * does) while members add to their carts and place orders: the process never exits, no answer
 * is a 500 (a request caught by it is a 503 that says to retry, with Retry-After), every order
 * acknowledged is in the database exactly once, and the service answers again as soon as the
 * terminations stop. And the database out of reach altogether (the network to it cut): every
 * request is that 503, and the first one after it is back is served.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, booksInStock, createMember, type Api, type Member, type Reply } from './helpers.js';
import { startDatabaseProxy, type DatabaseProxy } from './databaseProxy.js';
import { createOwnDatabase, startRestProcess, type OwnDatabase, type RestProcess } from './restProcess.js';

const TERMINATIONS = 15;
const WORKERS = 4;

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL ending connections under load', () => {
  let database: OwnDatabase;
  let proxy: DatabaseProxy;
  let rest: RestProcess;
  let api: Api;
  beforeAll(async () => {
    database = await createOwnDatabase();
    proxy = await startDatabaseProxy(database.url);
    rest = await startRestProcess({
      DATABASE_URL: proxy.url,
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1,::1',
      MAX_UNPAID_ORDERS: '100000',
    });
    api = apiFor({ name: 'postgres', url: rest.url, outbox: '' });
  });
  afterAll(async () => {
    await rest?.stop();
    await proxy?.close();
    await database?.drop();
  });

  /** Every connection of the service to its database ended at once, as PostgreSQL does on a restart. */
  const terminateBackends = () =>
    database.admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database.name],
    );

  const answers: Reply[] = [];
  /** A request whose answer is kept for the checks below. */
  const noted = async (reply: Promise<Reply>): Promise<Reply> => {
    // A process that exited answers nothing: noted as status 0, and the workers stop.
    const answer = await reply.catch((error: unknown) => ({ status: 0, body: String(error), headers: new Headers() }));
    answers.push(answer);
    return answer;
  };

  it('keeps serving: no exit, no 500, a retryable 503 at worst, every acknowledged order once', async () => {
    const books = await booksInStock(api, 20, 20);
    const members: Member[] = [];
    const addresses: number[] = [];
    for (let i = 0; i < WORKERS; i++) {
      const member = await createMember(api);
      members.push(member);
      const address = await api.post(
        '/shipping/addresses/',
        {
          address_name: 'Home',
          full_name: 'Sita Sharma',
          address_line1: 'Lakeside 6',
          city: 'Pokhara',
          phone: '9841234567',
          district: 'Kaski',
        },
        member.token,
      );
      addresses.push(address.body.data.id);
    }

    let terminating = true;
    /** Order ids acknowledged (201) per member, each for its own Idempotency-Key. */
    const acknowledged: string[][] = members.map(() => []);
    const worker = async (w: number) => {
      const member = members[w]!;
      for (let round = 0; (terminating || round < 3) && !rest.exited(); round++) {
        const book = books[(w * 5 + round) % books.length]!;
        const added = await noted(api.post(`/cart/${book.id}/add`, { quantity: 1 }, member.token));
        if (added.status !== 201 && added.status !== 200) continue;
        // The same order, asked again with the same key while the answer is 'retry'.
        const key = randomUUID();
        for (let attempt = 0; attempt < 100; attempt++) {
          const created = await noted(
            api.request('POST', '/order/create-order/', {
              token: member.token,
              json: { item_ids: [added.body.data.id], shipping_address_id: addresses[w] },
              headers: { 'idempotency-key': key },
            }),
          );
          if (created.status === 503 || (created.status === 0 && !rest.exited())) continue;
          if (created.status === 201) acknowledged[w]!.push(created.body.order_id);
          break;
        }
        await noted(api.get(`/books/${book.id}/`));
        await noted(api.get('/order/', member.token));
      }
    };
    const workers = Promise.all(members.map((_, w) => worker(w)));
    for (let i = 0; i < TERMINATIONS; i++) {
      await terminateBackends();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    terminating = false;
    await workers;

    expect(rest.exited(), rest.output()).toBeUndefined();
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    for (const unavailable of answers.filter((a) => a.status === 503)) expectRetry(unavailable);

    // Every acknowledged order is there once; no key made a second one.
    for (const [w, member] of members.entries()) {
      const ids = acknowledged[w]!;
      expect(ids.length).toBeGreaterThan(0);
      const stored = await ordersOf(database, member.id);
      expect(stored.sort()).toEqual([...ids].sort());
    }

    // Straight after the last termination, reads and writes work.
    const member = members[0]!;
    expect((await api.get('/books/')).status).toBe(200);
    const added = await api.post(`/cart/${books[0]!.id}/add`, { quantity: 1 }, member.token);
    expect([200, 201]).toContain(added.status);
  }, 120_000);

  it('answers 503 with Retry-After while the database is out of reach, and serves the first request after', async () => {
    const member = await createMember(api);
    const [book] = await booksInStock(api, 1);
    await proxy.cut();
    try {
      const caught = [
        await api.get('/books/'),
        await api.get(`/books/${book.id}/`),
        await api.get('/cart/', member.token),
        await api.post(`/cart/${book.id}/add`, { quantity: 1 }, member.token),
        await api.get('/health'),
      ];
      for (const answer of caught) expectRetry(answer);
    } finally {
      await proxy.mend();
    }
    expect((await api.post(`/cart/${book.id}/add`, { quantity: 1 }, member.token)).status).toBe(201);
    expect((await api.get('/cart/', member.token)).body.data).toHaveLength(1);
    expect(rest.exited(), rest.output()).toBeUndefined();
  }, 60_000);
});

/** The 503 of a request the database could not serve: retry, after Retry-After, in the error envelope. */
function expectRetry(answer: Reply): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.body).toEqual({ success: false, message: expect.stringMatching(/try again/i) });
}

/** The ids of a member's orders, read straight from the service's database. */
async function ordersOf(database: OwnDatabase, userId: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('SELECT id::text FROM orders WHERE user_id = $1', [userId]);
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}
