/**
 * What a live event costs, and how much one member may hold (issue 32): an event carries REST's
 * answer to the write that made it, so delivering it to any number of subscriptions makes no REST
 * call at all (every subscription type; counted by the gateway's own /metrics), on one gateway
 * and across two sharing Redis; a socket holds at most WS_MAX_SUBSCRIPTIONS_PER_SOCKET
 * subscriptions and a member at most WS_MAX_SOCKETS_PER_MEMBER sockets, and one more is refused
 * with a code a client can act on.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { GatewayConfig } from '../src/config.js';
import { topics } from '../src/subscriptions/events.js';
import { newMember, ok, type Member, type Result } from './client.js';
import { gatewayWith } from './gateways.js';
import {
  closeClients,
  eventually,
  handshake,
  liveClient,
  liveSocket,
  subscribe,
  type Feed,
  type RawLiveSocket,
} from './live.js';

const CART_CHANGED = `subscription { cartChanged { count subtotal removedItemIds item { id quantity book { id title inCart cartItem { id quantity } } } } }`;
const REQUEST_RECEIVED = `subscription { friendRequestReceived { id fromUser { id username } toUser { id } accepted } }`;
const FRIENDSHIP_CHANGED = `subscription { friendshipChanged {
  action requestId friendshipId state { userId status friendshipId requestId } friendship { id since friend { id username } } } }`;
const ORDER_UPDATED = `subscription ($id: ID!) { orderUpdated(id: $id) { id status isCompleted totalAmount } }`;

const ADD = `mutation ($id: ID!) { addToCart(bookId: $id) { id } }`;
const SEND = `mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`;

const sockets: RawLiveSocket[] = [];
afterAll(async () => {
  sockets.splice(0).forEach((s) => s.close());
  await closeClients();
});

/** A gateway of our own, so its REST call count is this file's alone. */
async function gateway(settings: Partial<GatewayConfig> = {}) {
  const listening = new Map<string, number>();
  const origin = await gatewayWith(
    { liveTokenCheckMs: 0, ...settings },
    { exposeRestCalls: true, onListening: (topic) => listening.set(topic, (listening.get(topic) ?? 0) + 1) },
  );
  return {
    origin,
    graphql: `${origin}/graphql`,
    listeningOn: (topic: string, count: number) =>
      eventually(() => (listening.get(topic) ?? 0) >= count, `${count} listeners on ${topic}`),
    /** Every REST call this gateway has made, as its /metrics counts them. */
    restCalls: async () => {
      const text = await (await fetch(`${origin}/metrics`)).text();
      return text
        .split('\n')
        .filter((line) => line.startsWith('pustak_rest_calls_total{'))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    },
  };
}
type Gateway = Awaited<ReturnType<typeof gateway>>;

/** `perSocket` subscriptions to `query` on each of `socketCount` sockets of the member. */
function manySubscriptions(origin: string, token: string, query: string, sockets: number, perSocket: number) {
  const feeds: Feed<any>[] = [];
  for (let s = 0; s < sockets; s++) {
    const client = liveClient(origin, token);
    for (let i = 0; i < perSocket; i++) feeds.push(subscribe(client, query));
  }
  return feeds;
}

/** Runs `write` once everything listens; answers the first event of every feed and checks the cost. */
async function costOf(gw: Gateway, feeds: Feed<any>[], write: () => Promise<Result>) {
  const before = await gw.restCalls();
  const written = await write();
  const events = await Promise.all(feeds.map((f) => f.next()));
  // The write's own REST calls, and not one more for all the subscriptions it reached.
  expect((await gw.restCalls()) - before).toBe(written.restCalls.length);
  return events;
}

async function bookInStock(graphql: string, skip = 0): Promise<string> {
  const { data } = await ok(
    `{ books(page: 3, filter: { ordering: TITLE_ASC }) { items { id stock } } }`,
    {},
    undefined,
    graphql,
  );
  return data.books.items.filter((b: { stock: number }) => b.stock >= 5)[skip].id;
}

describe('an event costs no REST call, however many subscribe', () => {
  const SOCKETS = 3;
  const PER_SOCKET = 10;
  const ALL = SOCKETS * PER_SOCKET;

  it('cartChanged: adding, changing, removing and ordering, to 30 subscriptions over 3 sockets', async () => {
    const gw = await gateway({ wsMaxSocketsPerMember: SOCKETS, wsMaxSubscriptionsPerSocket: PER_SOCKET });
    const m = await newMember();
    const feeds = manySubscriptions(gw.origin, m.token, CART_CHANGED, SOCKETS, PER_SOCKET);
    await gw.listeningOn(topics.cartChanged(m.id), ALL);
    const [first, second] = [await bookInStock(gw.graphql), await bookInStock(gw.graphql, 1)];

    const added = await costOf(gw, feeds, () => ok(ADD, { id: first }, m.token, gw.graphql));
    const line = added[0].cartChanged.item;
    expect(added).toEqual(
      Array(ALL).fill({
        cartChanged: {
          count: 1,
          subtotal: expect.any(String),
          removedItemIds: [],
          item: {
            id: line.id,
            quantity: 1,
            book: { id: first, title: expect.any(String), inCart: true, cartItem: { id: line.id, quantity: 1 } },
          },
        },
      }),
    );

    const changed = await costOf(gw, feeds, () =>
      ok(`mutation ($id: ID!) { updateCartItem(id: $id, quantity: 3) { id } }`, { id: line.id }, m.token, gw.graphql),
    );
    expect(changed[ALL - 1].cartChanged).toMatchObject({ count: 1, item: { id: line.id, quantity: 3 } });

    const other = (await costOf(gw, feeds, () => ok(ADD, { id: second }, m.token, gw.graphql)))[0].cartChanged.item.id;
    const removed = await costOf(gw, feeds, () =>
      ok(`mutation ($id: ID!) { removeFromCart(id: $id) { count } }`, { id: other }, m.token, gw.graphql),
    );
    expect(removed[ALL - 1].cartChanged).toMatchObject({ count: 1, item: null, removedItemIds: [other] });

    const address = (
      await ok(
        `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Sita Sharma", addressLine1: "Baluwatar 4", city: "Kathmandu", phone: "9841234567", district: "Kathmandu" }) { id } }`,
        {},
        m.token,
        gw.graphql,
      )
    ).data.createShippingAddress.id;
    const ordered = await costOf(gw, feeds, () =>
      ok(
        `mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a) { id } }`,
        { i: [line.id], a: address },
        m.token,
        gw.graphql,
      ),
    );
    expect(ordered[0].cartChanged).toEqual({ count: 0, subtotal: '0.00', item: null, removedItemIds: [line.id] });
  });

  it('friendRequestReceived and friendshipChanged: sent, accepted, crossed, rejected, cancelled, unfriended', async () => {
    const gw = await gateway({ wsMaxSocketsPerMember: SOCKETS, wsMaxSubscriptionsPerSocket: PER_SOCKET });
    const [a, b, c] = await Promise.all([newMember(), newMember(), newMember()]);
    const requestsToB = manySubscriptions(gw.origin, b.token, REQUEST_RECEIVED, 1, PER_SOCKET);
    const changesOf = (m: Member) => manySubscriptions(gw.origin, m.token, FRIENDSHIP_CHANGED, 2, PER_SOCKET);
    const [toA, toB, toC] = [changesOf(a), changesOf(b), changesOf(c)];
    await gw.listeningOn(topics.friendRequestReceived(b.id), PER_SOCKET);
    for (const m of [a, b, c]) await gw.listeningOn(topics.friendshipChanged(m.id), 2 * PER_SOCKET);

    const [received] = await costOf(gw, requestsToB, () => ok(SEND, { id: b.id }, a.token, gw.graphql));
    const requestId = received.friendRequestReceived.id;
    expect(received.friendRequestReceived).toEqual({
      id: requestId,
      fromUser: { id: a.id, username: a.username },
      toUser: { id: b.id },
      accepted: false,
    });

    // Accepted: each side is told where it stands and its new friend, with no read of its own.
    const accept = `mutation ($id: ID!) { acceptFriendRequest(requestId: $id) { id since } }`;
    let friendship: { id: string; since: string } | undefined;
    const accepted = await costOf(gw, [...toA, ...toB], async () => {
      const result = await ok(accept, { id: requestId }, b.token, gw.graphql);
      friendship = result.data.acceptFriendRequest;
      return result;
    });
    const acceptedFor = (other: Member) => ({
      friendshipChanged: {
        action: 'ACCEPTED',
        requestId,
        friendshipId: friendship!.id,
        state: { userId: other.id, status: 'FRIENDS', friendshipId: friendship!.id, requestId: null },
        friendship: {
          id: friendship!.id,
          since: friendship!.since,
          friend: { id: other.id, username: other.username },
        },
      },
    });
    expect(accepted.slice(0, 2 * PER_SOCKET)).toEqual(Array(2 * PER_SOCKET).fill(acceptedFor(b)));
    expect(accepted.slice(2 * PER_SOCKET)).toEqual(Array(2 * PER_SOCKET).fill(acceptedFor(a)));

    const unfriend = `mutation ($id: ID!) { unfriend(friendshipId: $id) { status } }`;
    const unfriended = await costOf(gw, [...toA, ...toB], () =>
      ok(unfriend, { id: friendship!.id }, a.token, gw.graphql),
    );
    expect(unfriended[0].friendshipChanged).toEqual({
      action: 'UNFRIENDED',
      requestId: null,
      friendshipId: friendship!.id,
      state: { userId: b.id, status: 'NONE', friendshipId: null, requestId: null },
      friendship: null,
    });
    expect(unfriended.at(-1).friendshipChanged.state).toEqual({
      userId: a.id,
      status: 'NONE',
      friendshipId: null,
      requestId: null,
    });

    // C asks A, A asks C back: that accepts C's request, and both hear of it at no cost.
    const theirs = (await ok(SEND, { id: a.id }, c.token, gw.graphql)).data.sendFriendRequest.id;
    const crossed = await costOf(gw, [...toA, ...toC], () => ok(SEND, { id: c.id }, a.token, gw.graphql));
    expect(crossed[0].friendshipChanged).toMatchObject({
      action: 'ACCEPTED',
      requestId: theirs,
      state: { userId: c.id, status: 'FRIENDS' },
      friendship: { friend: { id: c.id } },
    });
    expect(crossed.at(-1).friendshipChanged).toMatchObject({
      action: 'ACCEPTED',
      state: { userId: a.id, status: 'FRIENDS' },
      friendship: { friend: { id: a.id, username: a.username } },
    });

    // B asks C; C rejects. B asks again and cancels: the other side hears each, mirrored.
    const again = (await ok(SEND, { id: c.id }, b.token, gw.graphql)).data.sendFriendRequest.id;
    const reject = `mutation ($id: ID!) { rejectFriendRequest(requestId: $id) { status } }`;
    const rejected = await costOf(gw, [...toB, ...toC], () => ok(reject, { id: again }, c.token, gw.graphql));
    expect(rejected[0].friendshipChanged).toMatchObject({
      action: 'REJECTED',
      state: { userId: c.id, status: 'NONE' },
    });
    const last = (await ok(SEND, { id: c.id }, b.token, gw.graphql)).data.sendFriendRequest.id;
    const cancel = `mutation ($id: ID!) { cancelFriendRequest(requestId: $id) { status } }`;
    const cancelled = await costOf(gw, [...toB, ...toC], () => ok(cancel, { id: last }, b.token, gw.graphql));
    expect(cancelled.at(-1).friendshipChanged).toMatchObject({
      action: 'CANCELLED',
      requestId: last,
      state: { userId: b.id, status: 'NONE' },
    });
  });

  it('orderUpdated: a verified payment reaches every subscription of its owner with the order', async () => {
    const gw = await gateway({ wsMaxSubscriptionsPerSocket: PER_SOCKET });
    const owner = await newMember();
    const line = (await ok(ADD, { id: await bookInStock(gw.graphql) }, owner.token, gw.graphql)).data.addToCart.id;
    const address = (
      await ok(
        `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Sita Sharma", addressLine1: "Baluwatar 4", city: "Kathmandu", phone: "9841234567", district: "Kathmandu" }) { id } }`,
        {},
        owner.token,
        gw.graphql,
      )
    ).data.createShippingAddress.id;
    const order = (
      await ok(
        `mutation ($i: [ID!]!, $a: ID!) { createOrder(itemIds: $i, shippingAddressId: $a) { id totalAmount } }`,
        { i: [line], a: address },
        owner.token,
        gw.graphql,
      )
    ).data.createOrder;
    const client = liveClient(gw.origin, owner.token);
    const feeds = Array.from({ length: PER_SOCKET }, () => subscribe(client, ORDER_UPDATED, { id: order.id }));
    await gw.listeningOn(topics.orderUpdated(order.id), PER_SOCKET);

    const { paymentUrl, pidx } = (
      await ok(
        `mutation ($id: ID!) { createPayment(orderId: $id) { paymentUrl pidx } }`,
        { id: order.id },
        owner.token,
        gw.graphql,
      )
    ).data.createPayment;
    const paid = await fetch(new URL('pay', paymentUrl), {
      method: 'POST',
      body: new URLSearchParams({ pidx, khalti_id: '9800000000', mpin: '1111', otp: '987654', action: 'pay' }),
      redirect: 'manual',
    });
    const q = new URL(paid.headers.get('location')!).search;
    const verify = `mutation ($q: String!) { verifyPayment(provider: KHALTI, returnQuery: $q) { success } }`;
    const events = await costOf(gw, feeds, () => ok(verify, { q }, owner.token, gw.graphql));
    expect(events).toEqual(
      Array(PER_SOCKET).fill({
        orderUpdated: { id: order.id, status: 'COMPLETED', isCompleted: true, totalAmount: order.totalAmount },
      }),
    );
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'across two gateways sharing Redis: the listening replica makes no REST call, and only the member hears',
    async () => {
      const shared = { redisUrl: process.env.TEST_REDIS_URL, redisChannelPrefix: `test-${randomUUID()}:` };
      const [one, two] = [await gateway(shared), await gateway(shared)];
      const [m, other] = await Promise.all([newMember(), newMember()]);
      const feeds = manySubscriptions(two.origin, m.token, CART_CHANGED, 2, PER_SOCKET);
      const toOther = subscribe(liveClient(two.origin, other.token), CART_CHANGED);
      await two.listeningOn(topics.cartChanged(m.id), 2 * PER_SOCKET);
      await two.listeningOn(topics.cartChanged(other.id), 1);

      const before = await two.restCalls();
      const book = await bookInStock(one.graphql);
      await ok(ADD, { id: book }, m.token, one.graphql);
      const events = await Promise.all(feeds.map((f) => f.next()));
      expect(events.every((e) => e.cartChanged.count === 1 && e.cartChanged.item.book.id === book)).toBe(true);
      expect((await two.restCalls()) - before).toBe(0);

      // Published after the member's, through the same replica: the other member's first event is their own.
      const theirs = await bookInStock(one.graphql, 1);
      await ok(ADD, { id: theirs }, other.token, one.graphql);
      expect((await toOther.next()).cartChanged.item.book.id).toBe(theirs);
    },
  );
});

describe('Add to Cart, as the web sends it, costs one REST call in all', () => {
  it("the write answers the line and the cart's count, and the member's own live event carries the count", async () => {
    const gw = await gateway();
    const m = await newMember();
    const header = subscribe(
      liveClient(gw.origin, m.token),
      `subscription { cartChanged { cart { count subtotal } } }`,
    );
    await gw.listeningOn(topics.cartChanged(m.id), 1);
    const book = await bookInStock(gw.graphql);

    const before = await gw.restCalls();
    const added = await ok(
      `mutation ($id: ID!) { addToCart(bookId: $id) { id quantity book { id inCart cartItem { id } } cart { count subtotal } } }`,
      { id: book },
      m.token,
      gw.graphql,
    );
    const event = await header.next();
    expect((await gw.restCalls()) - before).toBe(1);
    expect(added.restCalls).toEqual([expect.objectContaining({ method: 'POST', path: `/cart/${book}/add` })]);
    const line = added.data.addToCart;
    expect(line).toEqual({
      id: expect.any(String),
      quantity: 1,
      book: { id: book, inCart: true, cartItem: { id: line.id } },
      cart: { count: 1, subtotal: expect.stringMatching(/^\d+\.\d{2}$/) },
    });
    expect(event).toEqual({ cartChanged: { cart: line.cart } });
  });
});

describe('how much one member may hold', () => {
  it('a socket holds WS_MAX_SUBSCRIPTIONS_PER_SOCKET (20 by default); one more is refused with TOO_MANY_SUBSCRIPTIONS', async () => {
    const gw = await gateway();
    const m = await newMember();
    const client = liveClient(gw.origin, m.token);
    const feeds = Array.from({ length: 20 }, () => subscribe(client, CART_CHANGED));
    await gw.listeningOn(topics.cartChanged(m.id), 20);

    const refused = await subscribe(client, REQUEST_RECEIVED).nextErrors();
    expect(refused).toEqual([
      expect.objectContaining({
        message: 'At most 20 subscriptions at once on one connection.',
        extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
      }),
    ]);
    // The refusal ended nothing: the socket's 20 still hear, and one ended makes room for another.
    await ok(ADD, { id: await bookInStock(gw.graphql) }, m.token, gw.graphql);
    expect((await Promise.all(feeds.map((f) => f.next()))).every((e: any) => e.cartChanged.count === 1)).toBe(true);
    await feeds[0]!.stop();
    const room = subscribe(client, REQUEST_RECEIVED);
    await gw.listeningOn(topics.friendRequestReceived(m.id), 1);
    const sender = await newMember();
    await ok(SEND, { id: m.id }, sender.token, gw.graphql);
    expect((await room.next()).friendRequestReceived.fromUser.id).toBe(sender.id);
  });

  it('a member holds WS_MAX_SOCKETS_PER_MEMBER sockets (16 by default); one more is closed with 4429', async () => {
    const gw = await gateway();
    const [m, other] = await Promise.all([newMember(), newMember()]);
    const open: RawLiveSocket[] = [];
    for (let i = 0; i < 16; i++) open.push(await liveSocket(gw.origin, m.token, CART_CHANGED));
    sockets.push(...open);
    const auth = (x: Member) => ({ authorization: `Bearer ${x.token}` });

    expect(await handshake(gw.origin, auth(m))).toEqual({ acknowledged: false, code: 4429 });
    expect(await handshake(gw.origin, auth(other))).toEqual({ acknowledged: true });
    open[0]!.close();
    await open[0]!.closed;
    await eventually(async () => (await handshake(gw.origin, auth(m))).acknowledged, 'room for one more socket');
  });

  it('the limits are settings', async () => {
    const gw = await gateway({ wsMaxSocketsPerMember: 1, wsMaxSubscriptionsPerSocket: 1 });
    const m = await newMember();
    sockets.push(await liveSocket(gw.origin, m.token, CART_CHANGED));
    expect(await handshake(gw.origin, { authorization: `Bearer ${m.token}` })).toEqual({
      acknowledged: false,
      code: 4429,
    });
    const other = await newMember();
    const client = liveClient(gw.origin, other.token);
    subscribe(client, CART_CHANGED);
    expect((await subscribe(client, CART_CHANGED).nextErrors())[0]?.extensions?.code).toBe('TOO_MANY_SUBSCRIPTIONS');
  });
});
