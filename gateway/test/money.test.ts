/**
 * Money through the graph (issue 15): `createOrder` and `createPayment` take an idempotency key
 * that the gateway hands to REST, so a retried checkout makes one order; an order has one open
 * payment; an order not paid within its hold reads CANCELLED with its reason.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../rest/src/config.js';
import { startRest, type RunningRest } from '../../rest/src/server.js';
import { codeOf, gql, newMember, ok, type Member } from './client.js';
import { gatewayWith } from './gateways.js';

const CREATE_ORDER = `mutation ($items: [ID!]!, $address: ID!, $key: String) {
  createOrder(itemIds: $items, shippingAddressId: $address, idempotencyKey: $key) { id status cancelReason } }`;
const CREATE_PAYMENT = `mutation ($id: ID!, $key: String) { createPayment(orderId: $id, idempotencyKey: $key) { paymentUrl pidx } }`;

async function stocked(url?: string) {
  const { data } = await ok(
    `{ books(page: 3, filter: { ordering: TITLE_DESC }) { items { id stock } } }`,
    {},
    undefined,
    url,
  );
  return data.books.items.filter((b: { stock: number }) => b.stock >= 5) as { id: string; stock: number }[];
}

async function cartWithAddress(m: Member, bookIds: string[], url?: string) {
  const lines: string[] = [];
  for (const id of bookIds)
    lines.push(
      (await ok(`mutation ($id: ID!) { addToCart(bookId: $id) { id } }`, { id }, m.token, url)).data.addToCart.id,
    );
  const { data } = await ok(
    `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Sita Sharma", addressLine1: "Baluwatar 4", city: "Kathmandu", phone: "9841234567", district: "Kathmandu" }) { id } }`,
    {},
    m.token,
    url,
  );
  return { lines, address: data.createShippingAddress.id as string };
}

const stockOf = async (id: string, url?: string) =>
  (await ok(`query ($id: ID!) { book(id: $id) { stock } }`, { id }, undefined, url)).data.book.stock as number;

describe('Idempotent checkout through the graph', () => {
  it('createOrder retried with one idempotencyKey answers one order: the lines leave the cart once, stock is taken once', async () => {
    const m = await newMember();
    const [book] = await stocked();
    const { lines, address } = await cartWithAddress(m, [book!.id]);
    const key = randomUUID();
    const variables = { items: lines, address, key };
    const first = await ok(CREATE_ORDER, variables, m.token);
    const retried = await ok(CREATE_ORDER, variables, m.token);
    expect(retried.data.createOrder).toEqual(first.data.createOrder);
    expect(first.data.createOrder).toMatchObject({ status: 'PENDING', cancelReason: null });
    const after = await ok(`{ orders { items { id } } cart { count } }`, {}, m.token);
    expect(after.data).toEqual({ orders: { items: [{ id: first.data.createOrder.id }] }, cart: { count: 0 } });
    expect(await stockOf(book!.id)).toBe(book!.stock - 1);

    // The same key with other lines is refused, and changes nothing.
    const other = await cartWithAddress(m, [(await stocked())[1]!.id]);
    const misused = await gql(CREATE_ORDER, { items: other.lines, address: other.address, key }, m.token);
    expect(codeOf(misused)).toBe('BAD_USER_INPUT');
    expect(misused.errors![0]!.message).toMatch(/already used for a different request/);
    expect((await ok(`{ orders { items { id } } cart { count } }`, {}, m.token)).data.cart.count).toBe(1);
  });

  it('createPayment asked twice answers the one open payment', async () => {
    const m = await newMember();
    const [, , book] = await stocked();
    const { lines, address } = await cartWithAddress(m, [book!.id]);
    const order = (await ok(CREATE_ORDER, { items: lines, address }, m.token)).data.createOrder;
    const key = randomUUID();
    const first = await ok(CREATE_PAYMENT, { id: order.id, key }, m.token);
    const retried = await ok(CREATE_PAYMENT, { id: order.id, key }, m.token);
    const otherTab = await ok(CREATE_PAYMENT, { id: order.id, key: randomUUID() }, m.token);
    expect(retried.data.createPayment).toEqual(first.data.createPayment);
    expect(otherTab.data.createPayment).toEqual(first.data.createPayment);
  });
});

describe('An order not paid within its hold', () => {
  let rest: RunningRest | undefined;
  let dataDir = '';
  afterAll(async () => {
    await rest?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('reads CANCELLED with its reason, its copies are back, and createPayment refuses it', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-hold-'));
    rest = await startRest(
      { ...readConfig({ ORDER_HOLD_MINUTES: '0.05' }), port: 0, dataDir, logLevel: 'warn' },
      { logger: false, publicUrlFromPort: true, mailer: { send: async () => {} } },
    );
    const graphql = `${await gatewayWith({ restUrl: `${rest.url}/api`, publicCacheTtlMs: 0 })}/graphql`;
    // A member of this REST service (the shared one's members are unknown here).
    const { data } = await ok(
      `mutation ($input: RegisterInput!) { register(input: $input) { token user { id username email } } }`,
      {
        input: {
          firstName: 'Asha',
          lastName: 'Gurung',
          username: `hold_${randomUUID().slice(0, 8)}`,
          email: `hold_${randomUUID().slice(0, 8)}@example.com`,
          dateOfBirth: '1998-04-14',
          password: 'correct horse battery',
          hasAcceptedTerms: true,
          hasAcceptedRentalPolicy: true,
          termsAcceptanceDate: new Date().toISOString(),
        },
      },
      undefined,
      graphql,
    );
    const member: Member = { id: data.register.user.id, token: data.register.token, email: '', username: '' };
    const [book] = await stocked(graphql);
    const { lines, address } = await cartWithAddress(member, [book!.id], graphql);
    const order = (await ok(CREATE_ORDER, { items: lines, address }, member.token, graphql)).data.createOrder;
    expect(order.status).toBe('PENDING');

    await new Promise((resolve) => setTimeout(resolve, 3300));
    const read = await ok(
      `query ($id: ID!) { order(id: $id) { status cancelReason isCompleted } orders { items { status } } }`,
      { id: order.id },
      member.token,
      graphql,
    );
    expect(read.data).toEqual({
      order: { status: 'CANCELLED', cancelReason: 'Not paid within 3 seconds', isCompleted: false },
      orders: { items: [{ status: 'CANCELLED' }] },
    });
    expect(await stockOf(book!.id, graphql)).toBe(book!.stock);
    const refused = await gql(CREATE_PAYMENT, { id: order.id }, member.token, graphql);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.message).toBe('This order was cancelled: Not paid within 3 seconds');
  }, 60_000);
});
