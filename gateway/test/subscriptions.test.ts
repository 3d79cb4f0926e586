/**
 * Live events over graphql-ws: who may connect, and that each event reaches its own member and
 * nobody else, on one gateway (in-memory events) and across two gateway processes sharing Redis.
 * "Nobody else" is shown by order, not by waiting: after A's event, the third member's first
 * event is one of their own, so A's never reached them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { topics } from '../src/subscriptions/events.js';
import { newMember, ok, type Member } from './client.js';
import { freePort, gatewayWith } from './gateways.js';
import { closeClients, eventually, handshake, liveClient, subscribe } from './live.js';

const REQUEST_RECEIVED = `subscription { friendRequestReceived { id fromUser { id username } toUser { id } accepted } }`;
const FRIENDSHIP_CHANGED = `subscription { friendshipChanged {
  action requestId friendshipId state { userId status friendshipId requestId } friendship { id friend { id } } } }`;
const ORDER_UPDATED = `subscription ($id: ID!) { orderUpdated(id: $id) { id status isCompleted } }`;
const ORDER_CHANGED = `subscription { orderChanged { id step trackingNumber timeline { step at } } }`;
const CART_CHANGED = `subscription { cartChanged { count item { quantity book { id inCart } } } }`;

const SEND = `mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`;
const ACCEPT = `mutation ($id: ID!) { acceptFriendRequest(requestId: $id) { id } }`;
const REJECT = `mutation ($id: ID!) { rejectFriendRequest(requestId: $id) { status } }`;
const CANCEL = `mutation ($id: ID!) { cancelFriendRequest(requestId: $id) { status } }`;
const UNFRIEND = `mutation ($id: ID!) { unfriend(friendshipId: $id) { status } }`;
const ADD_TO_CART = `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`;

const listening = new Map<string, number>();
let origin: string;
let graphql: string;

beforeAll(async () => {
  origin = await gatewayWith(
    {},
    { exposeRestCalls: true, onListening: (topic) => listening.set(topic, (listening.get(topic) ?? 0) + 1) },
  );
  graphql = `${origin}/graphql`;
});
afterAll(closeClients);

/** Events published after this reach the subscription (in-process gateway). */
const listeningOn = (topic: string, count = 1) =>
  eventually(() => (listening.get(topic) ?? 0) >= count, `${count} listener(s) on ${topic}`);

async function booksInStock(n: number): Promise<string[]> {
  const { data } = await ok(`{ books(page: 4, filter: { ordering: TITLE_ASC }) { items { id stock } } }`);
  return data.books.items
    .filter((b: { stock: number }) => b.stock >= 5)
    .map((b: { id: string }) => b.id)
    .slice(0, n);
}

describe('connecting', () => {
  it('refuses a connection without a valid bearer token with 4403, and accepts a member', async () => {
    const member = await newMember();
    const refused = { acknowledged: false, code: 4403 };
    expect(await handshake(origin, {})).toEqual(refused);
    expect(await handshake(origin, { authorization: 'Bearer not-a-real-token' })).toEqual(refused);
    expect(await handshake(origin, { authorization: member.token })).toEqual(refused); // no 'Bearer '
    expect(await handshake(origin, { authorization: `Bearer ${member.token}` })).toEqual({ acknowledged: true });
  });

  it('serves only subscriptions over WebSocket, under the same limits as HTTP', async () => {
    const member = await newMember();
    const client = liveClient(origin, member.token);
    const query = await subscribe(client, `{ me { id } }`).nextErrors();
    expect(query[0]?.message).toMatch(/Only subscriptions are served over WebSocket/);
    const deep = `subscription { friendshipChanged { friendship { friend { id } } state { userId } ${'a: action '.repeat(20)} } }`;
    expect((await subscribe(client, deep).nextErrors())[0]?.message).toMatch(/alias/i);
  });
});

describe('friend requests and friendships', () => {
  it('a friend request reaches its recipient, and not another member', async () => {
    const [sender, recipient, other] = await Promise.all([newMember(), newMember(), newMember()]);
    const toRecipient = subscribe(liveClient(origin, recipient.token), REQUEST_RECEIVED);
    const toOther = subscribe(liveClient(origin, other.token), REQUEST_RECEIVED);
    await listeningOn(topics.friendRequestReceived(recipient.id));
    await listeningOn(topics.friendRequestReceived(other.id));

    const sent = (await ok(SEND, { id: recipient.id }, sender.token, graphql)).data.sendFriendRequest;
    expect(await toRecipient.next()).toEqual({
      friendRequestReceived: {
        id: sent.id,
        fromUser: { id: sender.id, username: sender.username },
        toUser: { id: recipient.id },
        accepted: false,
      },
    });

    await ok(SEND, { id: other.id }, sender.token, graphql);
    expect((await toOther.next()).friendRequestReceived.toUser.id).toBe(other.id);
  });

  it('accept and unfriend reach both members, each from their own side, and not a third', async () => {
    const [sender, recipient, third] = await Promise.all([newMember(), newMember(), newMember()]);
    const feeds = [sender, recipient, third].map((m) => subscribe(liveClient(origin, m.token), FRIENDSHIP_CHANGED));
    const [toSender, toRecipient, toThird] = feeds as [(typeof feeds)[0], (typeof feeds)[0], (typeof feeds)[0]];
    for (const m of [sender, recipient, third]) await listeningOn(topics.friendshipChanged(m.id));

    const request = (await ok(SEND, { id: recipient.id }, sender.token, graphql)).data.sendFriendRequest;
    const friendship = (await ok(ACCEPT, { id: request.id }, recipient.token, graphql)).data.acceptFriendRequest;
    const accepted = (me: Member, other: Member) => ({
      friendshipChanged: {
        action: 'ACCEPTED',
        requestId: request.id,
        friendshipId: friendship.id,
        state: { userId: other.id, status: 'FRIENDS', friendshipId: friendship.id, requestId: null },
        friendship: { id: friendship.id, friend: { id: other.id } },
      },
    });
    expect(await toSender.next()).toEqual(accepted(sender, recipient));
    expect(await toRecipient.next()).toEqual(accepted(recipient, sender));

    await ok(UNFRIEND, { id: friendship.id }, sender.token, graphql);
    for (const [feed, other] of [
      [toSender, recipient],
      [toRecipient, sender],
    ] as const) {
      expect(await feed.next()).toEqual({
        friendshipChanged: {
          action: 'UNFRIENDED',
          requestId: null,
          friendshipId: friendship.id,
          state: { userId: other.id, status: 'NONE', friendshipId: null, requestId: null },
          friendship: null,
        },
      });
    }

    // The third member heard none of it: their first event is their own.
    const theirs = (await ok(SEND, { id: sender.id }, third.token, graphql)).data.sendFriendRequest;
    await ok(REJECT, { id: theirs.id }, sender.token, graphql);
    expect(await toThird.next()).toMatchObject({
      friendshipChanged: { action: 'REJECTED', requestId: theirs.id, state: { userId: sender.id, status: 'NONE' } },
    });
    expect((await toSender.next()).friendshipChanged).toMatchObject({
      action: 'REJECTED',
      state: { userId: third.id },
    });
  });

  it('a cancelled request reaches its recipient', async () => {
    const [sender, recipient] = await Promise.all([newMember(), newMember()]);
    const toRecipient = subscribe(liveClient(origin, recipient.token), FRIENDSHIP_CHANGED);
    await listeningOn(topics.friendshipChanged(recipient.id));
    const request = (await ok(SEND, { id: recipient.id }, sender.token, graphql)).data.sendFriendRequest;
    await ok(CANCEL, { id: request.id }, sender.token, graphql);
    expect(await toRecipient.next()).toMatchObject({
      friendshipChanged: { action: 'CANCELLED', requestId: request.id, state: { userId: sender.id, status: 'NONE' } },
    });
  });
});

describe('orders and the cart', () => {
  it('a verified payment completes the order for its owner; nobody else may follow it', async () => {
    const [owner, stranger] = await Promise.all([newMember(), newMember()]);
    const [bookId] = await booksInStock(1);
    const line = (await ok(ADD_TO_CART, { id: bookId }, owner.token, graphql)).data.addToCart.id;
    const address = (
      await ok(
        `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Sita Sharma", addressLine1: "Baluwatar 4", city: "Kathmandu", phone: "9841234567", district: "Kathmandu" }) { id } }`,
        {},
        owner.token,
        graphql,
      )
    ).data.createShippingAddress.id;
    const order = (
      await ok(
        `mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a) { id status } }`,
        { i: [line], a: address },
        owner.token,
        graphql,
      )
    ).data.createOrder;
    expect(order.status).toBe('PENDING');

    const refused = await subscribe(liveClient(origin, stranger.token), ORDER_UPDATED, { id: order.id }).nextErrors();
    expect(refused[0]?.extensions?.code).toBe('NOT_FOUND');
    const toOwner = subscribe(liveClient(origin, owner.token), ORDER_UPDATED, { id: order.id });
    await listeningOn(topics.orderUpdated(order.id));

    const { paymentUrl, pidx } = (
      await ok(
        `mutation ($id: ID!) { createPayment(orderId: $id) { paymentUrl pidx } }`,
        { id: order.id },
        owner.token,
        graphql,
      )
    ).data.createPayment;
    const paid = await fetch(new URL('pay', paymentUrl), {
      method: 'POST',
      body: new URLSearchParams({ pidx, khalti_id: '9800000000', mpin: '1111', otp: '987654', action: 'pay' }),
      redirect: 'manual',
    });
    const returnQuery = new URL(paid.headers.get('location')!).search;
    await ok(
      `mutation ($q: String!) { verifyPayment(provider: KHALTI, returnQuery: $q) { success } }`,
      { q: returnQuery },
      owner.token,
      graphql,
    );
    expect(await toOwner.next()).toEqual({ orderUpdated: { id: order.id, status: 'COMPLETED', isCompleted: true } });
  });

  it("each fulfilment step reaches the member's tabs live, and not another member", async () => {
    const [member, other] = await Promise.all([newMember(), newMember()]);
    const staff = (
      await ok(`mutation { login(email: "staff@pustak.np", password: "pustak123") { token } }`, {}, undefined, graphql)
    ).data.login.token;
    const codOrder = async (who: Member, bookId: string) => {
      const line = (await ok(ADD_TO_CART, { id: bookId }, who.token, graphql)).data.addToCart.id;
      const address = (
        await ok(
          `mutation { createShippingAddress(input: { addressName: "Patan", fullName: "Sita Sharma", addressLine1: "Jhamsikhel 21", city: "Lalitpur", phone: "9841234567", district: "Lalitpur" }) { id } }`,
          {},
          who.token,
          graphql,
        )
      ).data.createShippingAddress.id;
      return (
        await ok(
          `mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a, paymentMethod: CASH_ON_DELIVERY) { id step } }`,
          { i: [line], a: address },
          who.token,
          graphql,
        )
      ).data.createOrder;
    };
    const [first, second] = await booksInStock(2);
    const mine = await codOrder(member, first!);
    const theirs = await codOrder(other, second!);
    expect(mine.step).toBe('CONFIRMED');
    const tab = subscribe(liveClient(origin, member.token), ORDER_CHANGED);
    const toOther = subscribe(liveClient(origin, other.token), ORDER_CHANGED);
    await listeningOn(topics.orderChanged(member.id));
    await listeningOn(topics.orderChanged(other.id));

    const packed = await ok(
      `mutation ($ids: [ID!]!) { staffPackOrders(ids: $ids) { moved { order { id step } member { id } } refused { orderId } } }`,
      { ids: [mine.id] },
      staff,
      graphql,
    );
    expect(packed.data.staffPackOrders).toEqual({
      moved: [{ order: { id: mine.id, step: 'PACKED' }, member: { id: String(member.id) } }],
      refused: [],
    });
    const first_ = (await tab.next()) as any;
    expect(first_.orderChanged).toMatchObject({ id: mine.id, step: 'PACKED', trackingNumber: null });
    expect(first_.orderChanged.timeline.map((t: { step: string }) => t.step)).toEqual(['CONFIRMED', 'PACKED']);

    await ok(
      `mutation ($s: [ShipmentInput!]!) { staffShipOrders(shipments: $s) { moved { order { id } } } }`,
      { s: [{ orderId: mine.id, courier: 'Nepal Post', trackingNumber: 'EE1NP' }] },
      staff,
      graphql,
    );
    expect(await tab.next()).toMatchObject({ orderChanged: { id: mine.id, step: 'SHIPPED', trackingNumber: 'EE1NP' } });

    // The other member's first event is their own cancel: the steps above never reached them.
    await ok(`mutation ($id: ID!) { cancelOrder(id: $id) { step } }`, { id: theirs.id }, other.token, graphql);
    expect(await toOther.next()).toMatchObject({ orderChanged: { id: theirs.id, step: 'CANCELLED' } });
  });

  it("a cart change reaches the member's other tabs and devices, and not another member", async () => {
    const [member, other] = await Promise.all([newMember(), newMember()]);
    const secondDevice = (
      await ok(`mutation ($e: String!) { login(email: $e, password: "correct horse battery") { token } }`, {
        e: member.email,
      })
    ).data.login.token;
    const [first, second] = await booksInStock(2);
    const tab = subscribe(liveClient(origin, member.token), CART_CHANGED);
    const device = subscribe(liveClient(origin, secondDevice), CART_CHANGED);
    const toOther = subscribe(liveClient(origin, other.token), CART_CHANGED);
    await listeningOn(topics.cartChanged(member.id), 2);
    await listeningOn(topics.cartChanged(other.id));

    await ok(ADD_TO_CART, { id: first }, member.token, graphql);
    const expected = { cartChanged: { count: 1, item: { quantity: 1, book: { id: first, inCart: true } } } };
    expect(await tab.next()).toEqual(expected);
    expect(await device.next()).toEqual(expected);

    await ok(ADD_TO_CART, { id: second }, other.token, graphql);
    expect(await toOther.next()).toEqual({
      cartChanged: { count: 1, item: { quantity: 1, book: { id: second, inCart: true } } },
    });
  });
});

describe('across gateway replicas', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  const children: ChildProcess[] = [];
  afterAll(async () => {
    await closeClients();
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) =>
            child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM')),
          ),
      ),
    );
  });

  /** A gateway in its own process, as a replica runs: `tsx src/main.ts` over the shared REST and Redis. */
  async function startReplica(channelPrefix: string): Promise<string> {
    const port = await freePort();
    const gatewayDir = path.resolve(import.meta.dirname, '..');
    const child = spawn(path.resolve(gatewayDir, '../node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: gatewayDir,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        GATEWAY_PORT: String(port),
        REST_URL: `${inject('restUrl')}/api`,
        REDIS_URL: redisUrl,
        REDIS_CHANNEL_PREFIX: channelPrefix,
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    const origin = `http://127.0.0.1:${port}`;
    await eventually(async () => (await fetch(`${origin}/healthz`)).ok, `the replica on port ${port}`, 60_000);
    return origin;
  }

  it('a friend request sent through replica A reaches its recipient on replica B, and not a third member', async ({
    skip,
  }) => {
    skip(!redisUrl, 'TEST_REDIS_URL is unset: two replicas need a real Redis to share events (CI sets it)');
    // A prefix of our own: parallel runs on the same Redis never hear each other.
    const prefix = `pustak-test:${randomUUID()}:`;
    const [replicaA, replicaB] = await Promise.all([startReplica(prefix), startReplica(prefix)]);
    const redis = new Redis(redisUrl!);
    const subscribedInRedis = (topic: string) =>
      eventually(async () => {
        const [, count] = (await redis.pubsub('NUMSUB', prefix + topic)) as [string, number];
        return Number(count) >= 1;
      }, `a replica listening on ${topic}`);

    try {
      const [sender, recipient, third] = await Promise.all([newMember(), newMember(), newMember()]);
      const toRecipient = subscribe(liveClient(replicaB, recipient.token), REQUEST_RECEIVED);
      const toThird = subscribe(liveClient(replicaB, third.token), REQUEST_RECEIVED);
      const toSender = subscribe(liveClient(replicaA, sender.token), FRIENDSHIP_CHANGED);
      await subscribedInRedis(topics.friendRequestReceived(recipient.id));
      await subscribedInRedis(topics.friendRequestReceived(third.id));
      await subscribedInRedis(topics.friendshipChanged(sender.id));

      const request = (await ok(SEND, { id: recipient.id }, sender.token, `${replicaA}/graphql`)).data
        .sendFriendRequest;
      expect(await toRecipient.next()).toMatchObject({
        friendRequestReceived: { id: request.id, fromUser: { id: sender.id }, toUser: { id: recipient.id } },
      });

      // And back: accepted through B, heard on A.
      await ok(ACCEPT, { id: request.id }, recipient.token, `${replicaB}/graphql`);
      expect(await toSender.next()).toMatchObject({
        friendshipChanged: { action: 'ACCEPTED', state: { userId: recipient.id, status: 'FRIENDS' } },
      });

      // Published after the first one, through the same replica: the third member's first event is their own.
      await ok(SEND, { id: third.id }, sender.token, `${replicaA}/graphql`);
      expect((await toThird.next()).friendRequestReceived.toUser.id).toBe(third.id);
    } finally {
      redis.disconnect();
    }
  }, 120_000);
});
