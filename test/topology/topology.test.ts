/**
 * The topology of docker-compose.yml, run for real (topology.ts): two REST processes and two
 * gateways, started at once on an empty PostgreSQL database and one Redis. Replicas must agree:
 * a limit counted across both REST processes, a sign-out and a stock change seen through the other
 * gateway at once; and a PostgreSQL that ends every connection each second for 10 s during a
 * stream of orders ends no process, answers no 500, loses or doubles no acknowledged order, and
 * serves again within a second. Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both).
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, GraphQLClient, newMember, PASSWORD, type GraphQLResult, type Member } from '../support/graphql.js';
import { terminateBackends } from '../support/postgres.js';
import { statusOf } from '../support/services.js';
import { startTopology, type Topology } from './topology.js';

/** The per address and email limit on wrong passwords (docs/security.md, 'Accounts and limits that fit people'). */
const LOGIN_LIMIT = 10;
/** How a member signs out in the graph. */
const LOGOUT = `mutation { logout }`;
/** What a write the stream sends answers when its book has no copies left. */
const SOLD_OUT = 'sold out';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)(
  'two REST processes and two gateways on one PostgreSQL and one Redis (skipped without TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    let topology: Topology;
    /** A client per gateway, each check from reader addresses of its own (TEST-NET-3). */
    const clients = (host: number): [GraphQLClient, GraphQLClient] => [
      new GraphQLClient(topology.gateways[0].origin, `203.0.113.${host}`),
      new GraphQLClient(topology.gateways[1].origin, `203.0.113.${host}`),
    ];

    beforeAll(async () => {
      topology = await startTopology(databaseUrl!, redisUrl!);
    });
    afterAll(async () => {
      await topology?.stop();
    });

    it('a. both REST processes and both gateways serve, started at once on an empty database', async () => {
      expect(topology.startFailures).toEqual([]);
      for (const rest of topology.rests) {
        expect(await statusOf(`${rest.origin}/api/health`), rest.origin).toBe(200);
        expect(await statusOf(`${rest.origin}/api/books/?page_size=1`), rest.origin).toBe(200);
      }
      for (const client of clients(1)) {
        expect(await statusOf(`${client.origin}/healthz`), client.origin).toBe(200);
        const { books } = await client.ok<{ books: { totalCount: number } }>(`{ books(pageSize: 1) { totalCount } }`);
        expect(books.totalCount).toBe(1250);
      }
      expect(topology.all.map((service) => service.exit)).toEqual([undefined, undefined, undefined, undefined]);
    });

    it(`b. ${LOGIN_LIMIT} wrong passwords spread over both REST processes: the next through either is refused`, async () => {
      const member = await newMember(clients(2)[0]);
      const guesser = clients(3);
      const signIn = (client: GraphQLClient, password: string) =>
        client.request(
          `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`,
          {
            email: member.email,
            password,
          },
        );
      for (let i = 0; i < LOGIN_LIMIT; i++) {
        const wrong = await signIn(guesser[i % 2]!, `not the password ${i}`);
        expect(wrong.errors.length, `guess ${i + 1}`).toBe(1);
        expect(codeOf(wrong), `guess ${i + 1}`).not.toBe('TOO_MANY_REQUESTS');
      }
      for (const client of guesser) {
        // Refused before the password is even checked: the right one too.
        expect(codeOf(await signIn(client, `not the password ${LOGIN_LIMIT}`)), client.origin).toBe(
          'TOO_MANY_REQUESTS',
        );
        expect(codeOf(await signIn(client, PASSWORD)), client.origin).toBe('TOO_MANY_REQUESTS');
      }
    });

    it('c. a sign-out through gateway 1 refuses the token through gateway 2 at once', async () => {
      const [one, two] = clients(4);
      const member = await newMember(one);
      const me = `{ me { id } }`;
      // The same member on a second device, signed in through the other gateway (and REST process).
      const second = await two.ok<{ login: { token: string } }>(
        `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`,
        { email: member.email, password: PASSWORD },
      );
      const laptop = second.login.token;
      for (const token of [member.token, laptop])
        expect(await two.ok(me, {}, token)).toEqual({ me: { id: member.id } });
      expect(await one.ok(LOGOUT, {}, member.token)).toEqual({ logout: true });
      for (const client of [two, one]) {
        const after = await client.request(me, {}, member.token);
        expect(codeOf(after), client.origin).toBe('UNAUTHENTICATED');
        const write = await client.request(`mutation { addFavorite(bookId: "1") { id } }`, {}, member.token);
        expect(codeOf(write), client.origin).toBe('UNAUTHENTICATED');
        // Only that token: the member's other device is still signed in.
        expect(await client.ok(me, {}, laptop), client.origin).toEqual({ me: { id: member.id } });
      }
    });

    it('d. a stock change through one gateway is read through the other at once', async () => {
      const [one, two] = clients(5);
      const member = await newMember(one);
      const [book] = await booksInStock(two, 1, 3);
      const stockOf = async (client: GraphQLClient) =>
        (await client.ok<{ book: { stock: number } }>(`query ($id: ID!) { book(id: $id) { stock } }`, { id: book!.id }))
          .book.stock;
      // Both gateways have read (and may keep) the book as it is now.
      const before = await stockOf(two);
      expect(await stockOf(one)).toBe(before);
      const line = await addToCart(one, member, book!.id);
      const order = await createOrder(
        one,
        member,
        line.data!.addToCart!.id,
        await addressOf(one, member),
        randomUUID(),
      );
      expect(order.errors).toEqual([]);
      expect(await stockOf(two)).toBe(before - 1);
      expect(await stockOf(one)).toBe(before - 1);
    });

    it('e. PostgreSQL ends every connection each second for 10 s during a stream of orders: no exit, no 500, every acknowledged order once, back within 1 s', async () => {
      const [one, two] = clients(6);
      const members = await Promise.all([newMember(one), newMember(two), newMember(one)]);
      const books = await booksInStock(one, 30, 10);
      const internalErrors: string[] = [];
      const acknowledged: string[] = [];
      /** Requests still failing after 200 tries or 20 s (a gateway or REST that never came back). */
      const unanswered: string[] = [];
      let stopping = false;

      const note = (where: string, result: GraphQLResult) => {
        if (result.status >= 500 || codeOf(result) === 'INTERNAL_SERVER_ERROR')
          internalErrors.push(`${where}: HTTP ${result.status} ${JSON.stringify(result.errors)}`);
      };
      /** The answer of `send` once it has one, sending it again unchanged while it fails (200 times or 20 s at most). */
      const until = async <T>(
        client: GraphQLClient,
        send: () => Promise<GraphQLResult<T>>,
        answer: (data: T) => string | undefined,
      ) => {
        const giveUp = Date.now() + 20_000;
        let last: GraphQLResult<T> | undefined;
        for (let attempt = 0; attempt < 200 && Date.now() < giveUp; attempt++) {
          const result = (last = await send());
          note(client.origin, result);
          const found = result.data ? answer(result.data) : undefined;
          if (found) return found;
          // A definite answer, not a fault: the stream has sold this book's copies; it takes the next.
          if (codeOf(result) === 'OUT_OF_STOCK') return SOLD_OUT;
          await sleep(50);
        }
        unanswered.push(`${client.origin}: HTTP ${last?.status} ${JSON.stringify(last?.errors)}`);
        return undefined;
      };
      // Each member orders one book after another through alternating gateways; a request that
      // fails is sent again unchanged (the order with its idempotency key, as the web app does).
      const stream = async (member: Member, index: number) => {
        const address = await addressOf(one, member);
        for (let n = 0; !stopping; n++) {
          const client = (n + index) % 2 === 0 ? one : two;
          const book = books[(n * members.length + index) % books.length]!;
          const key = randomUUID();
          const line = await until(
            client,
            () => addToCart(client, member, book.id),
            (data) => data.addToCart?.id,
          );
          if (line === SOLD_OUT) continue;
          if (!line) return;
          const id = await until(
            client,
            () => createOrder(client, member, line, address, key),
            (data) => data.createOrder?.id,
          );
          if (id === SOLD_OUT) continue;
          if (!id) return;
          acknowledged.push(id);
        }
      };
      // REST itself, asked directly all along: a database fault is a 503 to retry, never a 500.
      const restStatuses: number[] = [];
      const watchRest = async () => {
        while (!stopping) {
          for (const rest of topology.rests) restStatuses.push(await statusOf(`${rest.origin}/api/books/?page_size=1`));
          await sleep(100);
        }
      };
      await Promise.all(members.map((member) => addressOf(one, member)));

      const streams = [...members.map(stream), watchRest()];
      // The stream is under way before the first fault.
      await sleep(500);
      let terminated = 0;
      for (let second = 0; second < 10; second++) {
        terminated += await terminateBackends(topology.database.admin, topology.database.name);
        await sleep(1000);
      }
      const faultsEnded = Date.now();
      // Back within a second: each REST process and each gateway answers a read.
      const backAfter = await Promise.all([
        ...topology.rests.map((rest) =>
          firstSuccess(async () => (await statusOf(`${rest.origin}/api/books/?page_size=1`)) === 200),
        ),
        ...[one, two].map((client) =>
          firstSuccess(async () => (await client.request(`{ books(pageSize: 1) { totalCount } }`)).data !== undefined),
        ),
      ]);
      stopping = true;
      await Promise.all(streams);

      expect(terminated).toBeGreaterThan(0);
      expect(topology.all.map((service) => service.exit)).toEqual([undefined, undefined, undefined, undefined]);
      expect(internalErrors).toEqual([]);
      expect(unanswered).toEqual([]);
      expect(restStatuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
      expect(backAfter.map((at) => at - faultsEnded <= 1000)).toEqual([true, true, true, true]);
      // Every acknowledged order is there exactly once, and no order is there that was not acknowledged.
      expect(acknowledged.length).toBeGreaterThan(0);
      // Read in the services' own database (the admin connection is on TEST_DATABASE_URL's).
      const services = new pg.Client({ connectionString: topology.database.url });
      await services.connect();
      try {
        const { rows } = await services.query<{ id: string }>(
          `select id::text as id from orders where user_id = any($1::int[])`,
          [members.map((member) => Number(member.id))],
        );
        expect(rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
      } finally {
        await services.end();
      }
    });
  },
);

/** Books with at least `stock` copies left, `count` of them. */
async function booksInStock(client: GraphQLClient, count: number, stock: number) {
  const { books } = await client.ok<{ books: { items: { id: string; stock: number }[] } }>(
    `{ books(pageSize: 100) { items { id stock } } }`,
  );
  const found = books.items.filter((book) => book.stock >= stock).slice(0, count);
  if (found.length < count) throw new Error(`fewer than ${count} books with ${stock} copies`);
  return found;
}

const shippingAddresses = new Map<string, string>();

async function addressOf(client: GraphQLClient, member: Member): Promise<string> {
  const known = shippingAddresses.get(member.id);
  if (known) return known;
  const { createShippingAddress } = await client.ok<{ createShippingAddress: { id: string } }>(
    `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Sita Sharma", addressLine1: "Baluwatar 4", city: "Kathmandu", phone: "9841234567", district: "Kathmandu" }) { id } }`,
    {},
    member.token,
  );
  shippingAddresses.set(member.id, createShippingAddress.id);
  return createShippingAddress.id;
}

const addToCart = (client: GraphQLClient, member: Member, bookId: string) =>
  client.request<{ addToCart?: { id: string } }>(
    `mutation ($book: ID!) { addToCart(bookId: $book) { id } }`,
    { book: bookId },
    member.token,
  );

const createOrder = (client: GraphQLClient, member: Member, line: string, address: string, key: string) =>
  client.request<{ createOrder?: { id: string } }>(
    `mutation ($items: [ID!]!, $address: ID!, $key: String) {
      createOrder(itemIds: $items, shippingAddressId: $address, idempotencyKey: $key) { id } }`,
    { items: [line], address, key },
    member.token,
  );

/** When `check` first answers true, asked every 50 ms for at most 10 s. */
async function firstSuccess(check: () => Promise<boolean>): Promise<number> {
  const giveUp = Date.now() + 10_000;
  while (Date.now() < giveUp) {
    if (await check().catch(() => false)) return Date.now();
    await sleep(50);
  }
  return Infinity;
}
