/**
 * Rentals (issue 35, items 2 and 5), over real HTTP with the store's clock moved (TEST_CLOCK's
 * POST /test/clock/, which also runs the scheduled jobs): a printed rental's due date runs from its
 * delivery; an on-time return refunds price − fee, a return in the first day overdue also keeps 1%
 * of the price, a rental a full day overdue becomes a purchase and cannot be returned, a damaged
 * return is a purchase; buying the book within 5 days after a return takes 5% off, on day 6 it does
 * not; each reminder is mailed once, also with two REST processes running the jobs.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { toPaisa, fromPaisa } from '../src/catalog/money.js';
import { nepalDate } from '../src/rentals/dates.js';
import { startRest } from '../src/server.js';
import { bootRest, reachableTargets, type OwnRest } from './boot.js';
import { addAddress, createPayment, pay, stockOf, verify } from './checkout.js';
import { payWithEsewa, startEsewa, verifyEsewa } from './esewa-checkout.js';
import { SANDBOX_SECRET_KEY } from '../src/config.js';
import { apiFor, booksInStock, createMember, type Api, type Member } from './helpers.js';

const DAY = 24 * 60 * 60_000;

const signIn = async (api: Api, email: string): Promise<string> =>
  (await api.post('/users/login/', { email, password: 'pustak123' })).body.data.tokens.access;

/** Moves the service's clock ahead (and runs its jobs); answers its new time. */
async function advance(api: Api, ms: number): Promise<Date> {
  const res = await fetch(`${api.target.url}/test/clock/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_ms: ms }),
  });
  expect(res.status).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
}

/** The mail to `to` whose subject matches, once there are `count` of them (mail leaves after the answer). */
async function mailMatching(api: Api, to: string, subject: RegExp, count: number, waitMs = 10_000) {
  const until = Date.now() + waitMs;
  for (;;) {
    const mail = (await api.outbox()).filter((m) => m.to === to && subject.test(m.subject));
    if (mail.length >= count) return mail;
    if (Date.now() > until) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pct = (price: string, percent: number) => Math.round((toPaisa(price) * percent) / 100);

/** A member rents a printed book for 30 days, cash on delivery; staff deliver it. */
async function rentAndDeliver(api: Api, staff: string, book: { id: number }, m?: Member) {
  const member = m ?? (await createMember(api));
  const added = await api.post(`/cart/${book.id}/add`, { purchase_type: 'rent', rental_period_id: 2 }, member.token);
  expect([200, 201], JSON.stringify(added.body)).toContain(added.status);
  const created = await api.post(
    '/order/create-order/',
    {
      item_ids: [added.body.data.id],
      shipping_address_id: await addAddress(api, member),
      payment_method: 'CASH_ON_DELIVERY',
    },
    member.token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const orderId = created.body.order_id as string;
  const before = (await api.get(`/order/${orderId}/`, member.token)).body.order;
  expect(before.items[0].rental).toMatchObject({ state: 'not_started', due_date: null, period_days: 30 });
  await api.post('/staff/orders/pack/', { order_ids: [orderId] }, staff);
  await api.post(
    '/staff/orders/ship/',
    { shipments: [{ order_id: orderId, courier: 'Pathao', tracking_number: 'T-1' }] },
    staff,
  );
  const delivered = await api.post(
    '/staff/orders/deliver/',
    { deliveries: [{ order_id: orderId, cash_received: before.total_amount }] },
    staff,
  );
  expect(delivered.body.refused).toEqual([]);
  const rental = (await api.get(`/order/${orderId}/`, member.token)).body.order.items[0].rental;
  return { member, orderId, rental, price: before.items[0].price as string };
}

/** A member rents a printed book for 30 days and pays with a wallet; staff deliver it. */
async function rentPaidAndDeliver(api: Api, staff: string, book: { id: number }, wallet: 'KHALTI' | 'ESEWA') {
  const member = await createMember(api);
  const added = await api.post(`/cart/${book.id}/add`, { purchase_type: 'rent', rental_period_id: 2 }, member.token);
  const created = await api.post(
    '/order/create-order/',
    { item_ids: [added.body.data.id], shipping_address_id: await addAddress(api, member) },
    member.token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const order = { id: created.body.order_id as string, total: '' };
  order.total = (await api.get(`/order/${order.id}/`, member.token)).body.order.total_amount;
  if (wallet === 'KHALTI') {
    const payment = await createPayment(api, member, order);
    const paid = await pay(payment.body.payment_url);
    expect((await verify(api, member, paid.location!)).status).toBe(200);
  } else {
    const back = await payWithEsewa(await startEsewa(api, member, order));
    expect((await verifyEsewa(api, member, back)).status).toBe(200);
  }
  await api.post('/staff/orders/pack/', { order_ids: [order.id] }, staff);
  await api.post(
    '/staff/orders/ship/',
    { shipments: [{ order_id: order.id, courier: 'Pathao', tracking_number: 'T-2' }] },
    staff,
  );
  expect(
    (await api.post('/staff/orders/deliver/', { deliveries: [{ order_id: order.id }] }, staff)).body.refused,
  ).toEqual([]);
  const paidOrder = (await api.get(`/order/${order.id}/`, member.token)).body.order;
  return { member, order: paidOrder, rental: paidOrder.items[0].rental, price: paidOrder.items[0].price as string };
}

/** The refunds the Khalti sandbox itself made on a transaction (its own record, not the store's). */
async function walletRefunds(api: Api, transactionId: string): Promise<number[]> {
  const res = await fetch(`${api.target.url}/khalti-sandbox/api/merchant-transaction/${transactionId}/`, {
    headers: { authorization: `Key ${SANDBOX_SECRET_KEY}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { refunds: { amount: number }[] }).refunds.map((r) => r.amount);
}

describe.each(reachableTargets())('Rentals on %s', (name) => {
  let own: OwnRest;
  let api: Api;
  let staff: string;
  let books: { id: number; price: string; title: string }[];
  let next = 0;
  const someBook = () => books[next++]!;

  beforeAll(async () => {
    own = await bootRest(name, { TEST_CLOCK: 'true' });
    api = own.api;
    staff = await signIn(api, 'staff@pustak.np');
    books = (await booksInStock(api, 40, 3)).filter((b) => !['eBook', 'Audiobook'].includes(b.format));
  }, 180_000);
  afterAll(() => own?.close());

  it('a delivered rental is due 30 days on, in Nepal, with its fee, deposit and refund to come; it is listed for the member', async () => {
    const book = someBook();
    const { member, rental, price } = await rentAndDeliver(api, staff, book);
    const fee = pct(price, 30);
    expect(rental).toMatchObject({
      state: 'active',
      digital: false,
      deposit: price,
      fee: fromPaisa(fee),
      refund_on_time: fromPaisa(toPaisa(price) - fee),
    });
    expect(rental.due_date).toBe(nepalDate(new Date(new Date(rental.started_at).getTime() + 30 * DAY)));
    const list = (await api.get('/rentals/', member.token)).body;
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ id: rental.id, state: 'active', overdue: false, book: { id: book.id } });
    // Another member sees none of it.
    expect((await api.get('/rentals/', (await createMember(api)).token)).body.count).toBe(0);
  });

  it('an on-time return gives back the deposit less the fee and puts the copy back in stock, once even when two staff return it at once', async () => {
    const book = someBook();
    const { rental, price } = await rentAndDeliver(api, staff, book);
    const stock = await stockOf(api, book.id);
    await advance(api, 20 * DAY);
    const [a, b] = await Promise.all([
      api.post(`/staff/rentals/${rental.id}/return/`, { damaged: false }, staff),
      api.post(`/staff/rentals/${rental.id}/return/`, { damaged: false }, staff),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = (a.status === 200 ? a : b).body.rental;
    expect(done).toMatchObject({ state: 'returned', damaged: false, late_fee: '0.00' });
    expect(done.refund).toBe(fromPaisa(toPaisa(price) - pct(price, 30)));
    expect(await stockOf(api, book.id)).toBe(stock + 1);
  });

  it('an on-time return of a Khalti-paid rental refunds exactly price − fee through Khalti, once, however often it is tried', async () => {
    const book = someBook();
    const { member, order, rental, price } = await rentPaidAndDeliver(api, staff, book, 'KHALTI');
    const owed = toPaisa(price) - pct(price, 30);
    const returned = await api.post(`/staff/rentals/${rental.id}/return/`, { damaged: false }, staff);
    expect(returned.body.rental.refund).toBe(fromPaisa(owed));
    await Promise.all([advance(api, 0), advance(api, 0)]);
    expect(await walletRefunds(api, order.transaction_id)).toEqual([owed]);
    const [refund] = (await api.get(`/order/${order.order_id}/`, member.token)).body.order.refunds;
    expect(refund).toMatchObject({
      cause: 'rental_returned',
      method: 'khalti',
      state: 'refunded',
      amount: fromPaisa(owed),
    });
  });

  it('an on-time return of an eSewa-paid rental is owed back by staff: recorded, never sent', async () => {
    const book = someBook();
    const { member, order, rental, price } = await rentPaidAndDeliver(api, staff, book, 'ESEWA');
    await api.post(`/staff/rentals/${rental.id}/return/`, { damaged: false }, staff);
    await advance(api, 0);
    const [refund] = (await api.get(`/order/${order.order_id}/`, member.token)).body.order.refunds;
    expect(refund).toMatchObject({
      cause: 'rental_returned',
      method: 'manual',
      state: 'pending',
      amount: fromPaisa(toPaisa(price) - pct(price, 30)),
    });
    expect(order.paid_with).toBe('ESEWA');
  });

  it('a return during the first day overdue also keeps the 1% late fee', async () => {
    const book = someBook();
    const { rental, price } = await rentAndDeliver(api, staff, book);
    const now = await advance(api, 0);
    await advance(api, new Date(rental.due_at).getTime() - now.getTime() + 2 * 60 * 60_000);
    const returned = await api.post(`/staff/rentals/${rental.id}/return/`, { damaged: false }, staff);
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.rental.late_fee).toBe(fromPaisa(pct(price, 1)));
    expect(returned.body.rental.refund).toBe(fromPaisa(toPaisa(price) - pct(price, 30) - pct(price, 1)));
  });

  it('a rental a full day overdue becomes a purchase (the member is told once) and can no longer be returned', async () => {
    const book = someBook();
    const { member, rental } = await rentAndDeliver(api, staff, book);
    const now = await advance(api, 0);
    await advance(api, new Date(rental.purchase_at).getTime() - now.getTime() + 60_000);
    await advance(api, 60_000);
    const [listed] = (await api.get('/rentals/', member.token)).body.results;
    expect(listed).toMatchObject({ state: 'purchased', refund: null, ended_at: rental.purchase_at });
    const refused = await api.post(`/staff/rentals/${rental.id}/return/`, { damaged: false }, staff);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This rental is a purchase now.');
    await advance(api, 60_000);
    expect(await mailMatching(api, member.email, /is now a purchase$/, 2, 2000)).toHaveLength(1);
  });

  it('a damaged return is a purchase: nothing back, the copy not back in stock', async () => {
    const book = someBook();
    const { rental } = await rentAndDeliver(api, staff, book);
    const stock = await stockOf(api, book.id);
    const returned = await api.post(`/staff/rentals/${rental.id}/return/`, { damaged: true }, staff);
    expect(returned.body.rental).toMatchObject({ state: 'purchased', damaged: true, refund: null });
    expect(await stockOf(api, book.id)).toBe(stock);
  });

  it('buying the book within 5 days after the return takes 5% off; on day 6 it does not', async () => {
    const book = someBook();
    const { member, rental } = await rentAndDeliver(api, staff, book);
    await api.post(`/staff/rentals/${rental.id}/return/`, { damaged: false }, staff);
    const buy = async () => {
      const line = await api.post(`/cart/${book.id}/add`, { quantity: 1 }, member.token);
      // The cart prices the line as the order will.
      const [inCart] = (await api.get('/cart/', member.token)).body.data;
      expect(inCart).toMatchObject({ id: line.body.data.id, unit_price: expect.any(String) });
      cartPrices.push([inCart.unit_price, inCart.rebuy_discount?.percent ?? null]);
      const created = await api.post(
        '/order/create-order/',
        {
          item_ids: [line.body.data.id],
          shipping_address_id: await addAddress(api, member),
          payment_method: 'CASH_ON_DELIVERY',
        },
        member.token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const order = (await api.get(`/order/${created.body.order_id}/`, member.token)).body.order;
      await api.post(`/order/${order.order_id}/cancel/`, {}, member.token);
      return order.items[0].price as string;
    };
    const full = (await api.get(`/books/${book.id}/`)).body.book.price as string;
    const cartPrices: [string, number | null][] = [];
    const discounted = fromPaisa(toPaisa(full) - Math.round((toPaisa(full) * 5) / 100));
    await advance(api, 4 * DAY);
    expect(await buy()).toBe(discounted);
    await advance(api, 2 * DAY);
    expect(await buy()).toBe(full);
    expect(cartPrices).toEqual([
      [discounted, 5],
      [full, null],
    ]);
  });

  it('reminders go three days before the due date and on it, once each, as the member allows', async () => {
    const book = someBook();
    const { member, rental } = await rentAndDeliver(api, staff, book);
    const now = await advance(api, 0);
    const due = new Date(rental.due_at).getTime();
    await advance(api, due - 4 * DAY - now.getTime() + 60_000);
    await advance(api, 60_000);
    let mails = await mailMatching(api, member.email, /is due back/, 1);
    expect(mails.map((m) => m.subject)).toEqual([`${book.title} is due back on ${rental.due_date}`]);
    await advance(api, 3 * DAY);
    await advance(api, 60_000);
    mails = await mailMatching(api, member.email, /is due back/, 2);
    expect(mails.map((m) => m.subject)).toEqual([
      `${book.title} is due back on ${rental.due_date}`,
      `${book.title} is due back today`,
    ]);
    const [listed] = (await api.get('/rentals/', member.token)).body.results;
    expect(listed.reminded_before_at).not.toBeNull();
    expect(listed.reminded_due_at).not.toBeNull();
    expect(listed.overdue).toBe(false);
  });

  it('refuses returns of unknown rentals and bad bodies, and is staff only', async () => {
    expect((await api.post('/staff/rentals/999999/return/', { damaged: false }, staff)).status).toBe(404);
    expect((await api.post('/staff/rentals/1/return/', { damaged: 'yes' }, staff)).status).toBe(400);
    const m = await createMember(api);
    expect((await api.post('/staff/rentals/1/return/', { damaged: false }, m.token)).status).toBe(403);
    expect((await api.get('/staff/rentals/?view=active', m.token)).status).toBe(403);
    expect((await api.get('/rentals/')).status).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two REST processes running the rental jobs [postgres]', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let one: Api;
  let other: Api;
  let outbox: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    admin.on('error', () => {});
    await admin.connect();
    const dbName = `pustak_rent_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${dbName}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    });
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${dbName}`;
    const key = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const mailDir = await mkdtemp(path.join(tmpdir(), 'pustak-rent-mail-'));
    cleanups.push(() => rm(mailDir, { recursive: true, force: true }));
    outbox = path.join(mailDir, 'outbox.jsonl');
    const boot = async (label: string) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), `pustak-rent-${label}-`));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const config = {
        ...readConfig({ JWT_PRIVATE_KEY: key, TEST_CLOCK: 'true' }),
        port: 0,
        dataDir,
        databaseUrl: url.toString(),
        logLevel: 'warn',
        rateLimitAllowList: ['127.0.0.1', '::1'],
      };
      const rest = await startRest(config, {
        logger: false,
        strictResponses: true,
        publicUrlFromPort: true,
        mailer: { send: (m) => appendFile(outbox, `${JSON.stringify(m)}\n`) },
      });
      cleanups.push(() => rest.close());
      return apiFor({ name: 'postgres', url: rest.url, outbox });
    };
    one = await boot('one');
    other = await boot('other');
  }, 180_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('each reminder and the end are mailed once when both processes run the jobs at the same moment', async () => {
    const staff = await signIn(one, 'staff@pustak.np');
    const printed = (await booksInStock(one, 10, 3)).filter((b) => !['eBook', 'Audiobook'].includes(b.format));
    const rented = [];
    for (const book of printed.slice(0, 3)) rented.push(await rentAndDeliver(one, staff, book));
    const due = new Date(rented[0]!.rental.due_at).getTime();
    const both = async (ms: number) => Promise.all([advance(one, ms), advance(other, ms)]);
    // Both clocks at the same time first (each started from the system's).
    const [a, b] = (await both(0)).map((d) => d.getTime());
    if (a! < b!) await advance(one, b! - a!);
    else await advance(other, a! - b!);
    const now = Math.max(a!, b!);
    await both(due - 4 * DAY - now + 60_000);
    await both(3 * DAY);
    await both(2 * DAY);
    for (const { member } of rented) {
      // Waits past the three expected, so a doubled mail would be seen.
      const mails = await mailMatching(one, member.email, /is due back|is now a purchase/, 4, 2000);
      // Once each, in the order they were written (mail to one address keeps its order).
      const subjects = mails.map((m) => m.subject.replace(/^.* (is due back|is now a purchase)/, '$1'));
      expect(subjects).toEqual([expect.stringMatching(/^is due back on /), 'is due back today', 'is now a purchase']);
    }
  }, 120_000);
});
