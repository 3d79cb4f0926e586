/**
 * The check after the load run, read from REST directly (not through the gateway): every member's
 * cart and orders must be exactly what the successful answers said, every book's stock must have
 * fallen by exactly the copies ordered, and friendships must be consistent — symmetric, never both
 * friends and pending, never two crossing requests, and for every pair whose last action did not
 * overlap another, in the state that action's answer said.
 */
import type { LoadMember, PairOp } from './load-member.js';

interface RestCart {
  data: { id: number; quantity: number; book: { id: number } }[];
}
interface RestOrders {
  orders: { order_id: string; total_amount: string; items: { quantity: number; book: { id: number } }[] }[];
}
interface RestFriends {
  data: { friendship_id: number; user_id: number }[];
}
interface RestRequests {
  data: { sent: { to_user: { id: number } }[]; received: { from_user: { id: number } }[] };
}

export interface CheckResult {
  membersChecked: number;
  membersUncertain: number;
  cartLines: number;
  orders: number;
  booksChecked: number;
  pairsChecked: number;
  pairsOverlapping: number;
  problems: string[];
}

async function restGet<T>(api: string, path: string, token?: string): Promise<T> {
  const res = await fetch(`${api}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export async function stockOf(api: string, bookIds: string[]): Promise<Map<string, number>> {
  const entries = await Promise.all(
    bookIds.map(
      async (id) => [id, (await restGet<{ book: { stock: number } }>(api, `/books/${id}/`)).book.stock] as const,
    ),
  );
  return new Map(entries);
}

const lineKey = (bookId: string | number, quantity: number) => `${bookId}x${quantity}`;

export async function checkConsistency(
  api: string,
  members: LoadMember[],
  pairOps: PairOp[],
  stockBefore: Map<string, number>,
): Promise<CheckResult> {
  const problems: string[] = [];
  const ordered = new Map<string, number>();
  let cartLines = 0;
  let orderCount = 0;
  const friendsOf = new Map<string, Set<string>>();
  const pendingFrom = new Map<string, Set<string>>();
  for (const m of members) {
    const [cart, orders, friends, requests] = await Promise.all([
      restGet<RestCart>(api, '/cart/', m.token),
      restGet<RestOrders>(api, '/order/', m.token),
      restGet<RestFriends>(api, '/social/friends/', m.token),
      restGet<RestRequests>(api, '/social/friends/requests/', m.token),
    ]);
    for (const o of orders.orders) {
      for (const item of o.items)
        ordered.set(String(item.book.id), (ordered.get(String(item.book.id)) ?? 0) + item.quantity);
    }
    cartLines += cart.data.length;
    orderCount += orders.orders.length;
    const friendIds = friends.data.map((f) => String(f.user_id));
    if (new Set(friendIds).size !== friendIds.length) problems.push(`member ${m.id}: a friend listed twice`);
    friendsOf.set(m.id, new Set(friendIds));
    pendingFrom.set(m.id, new Set(requests.data.sent.map((r) => String(r.to_user.id))));
    if (m.uncertain) continue;
    const actualCart = cart.data.map((l) => `${l.id}:${lineKey(l.book.id, l.quantity)}`).sort();
    const modelCart = [...m.cart].map(([id, l]) => `${id}:${lineKey(l.bookId, l.quantity)}`).sort();
    if (actualCart.join() !== modelCart.join()) {
      problems.push(`member ${m.id}: cart is [${actualCart.join(', ')}], the answers said [${modelCart.join(', ')}]`);
    }
    const actualOrders = orders.orders
      .map(
        (o) =>
          `${o.order_id} ${o.total_amount} ${o.items
            .map((i) => lineKey(i.book.id, i.quantity))
            .sort()
            .join('+')}`,
      )
      .sort();
    const modelOrders = [...m.orders]
      .map(
        ([id, o]) =>
          `${id} ${o.total} ${o.lines
            .map((l) => lineKey(l.bookId, l.quantity))
            .sort()
            .join('+')}`,
      )
      .sort();
    if (actualOrders.join() !== modelOrders.join()) {
      problems.push(
        `member ${m.id}: orders are [${actualOrders.join('; ')}], the answers said [${modelOrders.join('; ')}]`,
      );
    }
  }

  const stockAfter = await stockOf(api, [...stockBefore.keys()]);
  for (const [bookId, before] of stockBefore) {
    const after = stockAfter.get(bookId)!;
    const copies = ordered.get(bookId) ?? 0;
    if (before - after !== copies)
      problems.push(`book ${bookId}: stock fell by ${before - after}, orders hold ${copies} copies`);
    if (after < 0) problems.push(`book ${bookId}: stock is ${after}`);
  }

  const ids = members.map((m) => m.id);
  const stateOf = (a: string, b: string) =>
    friendsOf.get(a)?.has(b)
      ? 'FRIENDS'
      : pendingFrom.get(a)?.has(b)
        ? `PENDING ${a}->${b}`
        : pendingFrom.get(b)?.has(a)
          ? `PENDING ${b}->${a}`
          : 'NONE';
  for (const a of ids) {
    for (const b of ids) {
      if (Number(a) >= Number(b)) continue;
      const friendsAB = friendsOf.get(a)?.has(b) ?? false;
      if (friendsAB !== (friendsOf.get(b)?.has(a) ?? false))
        problems.push(`pair ${a}-${b}: friendship seen from one side only`);
      const pendingAB = pendingFrom.get(a)?.has(b) ?? false;
      const pendingBA = pendingFrom.get(b)?.has(a) ?? false;
      if (friendsAB && (pendingAB || pendingBA)) problems.push(`pair ${a}-${b}: friends and a pending request at once`);
      if (pendingAB && pendingBA) problems.push(`pair ${a}-${b}: two crossing pending requests`);
    }
  }
  const byPair = new Map<string, PairOp[]>();
  for (const op of pairOps) byPair.set(op.pair, [...(byPair.get(op.pair) ?? []), op]);
  let pairsChecked = 0;
  let pairsOverlapping = 0;
  for (const [pair, ops] of byPair) {
    const last = ops.reduce((x, y) => (y.end > x.end ? y : x));
    const overlapped = ops.some((o) => o !== last && o.end > last.start);
    if (overlapped || last.state === undefined) {
      pairsOverlapping++;
      continue;
    }
    pairsChecked++;
    const [a, b] = pair.split('-') as [string, string];
    const actual = stateOf(a, b);
    if (actual !== last.state) problems.push(`pair ${pair}: REST says ${actual}, the last answer said ${last.state}`);
  }

  return {
    membersChecked: members.filter((m) => !m.uncertain).length,
    membersUncertain: members.filter((m) => m.uncertain).length,
    cartLines,
    orders: orderCount,
    booksChecked: stockBefore.size,
    pairsChecked,
    pairsOverlapping,
    problems,
  };
}
