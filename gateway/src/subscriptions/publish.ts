/**
 * What mutations announce once REST has made a change, and to whom: a friend request to its
 * recipient, a friendship change to both members (each told from their own side), a verified
 * payment or an order's move to whoever listens on that order (only its owner can, see
 * Subscription.ts) and to its member's tabs (orderChanged), a cart change
 * to the member's own tabs and devices. Each event carries REST's own answer to the write, so no
 * subscriber asks REST again: an event costs the same however many listen. None of these ever
 * fails the mutation that calls it.
 */
import type { Context } from '../context.js';
import type {
  RestCart,
  RestCartLine,
  RestFriend,
  RestFriendRequest,
  RestFriendshipStatus,
  RestOrder,
} from '../rest/contract.js';
import type { RestLiveActivity } from '../rest/activity.js';
import {
  topics,
  type CartEvent,
  type FriendshipAction,
  type FriendshipChangeEvent,
  type OrderEvent,
} from './events.js';

/** The acting member's id, from their verified token (tokens.ts): no REST call. */
function actingMemberId(ctx: Context): string {
  if (ctx.memberId === null) throw new Error('only a signed-in member changes things');
  return ctx.memberId;
}

export async function announceFriendRequest(ctx: Context, request: RestFriendRequest): Promise<void> {
  await ctx.events.publish(topics.friendRequestReceived(request.to_user.id), { ...request, accepted: false });
}

export interface FriendshipChangeFacts {
  action: FriendshipAction;
  /** The acting member (from their token when not given) and the other member. */
  between: [me: number | string | undefined, other: number];
  requestId?: number | null;
  friendshipId?: number | null;
  /** Where the acting member stands now, as REST answered (cancel, reject, unfriend). */
  state?: RestFriendshipStatus;
  /** The new friendship as each member sees it (ACCEPTED), as far as REST's answer said. */
  friendship?: { mine?: RestFriend; theirs?: RestFriend };
}

/** The same standing seen from the other member: their request sent is my request received. */
const MIRRORED: Partial<Record<RestFriendshipStatus['status'], RestFriendshipStatus['status']>> = {
  pending: 'received',
  received: 'pending',
};

function standing(
  facts: FriendshipChangeFacts,
  me: number,
  other: number,
): [RestFriendshipStatus, RestFriendshipStatus] {
  const mine: RestFriendshipStatus =
    facts.state ??
    (facts.action === 'ACCEPTED'
      ? { userId: other, status: 'friends', friendship_id: facts.friendshipId ?? null, request_id: null }
      : { userId: other, status: 'none', friendship_id: null, request_id: null });
  const theirs = { ...mine, userId: me, status: MIRRORED[mine.status] ?? mine.status };
  return [mine, theirs];
}

export async function announceFriendshipChange(ctx: Context, facts: FriendshipChangeFacts): Promise<void> {
  try {
    const [known, other] = facts.between;
    const me = Number(known ?? actingMemberId(ctx));
    const change = {
      action: facts.action,
      requestId: facts.requestId ?? null,
      friendshipId: facts.friendshipId ?? null,
    };
    const [mine, theirs] = standing(facts, me, other);
    const accepted = facts.action === 'ACCEPTED';
    const toMe: FriendshipChangeEvent = { ...change, userId: other, state: mine };
    const toThem: FriendshipChangeEvent = { ...change, userId: me, state: theirs };
    if (!accepted || facts.friendship?.mine) toMe.friendship = accepted ? facts.friendship!.mine : null;
    if (!accepted || facts.friendship?.theirs) toThem.friendship = accepted ? facts.friendship!.theirs : null;
    await Promise.all([
      ctx.events.publish(topics.friendshipChanged(me), toMe),
      ctx.events.publish(topics.friendshipChanged(other), toThem),
    ]);
  } catch {
    // Publishing failed: the change stands, only its live notice is lost.
  }
}

/** A line added or changed, with the cart's count and subtotal REST answered with it. */
export function lineChanged(line: RestCartLine, cart: Pick<RestCart, 'count' | 'subtotal'>): CartEvent {
  return { count: cart.count, subtotal: cart.subtotal, item: line, removedItemIds: [] };
}

/** Lines that left the cart, and the cart as it is without them. */
export function linesLeft(ids: number[], cart: Pick<RestCart, 'count' | 'subtotal'>): CartEvent {
  return { count: cart.count, subtotal: cart.subtotal, item: null, removedItemIds: ids };
}

export async function announceCartChange(ctx: Context, change: CartEvent): Promise<void> {
  try {
    await ctx.events.publish(topics.cartChanged(actingMemberId(ctx)), change);
  } catch {
    // As above: the cart changed; its other tabs see it on their next read.
  }
}

/** An order took these lines out of the cart: REST's order answer has no cart, so it is read once. */
export async function announceOrdered(ctx: Context, lineIds: number[]): Promise<void> {
  try {
    await announceCartChange(ctx, linesLeft(lineIds, await ctx.api.cart.get()));
  } catch {
    // REST did not answer the read: the order stands; the other tabs see the cart on their next read.
  }
}

/**
 * A verified payment: the order is read once, by whoever verified it, and travels with the event.
 * Someone who is not its owner cannot read it (NOT_FOUND): then the event names the order only,
 * and its owner's listeners read it themselves.
 */
export async function announceOrderUpdate(ctx: Context, orderId: string): Promise<void> {
  let order;
  try {
    order = await ctx.loaders.order.load(orderId);
  } catch {
    // Not theirs, or REST did not answer: the listeners read it.
  }
  await ctx.events.publish(topics.orderUpdated(orderId), order ? { orderId, order } : { orderId });
  if (order) await ctx.events.publish(topics.orderChanged(actingMemberId(ctx)), { orderId, order });
}

/**
 * Orders moved a step (staff's fulfilment, or a member cancelling): each to its member's tabs
 * (orderChanged) and to whoever follows that order (orderUpdated), with REST's answer to the move.
 */
export async function announceOrdersMoved(ctx: Context, moved: { memberId: number | string; order: RestOrder }[]) {
  try {
    for (const { memberId, order } of moved) {
      const event: OrderEvent = { orderId: order.order_id, order };
      await ctx.events.publish(topics.orderUpdated(order.order_id), event);
      await ctx.events.publish(topics.orderChanged(memberId), event);
    }
  } catch {
    // As above: the orders moved; their pages show it on their next read.
  }
}

/** The acting member's own order moved (they cancelled it). */
export const announceOwnOrderMoved = (ctx: Context, order: RestOrder) =>
  announceOrdersMoved(ctx, [{ memberId: actingMemberId(ctx), order }]);

/**
 * The acting member's write made activities: REST's answer to the write says which, and which
 * friends may see them (their privacy applied there); each goes to those friends' feeds as it is.
 * No REST call beyond the write's own, none per listener; never fails the write.
 */
export async function announceFriendActivity(ctx: Context, live: RestLiveActivity | undefined): Promise<void> {
  if (!live) return;
  try {
    for (const activity of live.activities)
      await Promise.all(live.audience.map((friendId) => ctx.events.publish(topics.friendActivity(friendId), activity)));
  } catch {
    // The events bus did not take it: the activity stands in the feed; open feeds see it on their next read.
  }
}
