/**
 * Refunds (issue 35, item 3): money goes back the way it came. A cancelled order paid with Khalti
 * is refunded in full through Khalti's refund API (the sandbox's own record shows it, once); an
 * eSewa one is recorded, not sent, until staff make it and record its reference. Refunds sent by
 * several runs and processes at once, or after a call that never answered, are paid once: asserted
 * from what the sandbox itself refunded. On services of this suite's own, with a movable clock
 * (TEST_CLOCK) so the sending job runs when the test says; the timeout cases go through a small
 * HTTP proxy in front of the sandbox that loses requests or answers as told.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SECRET_KEY } from '../src/config.js';
import { bootRest, reachableTargets, type OwnRest } from './boot.js';
import { addAddress, addLine, createPayment, orderOf, pay, verify } from './checkout.js';
import { payWithEsewa, startEsewa, verifyEsewa } from './esewa-checkout.js';
import { booksInStock, createMember, type Api, type Member } from './helpers.js';

const LEASE_MS = 5 * 60_000;
const quiet = { RATE_LIMIT_ALLOW_LIST: '127.0.0.1,::1', TEST_CLOCK: 'true' };

async function signIn(api: Api, email: string): Promise<string> {
  const reply = await api.post('/users/login/', { email, password: 'pustak123' });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.tokens.access;
}

/** Moves the service's clock ahead and runs its scheduled jobs now (TEST_CLOCK's route). */
async function runJobs(api: Api, advanceMs = 0): Promise<Record<string, number>> {
  const res = await fetch(`${api.target.url}/test/clock/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_ms: advanceMs }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { jobs: Record<string, number> }).jobs;
}

/** What the Khalti sandbox at `sandboxUrl` itself holds for a transaction: its status and the refunds it made. */
async function walletRecord(sandboxUrl: string, transactionId: string) {
  const res = await fetch(`${sandboxUrl}/khalti-sandbox/api/merchant-transaction/${transactionId}/`, {
    headers: { authorization: `Key ${SANDBOX_SECRET_KEY}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { status: string; total_amount: number; refunds: { amount: number }[] };
}

async function khaltiLookup(sandboxUrl: string, pidx: string) {
  const res = await fetch(`${sandboxUrl}/khalti-sandbox/api/v2/epayment/lookup/`, {
    method: 'POST',
    headers: { authorization: `Key ${SANDBOX_SECRET_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ pidx }),
  });
  return (await res.json()) as { status: string; refunded: boolean };
}

const paisa = (rupees: string) => Math.round(Number(rupees) * 100);

/**
 * A proxy in front of the sandbox for refund calls: 'pass' forwards, 'lose-answer' forwards and
 * then drops the connection (Khalti refunded; the store never hears), 'lose-request' drops it
 * unsent, 'refuse' answers 400 as Khalti refuses. Every other call passes.
 */
async function refundProxy(target: () => string) {
  let mode: 'pass' | 'lose-answer' | 'lose-request' | 'refuse' = 'pass';
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const isRefund = /\/merchant-transaction\/[^/]+\/refund\/$/.test(req.url ?? '');
    const how = isRefund ? mode : 'pass';
    if (how === 'lose-request') return res.socket?.destroy();
    if (how === 'refuse') {
      res.writeHead(400, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ detail: 'Refund not allowed for this merchant.', error_key: 'validation_error' }),
      );
    }
    const answer = await fetch(`${target()}${req.url}`, {
      method: req.method,
      headers: { authorization: req.headers.authorization ?? '', 'content-type': 'application/json' },
      body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
    });
    const text = await answer.text();
    if (how === 'lose-answer') return res.socket?.destroy();
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set: (next: typeof mode) => (mode = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

for (const name of reachableTargets())
  describe(`Refunds [${name}]`, () => {
    let store: OwnRest;
    let proxied: OwnRest;
    let proxy: Awaited<ReturnType<typeof refundProxy>>;
    let books: any[] = [];
    let nextBook = 0;

    beforeAll(async () => {
      store = await bootRest(name, quiet);
      proxy = await refundProxy(() => store.api.target.url);
      // A store whose Khalti is reached through the proxy: the first store's sandbox, as a real Khalti would be.
      proxied = await bootRest(name, {
        ...quiet,
        KHALTI_BASE_URL: `${proxy.url}/khalti-sandbox/api/v2`,
        KHALTI_SECRET_KEY: SANDBOX_SECRET_KEY,
      });
      // Printed books: an order of downloads only is delivered when paid, and cannot be cancelled.
      books = (await booksInStock(store.api, 40, 5, 2)).filter((b) => !['eBook', 'Audiobook'].includes(b.format));
    }, 180_000);
    afterAll(async () => {
      await proxied?.close();
      await proxy?.close();
      await store?.close();
    });

    /** An order of one fresh book, to be paid with a wallet. */
    async function order(api: Api, m: Member) {
      const line = await addLine(api, m, books[nextBook++ % books.length]!.id);
      const created = await api.post(
        '/order/create-order/',
        { item_ids: [line], shipping_address_id: await addAddress(api, m) },
        m.token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.order_id as string;
      return { id, total: (await orderOf(api, m, id)).total_amount as string };
    }

    /** An order paid with Khalti (through the service's own Khalti): its pidx and transaction id. */
    async function paidWithKhalti(api: Api, m: Member) {
      const o = await order(api, m);
      const payment = await createPayment(api, m, o);
      expect(payment.status, JSON.stringify(payment.body)).toBe(200);
      const paid = await pay(payment.body.payment_url);
      expect((await verify(api, m, paid.location!)).body.status).toBe('Completed');
      const transactionId = (await orderOf(api, m, o.id)).transaction_id as string;
      return { ...o, pidx: payment.body.pidx as string, transactionId };
    }

    /** Paid with Khalti after the member cancelled it: owed back (a payment for nothing), not sent until a job runs. */
    async function paidAfterCancel(api: Api, m: Member) {
      const o = await order(api, m);
      const payment = await createPayment(api, m, o);
      expect((await api.post(`/order/${o.id}/cancel/`, {}, m.token)).status).toBe(200);
      const paid = await pay(payment.body.payment_url);
      expect((await verify(api, m, paid.location!)).body.status).toBe('Needs refund');
      const after = await orderOf(api, m, o.id);
      return { ...o, pidx: payment.body.pidx as string, transactionId: after.transaction_id as string };
    }

    it('a cancelled order paid with Khalti is refunded in full through Khalti, once; the member and staff see it', async () => {
      const { api } = store;
      const m = await createMember(api);
      const o = await paidWithKhalti(api, m);
      const cancelled = await api.post(`/order/${o.id}/cancel/`, { reason: 'Ordered twice' }, m.token);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.order.refund_due).toBe(o.total);
      expect(cancelled.body.order.refunds).toEqual([
        expect.objectContaining({
          amount: o.total,
          cause: 'order_cancelled',
          method: 'khalti',
          wallet: 'KHALTI',
          state: expect.stringMatching(/^(pending|sending|refunded)$/),
        }),
      ]);
      await runJobs(api);
      await runJobs(api);

      const after = await orderOf(api, m, o.id);
      expect(after.refund_due).toBeNull();
      expect(after.refunds).toEqual([
        expect.objectContaining({
          amount: o.total,
          state: 'refunded',
          reference: o.transactionId,
          refunded_at: expect.any(String),
        }),
      ]);
      const record = await walletRecord(api.target.url, o.transactionId);
      expect(record).toMatchObject({ status: 'Refunded', refunds: [{ amount: paisa(o.total) }] });
      expect(await khaltiLookup(api.target.url, o.pidx)).toMatchObject({ status: 'Refunded', refunded: true });

      const staff = await signIn(api, 'staff@pustak.np');
      const list = await api.get('/staff/refunds/?state=refunded', staff);
      expect(list.status).toBe(200);
      const mine = list.body.results.find((r: any) => r.id === after.refunds[0].id);
      expect(mine).toMatchObject({
        attempts: 1,
        order: { order_id: o.id, step: 'CANCELLED' },
        member: { id: m.id, email: m.email },
        transaction_id: o.transactionId,
      });
      expect(list.body.counts.refunded).toBeGreaterThanOrEqual(1);
      // Sent by the store itself: the audit log names the system, not a member of staff.
      const admin = await signIn(api, 'admin@pustak.np');
      const audit = (await api.get('/staff/audit/', admin)).body.results as any[];
      expect(audit.find((e) => e.action === 'refund.sent' && e.entity_id === String(mine.id))).toMatchObject({
        actor: { id: null, email: 'system' },
        after: { state: 'refunded', reference: o.transactionId },
      });
      // Staff cannot record or retry a refund Khalti made.
      expect(await api.post(`/staff/refunds/${mine.id}/record/`, { reference: 'X' }, staff)).toMatchObject({
        status: 409,
        body: { success: false, message: `Refund #${mine.id} is refunded already.` },
      });
    });

    it('an eSewa-paid order cancelled is owed back by hand: recorded, never sent, until staff record its reference', async () => {
      const { api } = store;
      const m = await createMember(api);
      const o = await order(api, m);
      const back = await payWithEsewa(await startEsewa(api, m, o));
      expect((await verifyEsewa(api, m, back)).body.status).toBe('Completed');
      expect((await api.post(`/order/${o.id}/cancel/`, {}, m.token)).status).toBe(200);
      await runJobs(api);
      const owed = await orderOf(api, m, o.id);
      expect(owed.refund_due).toBe(o.total);
      expect(owed.refunds).toEqual([
        expect.objectContaining({
          amount: o.total,
          method: 'manual',
          wallet: 'ESEWA',
          state: 'pending',
          reference: null,
        }),
      ]);
      const id = owed.refunds[0].id as number;

      const staff = await signIn(api, 'staff@pustak.np');
      const pending = await api.get('/staff/refunds/?state=pending', staff);
      expect(pending.body.results.find((r: any) => r.id === id)).toMatchObject({ attempts: 0, method: 'manual' });
      expect(await api.post(`/staff/refunds/${id}/retry/`, {}, staff)).toMatchObject({
        status: 409,
        body: { message: `Refund #${id} is made by the store: record it once it is made.` },
      });
      expect((await api.post(`/staff/refunds/${id}/record/`, { reference: '  ' }, staff)).status).toBe(400);
      const recorded = await api.post(`/staff/refunds/${id}/record/`, { reference: ' ESW-RF-2026-118 ' }, staff);
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
      expect(recorded.body.refund).toMatchObject({ id, state: 'refunded', reference: 'ESW-RF-2026-118' });
      expect(await api.post(`/staff/refunds/${id}/record/`, { reference: 'again' }, staff)).toMatchObject({
        status: 409,
      });
      expect(await orderOf(api, m, o.id)).toMatchObject({
        refund_due: null,
        refunds: [expect.objectContaining({ state: 'refunded', reference: 'ESW-RF-2026-118' })],
      });
      expect(await api.post('/staff/refunds/2147483000/record/', { reference: 'x' }, staff)).toMatchObject({
        status: 404,
        body: { message: 'Refund not found.' },
      });
      const admin = await signIn(api, 'admin@pustak.np');
      const audit = (await api.get('/staff/audit/', admin)).body.results as any[];
      expect(audit.find((e) => e.action === 'refund.recorded' && e.entity_id === String(id))).toMatchObject({
        actor: { email: 'staff@pustak.np' },
        after: { state: 'refunded', reference: 'ESW-RF-2026-118' },
      });
    });

    it('refunds sent by several runs (and processes) at once are each paid once', async () => {
      const { api } = store;
      const m = await createMember(api);
      const owed = [];
      for (let i = 0; i < 4; i++) owed.push(await paidAfterCancel(api, m));
      for (const o of owed)
        expect((await orderOf(api, m, o.id)).refunds).toEqual([
          expect.objectContaining({ cause: 'second_payment', state: 'pending', amount: o.total }),
        ]);

      // A second process on the same database (PostgreSQL) sends at the same moment.
      const second = name === 'postgres' ? await bootRest(name, quiet, { sameDatabaseAs: store }) : undefined;
      try {
        const runs = [runJobs(api), runJobs(api)];
        if (second) runs.push(runJobs(second.api), runJobs(second.api));
        const counts = await Promise.all(runs);
        expect(counts.reduce((n, c) => n + (c.refunds ?? 0), 0)).toBe(owed.length);
      } finally {
        await second?.close();
      }
      for (const o of owed) {
        expect(await walletRecord(api.target.url, o.transactionId)).toMatchObject({
          status: 'Refunded',
          refunds: [{ amount: paisa(o.total) }],
        });
        expect((await orderOf(api, m, o.id)).refunds).toEqual([expect.objectContaining({ state: 'refunded' })]);
      }
    });

    it('a refund whose answer was lost is settled by a lookup after its lease, never sent twice', async () => {
      const { api } = proxied;
      const m = await createMember(api);
      const o = await paidWithKhalti(api, m);
      proxy.set('lose-answer');
      expect((await api.post(`/order/${o.id}/cancel/`, {}, m.token)).status).toBe(200);
      await runJobs(api);
      expect((await orderOf(api, m, o.id)).refunds).toEqual([expect.objectContaining({ state: 'sending' })]);
      // Khalti did refund it; until the lease is over nothing is asked again.
      await runJobs(api, LEASE_MS / 2);
      expect((await orderOf(api, m, o.id)).refunds[0].state).toBe('sending');
      proxy.set('pass');
      await runJobs(api, LEASE_MS);
      expect((await orderOf(api, m, o.id)).refunds).toEqual([
        expect.objectContaining({ state: 'refunded', reference: o.transactionId }),
      ]);
      expect(await walletRecord(store.api.target.url, o.transactionId)).toMatchObject({
        status: 'Refunded',
        refunds: [{ amount: paisa(o.total) }],
      });
    });

    it('a refund call that never reached Khalti is sent again once the lookup shows no refund: paid once', async () => {
      const { api } = proxied;
      const m = await createMember(api);
      const o = await paidWithKhalti(api, m);
      proxy.set('lose-request');
      expect((await api.post(`/order/${o.id}/cancel/`, {}, m.token)).status).toBe(200);
      await runJobs(api);
      expect((await orderOf(api, m, o.id)).refunds[0].state).toBe('sending');
      expect((await walletRecord(store.api.target.url, o.transactionId)).refunds).toEqual([]);
      proxy.set('pass');
      await runJobs(api, LEASE_MS + 1000);
      await runJobs(api);
      expect((await orderOf(api, m, o.id)).refunds[0].state).toBe('refunded');
      expect(await walletRecord(store.api.target.url, o.transactionId)).toMatchObject({
        status: 'Refunded',
        refunds: [{ amount: paisa(o.total) }],
      });
      const staff = await signIn(api, 'staff@pustak.np');
      const list = await api.get('/staff/refunds/?state=refunded', staff);
      expect(list.body.results.find((r: any) => r.order.order_id === o.id)).toMatchObject({ attempts: 2 });
    });

    it('a refund Khalti refuses fails with its reason; staff send it again', async () => {
      const { api } = proxied;
      const m = await createMember(api);
      const o = await paidWithKhalti(api, m);
      proxy.set('refuse');
      expect((await api.post(`/order/${o.id}/cancel/`, {}, m.token)).status).toBe(200);
      await runJobs(api);
      const staff = await signIn(api, 'staff@pustak.np');
      const failed = (await api.get('/staff/refunds/?state=failed', staff)).body.results.find(
        (r: any) => r.order.order_id === o.id,
      );
      expect(failed).toMatchObject({
        state: 'failed',
        last_error: 'Khalti refused the refund (400): Refund not allowed for this merchant.',
      });
      proxy.set('pass');
      const retried = await api.post(`/staff/refunds/${failed.id}/retry/`, {}, staff);
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      await runJobs(api);
      expect((await orderOf(api, m, o.id)).refunds[0]).toMatchObject({ state: 'refunded' });
      expect((await walletRecord(store.api.target.url, o.transactionId)).refunds).toHaveLength(1);
    });

    it('the refund routes are for staff: a guest gets 401, a member 403', async () => {
      const { api } = store;
      const m = await createMember(api);
      for (const [method, path, json] of [
        ['GET', '/staff/refunds/', undefined],
        ['POST', '/staff/refunds/1/record/', { reference: 'x' }],
        ['POST', '/staff/refunds/1/retry/', {}],
      ] as const) {
        expect((await api.request(method, path, { json })).status).toBe(401);
        expect((await api.request(method, path, { json, token: m.token })).status).toBe(403);
      }
      const staff = await signIn(api, 'staff@pustak.np');
      expect((await api.get('/staff/refunds/?state=lost', staff)).status).toBe(400);
    });
  });
