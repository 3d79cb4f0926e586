/**
 * Issue 10 item 2: REST calls per GraphQL operation, counted exactly by the gateway (its
 * `exposeRestCalls` option lists them in the reply), for the main operations at 1×, 2× and 4×
 * their list sizes. A gateway that batches well makes the same number of calls whatever the size.
 * Lists the member owns (cart, wishlist, orders, friends…) are grown by a fresh member between
 * the measurements. The public cache is off here so every call the gateway needs is counted.
 * Every member write is listed too (mutation-calls.ts): each should make exactly one call, its own.
 */
import { readGatewayConfig } from '../gateway/src/config.js';
import { buildGateway } from '../gateway/src/server.js';
import { gql, gqlOk, registerMember, type BenchMember } from './lib/graphql.js';
import { countMutations, type MutationCallRow } from './mutation-calls.js';
import type { BenchOutput, Chart } from './lib/result.js';
import type { Services } from './lib/services.js';

export interface CallCountRow {
  operation: string;
  /** What grows: '24 books', '4 lines', … */
  sizes: string[];
  calls: number[];
}

const BOOK = 'id title price rating isBestSeller author { id name } inCart cartItem { id } isFavorite inWishlist';
const CART = `{ cart { count subtotal items { id quantity unitPrice lineTotal book { id title format author { id name } genres { name } inCart isFavorite inWishlist } } } }`;
const WISHLIST = `{ wishlist { id addedAt book { id title price author { name } genres { name } inCart isFavorite } } }`;
const FAVORITES = `{ favorites { id title price author { name } genres { name } inCart inWishlist } }`;
const PROFILE = `query ($id: ID!) { user(id: $id) { id favoriteBooks { id title author { name } isFavorite inCart } favoriteGenres { name } mutualFavoriteBooks { id } friendship { status } } }`;
const ORDERS = `{ orders { items { id shortId totalAmount isCompleted items { id quantity price book { id title coverImage author { id name } } } } } }`;
const ORDER = `query ($id: ID!) { order(id: $id) { id totalAmount items { id quantity price lineTotal book { id title author { id name } genres { name } } } } }`;
const FRIENDS = `{ friends { id since friend { id username firstName lastName status isVerified profilePictureUrl } } }`;
const REQUESTS = `{ friendRequests { incoming { id createdAt fromUser { id username firstName } } outgoing { id toUser { id username } } } }`;
// Issue 36: the reading life's lists.
const SHELVES = `{ myShelves { totalCount items { id shelf progressPercent book { id title author { name } myShelf { id shelf } inCart } } } }`;
const FEED = `{ friendsActivity(first: 20) { nodes { id kind member { id firstName } book { id title author { name } myShelf { id } } review { id rating } } } }`;
const GROUPS = `{ readingGroups { items { id name memberCount isMember createdBy { id firstName } book { id title author { name } myShelf { id } } } } }`;
const POSTS = `query ($id: ID!) { groupPosts(groupId: $id) { items { id content author { id firstName } replies { id author { id firstName } } } } }`;

export async function run(services: Services): Promise<BenchOutput> {
  const rest = await services.rest();
  const gateway = await buildGateway(
    { ...readGatewayConfig({}), restUrl: rest.api, publicCacheTtlMs: 0, logLevel: 'warn' },
    { exposeRestCalls: true },
  );
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const address = gateway.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  try {
    const token = await services.token();
    const rows = await countAll(url, token);
    return present(rows, await countMutations(url, (await stockedBookIds(url, token)).slice(-2)));
  } finally {
    await gateway.close();
  }
}

async function countAll(url: string, demoToken: string): Promise<CallCountRow[]> {
  const calls = async (query: string, variables: Record<string, unknown>, token: string) => {
    const reply = await gql(url, query, variables, token);
    if (reply.errors?.length) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(reply.errors)}`);
    return reply.extensions?.restCalls?.length ?? Number.NaN;
  };
  const rows: CallCountRow[] = [];
  const pageSizes = [24, 48, 96];
  const catalog = async (operation: string, build: (n: number) => string) => {
    const counts = [];
    for (const n of pageSizes) counts.push(await calls(build(n), {}, demoToken));
    rows.push({ operation, sizes: pageSizes.map((n) => `${n} books`), calls: counts });
  };
  await catalog(
    'catalog page with per-viewer fields',
    (n) => `{ books(page: 1, pageSize: ${n}) { items { ${BOOK} } } }`,
  );
  await catalog(
    'catalog page with genres of every book',
    (n) => `{ books(page: 1, pageSize: ${n}) { items { id genres { name } } } }`,
  );
  await catalog(
    "catalog page with each book's shelf",
    (n) => `{ books(page: 1, pageSize: ${n}) { items { id myShelf { id shelf } } } }`,
  );
  await catalog(
    'two catalog pages in one operation',
    (n) =>
      `{ a: books(page: 1, pageSize: ${n}) { items { ${BOOK} } } b: books(page: 2, pageSize: ${n}) { items { ${BOOK} } } }`,
  );

  const inStock = await stockedBookIds(url, demoToken);
  /** Each list draws distinct books in turn (wrapping after ~90), so adds never land on an existing line. */
  const pool = () => {
    let next = 0;
    return (n: number) => Array.from({ length: n }, () => inStock[next++ % inStock.length]!);
  };
  const member = await registerMember(url, 'calls');
  const owner = await registerMember(url, 'owner');
  const viewer = await registerMember(url, 'viewer');
  const m = (query: string, variables: Record<string, unknown> = {}, who: BenchMember = member) =>
    gqlOk(url, query, variables, who.token);

  /** Grows a list from `have` to each size, counting the calls of `query` at each. */
  const grow = async (
    operation: string,
    unit: string,
    sizes: number[],
    add: (count: number) => Promise<void>,
    query: string,
    options: { have?: number; variables?: Record<string, unknown>; who?: BenchMember } = {},
  ) => {
    const counts = [];
    let have = options.have ?? 0;
    for (const size of sizes) {
      await add(size - have);
      have = size;
      counts.push(await calls(query, options.variables ?? {}, (options.who ?? member).token));
    }
    rows.push({ operation, sizes: sizes.map((s) => `${s} ${unit}`), calls: counts });
  };
  const each =
    (take: (n: number) => string[], mutation: string, who: BenchMember = member) =>
    async (count: number) => {
      for (const id of take(count)) await m(`mutation ($id: ID!) { ${mutation}(bookId: $id) { id } }`, { id }, who);
    };

  const cartBooks = pool();
  const addToCart = each(cartBooks, 'addToCart');
  await grow('cart page', 'lines', [4, 8, 16], addToCart, CART);
  await grow('wishlist', 'books', [4, 8, 16], each(pool(), 'addToWishlist'), WISHLIST);
  await grow('favourites', 'books', [4, 8, 16], each(pool(), 'addFavorite'), FAVORITES);
  await grow(
    'a profile seen by another member',
    'favourites',
    [4, 8, 16],
    each(pool(), 'addFavorite', owner),
    PROFILE,
    {
      variables: { id: owner.id },
      who: viewer,
    },
  );

  const address = await m(
    `mutation { createShippingAddress(input: { addressName: "Home", fullName: "Bench Member", addressLine1: "Thamel 1", city: "Kathmandu", phone: "9841234567", district: "Kathmandu" }) { id } }`,
  );
  const addressId = (address as { createShippingAddress: { id: string } }).createShippingAddress.id;
  const cartLineIds = async () =>
    ((await m(`{ cart { items { id } } }`)) as { cart: { items: { id: string }[] } }).cart.items.map((i) => i.id);
  /** Orders a cart of exactly `lines` lines (the cart holds 16 lines after the cart measurement). */
  const order = async (lines: number) => {
    await addToCart(lines - (await cartLineIds()).length);
    const itemIds = await cartLineIds();
    if (itemIds.length !== lines) throw new Error(`cart has ${itemIds.length} lines, expected ${lines}`);
    const created = await m(
      `mutation ($itemIds: [ID!]!, $addressId: ID!) { createOrder(itemIds: $itemIds, shippingAddressId: $addressId) { id } }`,
      { itemIds, addressId },
    );
    return (created as { createOrder: { id: string } }).createOrder.id;
  };
  const orderDetail = [];
  for (const lines of [16, 4, 8]) orderDetail.push(await calls(ORDER, { id: await order(lines) }, member.token));
  rows.push({
    operation: 'order detail',
    sizes: ['4 lines', '8 lines', '16 lines'],
    calls: [orderDetail[1]!, orderDetail[2]!, orderDetail[0]!],
  });
  // The member has 3 orders; one more, then the list grows to 8 and 16.
  await order(2);
  await grow(
    'orders list',
    'orders',
    [4, 8, 16],
    async (count) => {
      for (let i = 0; i < count; i++) await order(2);
    },
    ORDERS,
    { have: 4 },
  );

  const friends = await Promise.all(Array.from({ length: 8 }, (_, i) => registerMember(url, `friend${i}`)));
  const requesters = await Promise.all(Array.from({ length: 8 }, (_, i) => registerMember(url, `asker${i}`)));
  let befriended = 0;
  await grow(
    'friends',
    'friends',
    [2, 4, 8],
    async (count) => {
      for (const friend of friends.slice(befriended, befriended + count)) {
        const sent = await m(`mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`, { id: friend.id });
        const requestId = (sent as { sendFriendRequest: { id: string } }).sendFriendRequest.id;
        await m(`mutation ($id: ID!) { acceptFriendRequest(requestId: $id) { id } }`, { id: requestId }, friend);
      }
      befriended += count;
    },
    FRIENDS,
  );
  let asked = 0;
  await grow(
    'friend requests received',
    'requests',
    [2, 4, 8],
    async (count) => {
      for (const asker of requesters.slice(asked, asked + count)) {
        await m(`mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`, { id: member.id }, asker);
      }
      asked += count;
    },
    REQUESTS,
  );

  // Issue 36: shelves, friends' activity and reading groups, each at three sizes.
  const shelve = (who: BenchMember) => async (count: number) => {
    for (const id of shelfBooks(count))
      await m(`mutation ($id: ID!) { shelveBook(bookId: $id, shelf: WANT_TO_READ) { id } }`, { id }, who);
  };
  const shelfBooks = pool();
  await grow('my shelves', 'books', [4, 8, 16], shelve(member), SHELVES);
  // The member's friends (8, above) shelve books: each shelving is one item of the member's feed.
  let shelvers = 0;
  await grow(
    "friends' activity",
    'items',
    [2, 4, 8],
    async (count) => {
      for (const friend of friends.slice(shelvers, shelvers + count)) await shelve(friend)(1);
      shelvers += count;
    },
    FEED,
  );
  const groupIds: string[] = [];
  await grow(
    'reading groups',
    'groups',
    [2, 4, 8],
    async (count) => {
      for (let i = 0; i < count; i++) {
        const who = friends[groupIds.length % friends.length]!;
        const created = await m(
          `mutation ($name: String!, $book: ID) { createReadingGroup(name: $name, bookId: $book) { id } }`,
          { name: `Bench circle ${groupIds.length + 1}`, book: shelfBooks(1)[0] },
          who,
        );
        groupIds.push((created as { createReadingGroup: { id: string } }).createReadingGroup.id);
      }
    },
    GROUPS,
  );
  const discussed = groupIds[0]!;
  await m(`mutation ($id: ID!) { joinReadingGroup(id: $id) { id } }`, { id: discussed });
  let posted = 0;
  await grow(
    "a group's discussion",
    'posts',
    [2, 4, 8],
    async (count) => {
      for (let i = 0; i < count; i++) {
        const post = await m(
          `mutation ($id: ID!, $text: String!) { postInReadingGroup(groupId: $id, content: $text) { id } }`,
          { id: discussed, text: `Post ${++posted}` },
        );
        const postId = (post as { postInReadingGroup: { id: string } }).postInReadingGroup.id;
        await m(
          `mutation ($id: ID!, $parent: ID!) { postInReadingGroup(groupId: $id, content: "A reply", parentId: $parent) { id } }`,
          { id: discussed, parent: postId },
        );
      }
    },
    POSTS,
    { variables: { id: discussed } },
  );
  return rows;
}

async function stockedBookIds(url: string, token: string): Promise<string[]> {
  const data = await gqlOk<{ books: { items: { id: string; stock: number }[] } }>(
    url,
    `{ books(page: 1, pageSize: 100, filter: { ordering: TITLE_ASC }) { items { id stock } } }`,
    {},
    token,
  );
  const ids = data.books.items.filter((b) => b.stock >= 5).map((b) => b.id);
  if (ids.length < 90) throw new Error(`only ${ids.length} books in stock`);
  return ids;
}

function present(rows: CallCountRow[], mutations: MutationCallRow[]): BenchOutput {
  const single = mutations.filter((m) => m.calls.length === 1);
  const constant = rows.filter((r) => new Set(r.calls).size === 1);
  const growing = rows.filter((r) => new Set(r.calls).size > 1);
  const chart: Chart = {
    id: 'calls',
    title: 'REST calls per operation at 1×, 2× and 4× the list',
    unit: 'REST calls',
    bars: rows.flatMap((r) =>
      r.calls.map((c, i) => ({ label: `${r.operation} (${r.sizes[i]})`, value: c, group: `${2 ** i}×` })),
    ),
  };
  return {
    summary:
      `${constant.length} of ${rows.length} main operations make the same number of REST calls at 1×, 2× and 4× their list size` +
      (growing.length
        ? `; ${growing.map((r) => r.operation).join(', ')} grow with it.`
        : ' (never one call per item).') +
      ` ${single.length} of ${mutations.length} mutations make exactly one REST call, their write.`,
    sections: [
      {
        notes: [
          'Counted exactly by the gateway for each operation (its `exposeRestCalls` option lists the calls in the reply), ' +
            'asked by a member so per-viewer fields (`inCart`, `isFavorite`, …) are included, with the public cache off so ' +
            'every call the gateway needs is counted. Lists a member owns are grown by a fresh member between measurements.',
        ],
        tables: [
          {
            columns: ['operation', '1×', '2×', '4×'],
            rows: rows.map((r) => [r.operation, ...r.calls.map((c, i) => `${c} (${r.sizes[i]})`)]),
          },
        ],
        charts: [chart],
      },
      {
        heading: 'Mutations',
        notes: [
          'Each member write, asked with the fields the web client selects after it (the book’s `inCart` and ' +
            '`cartItem`, the cart’s count, the book’s new rating, where two members stand). A write answers from its own ' +
            'REST response (REST’s answers carry what the client needs: the line, the book, the cart left, the new ' +
            'friendship state), priming the loaders with it, so it costs one call. `gateway/test/mutation-calls.test.ts` ' +
            'asserts these counts.',
        ],
        tables: [
          {
            columns: ['mutation', 'REST calls', 'which'],
            rows: mutations.map((m) => [m.mutation, m.calls.length, m.calls.join(', ')]),
          },
        ],
      },
    ],
    rows: { operations: rows, mutations },
  };
}
