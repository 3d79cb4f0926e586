/**
 * One simulated member of the load benchmark: a loop of screen loads and writes through the
 * gateway (browse, book, cart add/update/remove, order, friend actions), and the member's cart and
 * orders as the successful answers described them. The check after the run compares that model
 * with what REST holds. A write whose outcome is unknown (network error, 5xx, an upstream error)
 * marks the member uncertain, since then no answer says what happened.
 */
import type http from 'node:http';
import { post } from './lib/drive.js';
import { since } from './lib/stats.js';

export type OpKind =
  'browse' | 'book' | 'cart add' | 'cart update' | 'cart remove' | 'order' | 'friends read' | 'friend action';
export type Outcome = 'ok' | 'refused' | 'error';

export interface OpRecord {
  kind: OpKind;
  ms: number;
  outcome: Outcome;
  code?: string | undefined;
}

/** A friend action on a pair, with the state its answer said the pair is now in. */
export interface PairOp {
  pair: string;
  start: number;
  end: number;
  /** 'FRIENDS', 'NONE' or 'PENDING <from>-><to>'; undefined when refused or failed. */
  state?: string | undefined;
}

export interface CartLine {
  bookId: string;
  quantity: number;
}

export interface OrderModel {
  total: string;
  lines: CartLine[];
}

/** Business refusals: the server said no and changed nothing (e.g. the last copy went to someone else). */
const REFUSALS = new Set(['OUT_OF_STOCK', 'BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT']);

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const pairOf = (a: string, b: string) => (Number(a) < Number(b) ? `${a}-${b}` : `${b}-${a}`);

const CART_ITEM = 'id quantity book { id }';
const CATALOG = `query ($page: Int) { books(page: $page) { totalCount items { id title price rating author { id name } inCart isFavorite } } genres { id name } }`;
const BOOK = `query ($id: ID!) { book(id: $id) { id title price stock inStock inCart isFavorite inWishlist author { name } reviews { items { id rating } } myReview { id } } }`;

export interface World {
  graphql: string;
  agent: http.Agent;
  books: string[];
  memberIds: string[];
  ops: OpRecord[];
  pairOps: PairOp[];
  /** Answers that contradicted the model at once (e.g. a removal's cart missing a line). */
  contradictions: string[];
}

export class LoadMember {
  readonly cart = new Map<string, CartLine>();
  readonly orders = new Map<string, OrderModel>();
  uncertain = false;

  constructor(
    readonly id: string,
    readonly token: string,
    readonly addressId: string,
    private readonly world: World,
  ) {}

  /** Acts until the deadline, one operation after another. */
  async run(deadline: number): Promise<void> {
    while (Date.now() < deadline) await this.step();
  }

  private async step(): Promise<void> {
    const r = Math.random() * 100;
    if (r < 25) await this.call('browse', CATALOG, { page: 1 + Math.floor(Math.random() * 10) });
    else if (r < 40) await this.call('book', BOOK, { id: pick(this.world.books) });
    else if (r < 58 || this.cart.size === 0) await this.add();
    else if (r < 66) await this.update();
    else if (r < 73) await this.remove();
    else if (r < 83) await this.order();
    else await this.friendAction();
  }

  /** One GraphQL request, timed and classified; the data when it succeeded. */
  private async call<T>(
    kind: OpKind,
    query: string,
    variables: Record<string, unknown>,
    write = false,
  ): Promise<T | undefined> {
    const t = process.hrtime.bigint();
    const text = await post(
      this.world.graphql,
      JSON.stringify({ query, variables }),
      { authorization: `Bearer ${this.token}` },
      this.world.agent,
    );
    const ms = since(t);
    let reply: { data?: T; errors?: { extensions?: { code?: string } }[] } | undefined;
    try {
      reply = text === undefined ? undefined : JSON.parse(text);
    } catch {
      reply = undefined;
    }
    const code = reply?.errors?.[0]?.extensions?.code;
    const outcome: Outcome = !reply
      ? 'error'
      : !reply.errors?.length
        ? 'ok'
        : code && REFUSALS.has(code)
          ? 'refused'
          : 'error';
    this.world.ops.push({
      kind,
      ms,
      outcome,
      code: outcome === 'ok' ? undefined : (code ?? (reply ? 'GRAPHQL_ERROR' : 'HTTP_ERROR')),
    });
    if (outcome === 'error' && write) this.uncertain = true;
    return outcome === 'ok' ? reply!.data : undefined;
  }

  private async add(): Promise<void> {
    const data = await this.call<{ addToCart: { id: string; quantity: number; book: { id: string } } }>(
      'cart add',
      `mutation ($id: ID!, $q: Int) { addToCart(bookId: $id, quantity: $q) { ${CART_ITEM} } }`,
      { id: pick(this.world.books), q: 1 + Math.floor(Math.random() * 2) },
      true,
    );
    if (data) this.cart.set(data.addToCart.id, { bookId: data.addToCart.book.id, quantity: data.addToCart.quantity });
  }

  private async update(): Promise<void> {
    const id = pick([...this.cart.keys()]);
    const data = await this.call<{ updateCartItem: { id: string; quantity: number; book: { id: string } } }>(
      'cart update',
      `mutation ($id: ID!, $q: Int) { updateCartItem(id: $id, quantity: $q) { ${CART_ITEM} } }`,
      { id, q: 1 + Math.floor(Math.random() * 3) },
      true,
    );
    if (data)
      this.cart.set(data.updateCartItem.id, {
        bookId: data.updateCartItem.book.id,
        quantity: data.updateCartItem.quantity,
      });
  }

  private async remove(): Promise<void> {
    const id = pick([...this.cart.keys()]);
    const data = await this.call<{
      removeFromCart: { items: { id: string; quantity: number; book: { id: string } }[] };
    }>('cart remove', `mutation ($id: ID!) { removeFromCart(id: $id) { items { ${CART_ITEM} } } }`, { id }, true);
    if (!data) return;
    this.cart.delete(id);
    // The answer is the whole cart as it is now: it must be exactly the model.
    const answered = data.removeFromCart.items
      .map((i) => `${i.id}:${i.book.id}x${i.quantity}`)
      .sort()
      .join(',');
    const modelled = [...this.cart]
      .map(([lineId, l]) => `${lineId}:${l.bookId}x${l.quantity}`)
      .sort()
      .join(',');
    if (!this.uncertain && answered !== modelled) {
      this.world.contradictions.push(
        `member ${this.id}: removeFromCart answered [${answered}], expected [${modelled}]`,
      );
    }
  }

  private async order(): Promise<void> {
    const lines = [...this.cart.keys()].filter(() => Math.random() < 0.7);
    const itemIds = lines.length ? lines : [pick([...this.cart.keys()])];
    const data = await this.call<{
      createOrder: { id: string; totalAmount: string; items: { quantity: number; book: { id: string } }[] };
    }>(
      'order',
      `mutation ($ids: [ID!]!, $address: ID!) { createOrder(itemIds: $ids, shippingAddressId: $address) { id totalAmount items { quantity book { id } } } }`,
      { ids: itemIds, address: this.addressId },
      true,
    );
    if (!data) return;
    for (const id of itemIds) this.cart.delete(id);
    const order = data.createOrder;
    this.orders.set(order.id, {
      total: order.totalAmount,
      lines: order.items.map((i) => ({ bookId: i.book.id, quantity: i.quantity })),
    });
  }

  private async friendAction(): Promise<void> {
    const data = await this.call<{
      friends: { id: string; friend: { id: string } }[];
      friendRequests: {
        incoming: { id: string; fromUser: { id: string } }[];
        outgoing: { id: string; toUser: { id: string } }[];
      };
    }>(
      'friends read',
      `{ friends { id friend { id } } friendRequests { incoming { id fromUser { id } } outgoing { id toUser { id } } } }`,
      {},
    );
    if (!data) return;
    const { incoming, outgoing } = data.friendRequests;
    const r = Math.random();
    if (incoming.length && r < 0.5) {
      const request = pick(incoming);
      if (Math.random() < 0.75) {
        await this.pairAction(
          request.fromUser.id,
          `mutation ($id: ID!) { acceptFriendRequest(requestId: $id) { id } }`,
          { id: request.id },
          () => 'FRIENDS',
        );
      } else {
        await this.pairAction(
          request.fromUser.id,
          `mutation ($id: ID!) { rejectFriendRequest(requestId: $id) { status } }`,
          { id: request.id },
          this.stateOf(request.fromUser.id, 'rejectFriendRequest'),
        );
      }
    } else if (data.friends.length && r < 0.65) {
      const friendship = pick(data.friends);
      await this.pairAction(
        friendship.friend.id,
        `mutation ($id: ID!) { unfriend(friendshipId: $id) { status } }`,
        { id: friendship.id },
        this.stateOf(friendship.friend.id, 'unfriend'),
      );
    } else if (outgoing.length && r < 0.75) {
      const request = pick(outgoing);
      await this.pairAction(
        request.toUser.id,
        `mutation ($id: ID!) { cancelFriendRequest(requestId: $id) { status } }`,
        { id: request.id },
        this.stateOf(request.toUser.id, 'cancelFriendRequest'),
      );
    } else {
      const other = pick(this.world.memberIds.filter((m) => m !== this.id));
      await this.pairAction(
        other,
        `mutation ($id: ID!) { sendFriendRequest(userId: $id) { id accepted } }`,
        { id: other },
        (d) =>
          (d as { sendFriendRequest: { accepted: boolean } }).sendFriendRequest.accepted
            ? 'FRIENDS'
            : `PENDING ${this.id}->${other}`,
      );
    }
  }

  /** Reads a FriendshipState answer (seen from this member) as the pair's state. */
  private stateOf(other: string, field: string) {
    return (d: unknown) => {
      const status = (d as Record<string, { status: string }>)[field]!.status;
      if (status === 'PENDING') return `PENDING ${this.id}->${other}`;
      if (status === 'RECEIVED') return `PENDING ${other}->${this.id}`;
      return status;
    };
  }

  private async pairAction(
    other: string,
    query: string,
    variables: Record<string, unknown>,
    state: (data: unknown) => string,
  ): Promise<void> {
    const start = Date.now();
    const data = await this.call<unknown>('friend action', query, variables);
    this.world.pairOps.push({
      pair: pairOf(this.id, other),
      start,
      end: Date.now(),
      state: data ? state(data) : undefined,
    });
  }
}
