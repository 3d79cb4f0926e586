/**
 * A revoked token keeps no live updates (issue 15): when a member's password changes or is reset,
 * the WebSockets opened with their older tokens are closed with 4403, at once when the change goes
 * through a gateway (on every replica), else at the periodic check. Signing out (`logout`) ends
 * the token the same way: refused at once through every gateway and REST, its sockets closed (events themselves ask REST
 * nothing, so they cannot find it out: live-costs.test.ts); the member's other tokens, and their
 * sockets, stay. `logout(everywhere: true)` ends them all.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { topics } from '../src/subscriptions/events.js';
import { codeOf, gql, mailTo, newMember, ok, type Member } from './client.js';
import { gatewayWith } from './gateways.js';
import { eventually, handshake, liveSocket, type RawLiveSocket } from './live.js';

const REQUEST_RECEIVED = `subscription { friendRequestReceived { id fromUser { id } } }`;
const CART_CHANGED = `subscription { cartChanged { count } }`;
const LOGOUT = `mutation { logout }`;
const LOGOUT_EVERYWHERE = `mutation { logout(everywhere: true) }`;
const LOGIN = `mutation ($e: String!) { login(email: $e, password: "correct horse battery") { token } }`;
const CHANGE = `mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token } }`;

const sockets: RawLiveSocket[] = [];
afterAll(() => sockets.forEach((s) => s.close()));

async function open(origin: string, token: string, query: string): Promise<RawLiveSocket> {
  const socket = await liveSocket(origin, token, query);
  sockets.push(socket);
  return socket;
}

/** The close code, or 'open' when the socket is still open after `ms`. */
const closedWithin = (socket: RawLiveSocket, ms: number) =>
  Promise.race([socket.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);

/** Changes the password straight at REST, as another client of REST would: the gateway is not told. */
async function changeAtRest(m: Member, next: string): Promise<void> {
  const res = await fetch(`${inject('restUrl')}/api/users/change-password/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
    body: JSON.stringify({ current_password: 'correct horse battery', new_password: next }),
  });
  expect(res.status).toBe(200);
}

/** A gateway that tells when a subscription listens, so a test acts only once it does. */
async function gateway(settings: Parameters<typeof gatewayWith>[0] = {}) {
  const listening = new Map<string, number>();
  const origin = await gatewayWith(settings, {
    onListening: (topic) => listening.set(topic, (listening.get(topic) ?? 0) + 1),
  });
  const listeningOn = (topic: string) => eventually(() => (listening.get(topic) ?? 0) > 0, `a listener on ${topic}`);
  return { origin, graphql: `${origin}/graphql`, listeningOn };
}

describe('revoked tokens on one gateway', () => {
  it("a password change closes the old token's sockets at once with 4403; the new token connects", async () => {
    const { origin, graphql, listeningOn } = await gateway({ liveTokenCheckMs: 0 });
    const m = await newMember();
    const [tab, otherTab] = [await open(origin, m.token, CART_CHANGED), await open(origin, m.token, REQUEST_RECEIVED)];
    await listeningOn(topics.cartChanged(m.id));
    await listeningOn(topics.friendRequestReceived(m.id));

    const { data } = await ok(CHANGE, { c: 'correct horse battery', n: 'pashmina and chiya' }, m.token, graphql);
    expect(await closedWithin(tab, 5000)).toBe(4403);
    expect(await closedWithin(otherTab, 5000)).toBe(4403);
    expect(await handshake(origin, { authorization: `Bearer ${data.changePassword.token}` })).toEqual({
      acknowledged: true,
    });
  });

  it("a password reset closes the member's sockets at once", async () => {
    const { origin, graphql, listeningOn } = await gateway({ liveTokenCheckMs: 0 });
    const m = await newMember();
    const tab = await open(origin, m.token, CART_CHANGED);
    await listeningOn(topics.cartChanged(m.id));
    await ok(`mutation ($e: String!) { requestPasswordReset(email: $e) }`, { e: m.email }, undefined, graphql);
    const mail = (await mailTo(m.email)).at(-1);
    const token = /reset\?token=([\w-]+)/.exec(mail!.text)![1];
    await ok(
      `mutation ($t: String!) { resetPassword(token: $t, newPassword: "yak wool blanket") }`,
      { t: token },
      undefined,
      graphql,
    );
    expect(await closedWithin(tab, 5000)).toBe(4403);
  });

  it('the periodic check (LIVE_TOKEN_CHECK_MS) closes a revoked token without any event', async () => {
    const { origin, listeningOn } = await gateway({ liveTokenCheckMs: 200 });
    const [m, untouched] = await Promise.all([newMember(), newMember()]);
    const tab = await open(origin, m.token, CART_CHANGED);
    const stays = await open(origin, untouched.token, CART_CHANGED);
    await listeningOn(topics.cartChanged(m.id));
    await changeAtRest(m, 'swayambhu steps at dawn');
    expect(await closedWithin(tab, 5000)).toBe(4403);
    expect(await closedWithin(stays, 500)).toBe('open');
  });
});

describe('signing out', () => {
  /** The token is refused everywhere: through each gateway (UNAUTHENTICATED) and REST itself (401). */
  async function refusedEverywhere(token: string, graphqls: string[]) {
    for (const url of graphqls) expect(codeOf(await gql(`{ me { id } }`, {}, token, url))).toBe('UNAUTHENTICATED');
    const rest = await fetch(`${inject('restUrl')}/api/users/profile/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.status).toBe(401);
  }

  it('logout ends the token at once through this gateway, another gateway and REST, and closes its sockets', async () => {
    const one = await gateway({ liveTokenCheckMs: 0 });
    const two = await gateway({ liveTokenCheckMs: 0 });
    const m = await newMember();
    // Both gateways have believed the token before: neither keeps it alive afterwards.
    for (const g of [one, two]) expect((await ok(`{ me { id } }`, {}, m.token, g.graphql)).data.me.id).toBe(m.id);
    const tab = await open(one.origin, m.token, CART_CHANGED);
    await one.listeningOn(topics.cartChanged(m.id));

    expect((await ok(LOGOUT, {}, m.token, one.graphql)).data).toEqual({ logout: true });
    await refusedEverywhere(m.token, [one.graphql, two.graphql]);
    expect(await closedWithin(tab, 5000)).toBe(4403);
    expect(await handshake(two.origin, { authorization: `Bearer ${m.token}` })).toEqual({
      acknowledged: false,
      code: 4403,
    });
    // Signing in again works.
    const again = await ok(LOGIN, { e: m.email }, undefined, one.graphql);
    expect((await ok(`{ me { id } }`, {}, again.data.login.token, two.graphql)).data.me.id).toBe(m.id);
  });

  it("logout ends only that token: the member's other device stays signed in, its sockets open", async () => {
    const one = await gateway({ liveTokenCheckMs: 0 });
    const two = await gateway({ liveTokenCheckMs: 0 });
    const m = await newMember();
    const laptop = (await ok(LOGIN, { e: m.email }, undefined, two.graphql)).data.login.token as string;
    const [phoneTab, laptopTab] = [
      await open(one.origin, m.token, CART_CHANGED),
      await open(one.origin, laptop, CART_CHANGED),
    ];
    await one.listeningOn(topics.cartChanged(m.id));

    expect((await ok(LOGOUT, {}, m.token, one.graphql)).data).toEqual({ logout: true });
    await refusedEverywhere(m.token, [one.graphql, two.graphql]);
    expect(await closedWithin(phoneTab, 5000)).toBe(4403);
    expect(await closedWithin(laptopTab, 300)).toBe('open');
    for (const g of [one, two]) expect((await ok(`{ me { id } }`, {}, laptop, g.graphql)).data.me.id).toBe(m.id);
    // Signing out again with the ended token is harmless, and still ends nothing else.
    expect((await ok(LOGOUT, {}, m.token, one.graphql)).data).toEqual({ logout: true });
    expect((await ok(LOGOUT_EVERYWHERE, {}, m.token, one.graphql)).data).toEqual({ logout: true });
    expect((await ok(`{ me { id } }`, {}, laptop, one.graphql)).data.me.id).toBe(m.id);
  });

  it('logout(everywhere: true) ends every token of the member and closes all their sockets', async () => {
    const one = await gateway({ liveTokenCheckMs: 0 });
    const two = await gateway({ liveTokenCheckMs: 0 });
    const [m, other] = await Promise.all([newMember(), newMember()]);
    const laptop = (await ok(LOGIN, { e: m.email }, undefined, one.graphql)).data.login.token as string;
    const tabs = [await open(one.origin, m.token, CART_CHANGED), await open(one.origin, laptop, CART_CHANGED)];
    const stays = await open(one.origin, other.token, CART_CHANGED);
    await one.listeningOn(topics.cartChanged(m.id));

    expect((await ok(LOGOUT_EVERYWHERE, {}, laptop, one.graphql)).data).toEqual({ logout: true });
    for (const token of [m.token, laptop]) await refusedEverywhere(token, [one.graphql, two.graphql]);
    for (const tab of tabs) expect(await closedWithin(tab, 5000)).toBe(4403);
    expect(await closedWithin(stays, 300)).toBe('open');
    expect((await ok(`{ me { id } }`, {}, other.token, two.graphql)).data.me.id).toBe(other.id);
  });

  it('logout needs a member', async () => {
    const { graphql } = await gateway();
    expect(codeOf(await gql(LOGOUT, {}, undefined, graphql))).toBe('UNAUTHENTICATED');
  });
});

describe('revoked tokens across gateway replicas', () => {
  const redisUrl = process.env.TEST_REDIS_URL;

  it.skipIf(!redisUrl)('a password change through one replica closes the old sockets on another', async () => {
    const shared = { redisUrl, redisChannelPrefix: `test-${randomUUID()}:`, liveTokenCheckMs: 0 };
    const one = await gateway(shared);
    const two = await gateway(shared);
    const m = await newMember();
    const tab = await open(two.origin, m.token, CART_CHANGED);
    await two.listeningOn(topics.cartChanged(m.id));
    await ok(CHANGE, { c: 'correct horse battery', n: 'boudha stupa evening' }, m.token, one.graphql);
    expect(await closedWithin(tab, 5000)).toBe(4403);
  });

  it.skipIf(!redisUrl)("a sign-out through one replica closes the token's sockets on another", async () => {
    const shared = { redisUrl, redisChannelPrefix: `test-${randomUUID()}:`, liveTokenCheckMs: 0 };
    const one = await gateway(shared);
    const two = await gateway(shared);
    const [m, other] = await Promise.all([newMember(), newMember()]);
    const tab = await open(two.origin, m.token, CART_CHANGED);
    const stays = await open(two.origin, other.token, CART_CHANGED);
    await two.listeningOn(topics.cartChanged(m.id));
    await ok(LOGOUT, {}, m.token, one.graphql);
    expect(await closedWithin(tab, 5000)).toBe(4403);
    expect(await closedWithin(stays, 300)).toBe('open');
  });
});
