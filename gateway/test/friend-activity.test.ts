/**
 * Friends' activity through the graph (issue 36, item 3): a friend's shelving reaches an open
 * feed live, carrying the book and the member, and delivering it costs no REST call; a page of
 * the feed costs the same REST calls however many activities it holds.
 */
import { afterAll, expect, it } from 'vitest';
import { topics } from '../src/subscriptions/events.js';
import { befriend, codeOf, gql, newMember, ok } from './client.js';
import { gatewayWith } from './gateways.js';
import { closeClients, eventually, liveClient, subscribe } from './live.js';

const SHELVE = `mutation ($id: ID!, $shelf: Shelf!) { shelveBook(bookId: $id, shelf: $shelf) { id } }`;
const ACTIVITY = `id kind shelf percent member { id username } book { id title author { name } }
  review { title containsSpoiler book { id } }`;
// The subscription selects what the event carries; the feed also the reader's own shelf of each
// book (one batch call for the page).
const LIVE = `subscription { friendActivity { ${ACTIVITY} } }`;
const FEED = `query ($first: Int, $after: String) { friendsActivity(first: $first, after: $after) {
  nodes { ${ACTIVITY} book { myShelf { shelf } } } endCursor hasNextPage } }`;

afterAll(closeClients);

async function printedBookIds(n: number): Promise<string[]> {
  const { data } = await ok(`{ books(page: 3, pageSize: 100) { items { id format pages } } }`);
  return data.books.items
    .filter((b: { format: string; pages: number | null }) => !['eBook', 'Audiobook'].includes(b.format) && b.pages)
    .map((b: { id: string }) => b.id)
    .slice(0, n);
}

async function gateway() {
  const listening = new Map<string, number>();
  const origin = await gatewayWith(
    { liveTokenCheckMs: 0 },
    { exposeRestCalls: true, onListening: (topic) => listening.set(topic, (listening.get(topic) ?? 0) + 1) },
  );
  return {
    origin,
    graphql: `${origin}/graphql`,
    listeningOn: (topic: string) => eventually(() => (listening.get(topic) ?? 0) >= 1, `a listener on ${topic}`),
    restCalls: async () =>
      (await (await fetch(`${origin}/metrics`)).text())
        .split('\n')
        .filter((line) => line.startsWith('pustak_rest_calls_total{'))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0),
  };
}

it("delivers a friend's shelving live with its book and member, and delivering costs no REST call", async () => {
  const gw = await gateway();
  const [reader, friend] = await Promise.all([newMember(), newMember()]);
  await befriend(reader, friend, gw.graphql);
  const [bookId] = await printedBookIds(1);
  const feed = subscribe(liveClient(gw.origin, reader.token), LIVE);
  await gw.listeningOn(topics.friendActivity(reader.id));

  const before = await gw.restCalls();
  const written = await ok(SHELVE, { id: bookId, shelf: 'CURRENTLY_READING' }, friend.token, gw.graphql);
  const event = await feed.next();
  expect(event.friendActivity).toMatchObject({
    kind: 'SHELVED',
    shelf: 'CURRENTLY_READING',
    member: { id: friend.id, username: friend.username },
    book: { id: bookId, title: expect.any(String), author: { name: expect.any(String) } },
  });
  // The write's own calls (the shelving, and which friends it reaches), not one more to deliver
  // it, though the event's book was selected with its author.
  expect((await gw.restCalls()) - before).toBe(written.restCalls.length);
  // The same activity heads the feed read afterwards.
  const page = await ok(FEED, { first: 5 }, reader.token, gw.graphql);
  expect(page.data.friendsActivity.nodes[0].id).toBe(event.friendActivity.id);
});

it("a page of friends' activity costs the same REST calls for 2 activities as for 12", async () => {
  const gw = await gateway();
  const calls = async (n: number) => {
    const [reader, friend] = await Promise.all([newMember(), newMember()]);
    await befriend(reader, friend, gw.graphql);
    for (const id of await printedBookIds(n)) await ok(SHELVE, { id, shelf: 'WANT_TO_READ' }, friend.token, gw.graphql);
    const result = await ok(FEED, { first: 20 }, reader.token, gw.graphql);
    expect(result.data.friendsActivity.nodes).toHaveLength(n);
    expect(result.data.friendsActivity).toMatchObject({ endCursor: null, hasNextPage: false });
    return result.restCalls.map((c) => `${c.method} ${c.path}`).sort();
  };
  const few = await calls(2);
  expect(await calls(12)).toEqual(few);
  expect(few.filter((c) => c.startsWith('GET /social/activity/'))).toEqual(['GET /social/activity/']);
});

it('pages by endCursor, and refuses a cursor it did not give as BAD_USER_INPUT', async () => {
  const [reader, friend] = await Promise.all([newMember(), newMember()]);
  await befriend(reader, friend);
  for (const id of await printedBookIds(3)) await ok(SHELVE, { id, shelf: 'WANT_TO_READ' }, friend.token);
  const first = (await ok(FEED, { first: 2 }, reader.token)).data.friendsActivity;
  expect(first.hasNextPage).toBe(true);
  const rest = (await ok(FEED, { first: 2, after: first.endCursor }, reader.token)).data.friendsActivity;
  expect(rest.hasNextPage).toBe(false);
  const ids = [...first.nodes, ...rest.nodes].map((a: { id: string }) => a.id);
  expect(new Set(ids).size).toBe(3);
  expect(codeOf(await gql(FEED, { first: 2, after: 'nope!' }, reader.token))).toBe('BAD_USER_INPUT');
});
