/**
 * What mutations announce once REST has made a change, and to whom: a friend request to its
 * recipient, a friendship change to both members (each told about the other), a verified payment
 * to whoever listens on that order (only its owner can, see Subscription.ts), a cart change to
 * the member's own tabs and devices. None of these ever fails the mutation that calls it.
 */
import type { Context } from '../context.js';
import type { RestFriendRequest } from '../rest/contract.js';
import { topics, type FriendshipAction } from './events.js';

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
    await Promise.all([
      ctx.events.publish(topics.friendshipChanged(me), { ...change, userId: other }),
      ctx.events.publish(topics.friendshipChanged(other), { ...change, userId: me }),
    ]);
  } catch {
    // Publishing failed: the change stands, only its live notice is lost.
  }
}

export async function announceCartChange(ctx: Context): Promise<void> {
  try {
    await ctx.events.publish(topics.cartChanged(actingMemberId(ctx)), {});
  } catch {
    // As above: the cart changed; its other tabs see it on their next read.
  }
}

export async function announceOrderUpdate(ctx: Context, orderId: string): Promise<void> {
  await ctx.events.publish(topics.orderUpdated(orderId), { orderId });
}
