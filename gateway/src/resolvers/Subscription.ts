/**
 * Live events (subscriptions/): each listens on its member's own topic, and each event is
 * resolved with a fresh context over the subscriber's token, checked again first (a revoked token
 * closes the socket), so whatever it shows is read as
 * that member, never as whoever caused it. An order can be followed only by its owner: REST
 * answers NOT_FOUND to anyone else, when subscribing and at every event.
 */
import type { Context } from '../context.js';
import type { SubscriptionResolvers } from '../generated/resolvers.js';
import type { RestFriendRequest } from '../rest/contract.js';
import { topics, type FriendshipChangeEvent, type OrderEvent } from '../subscriptions/events.js';
import { renew, subscriberOf } from '../subscriptions/session.js';
import { badInput } from './errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Subscription: SubscriptionResolvers = {
  friendRequestReceived: {
    subscribe: (_: unknown, __: unknown, ctx: Context) =>
      ctx.events.listen(topics.friendRequestReceived(subscriberOf(ctx).memberId)),
    resolve: async (request: RestFriendRequest, _: unknown, ctx: Context) => {
      await renew(ctx);
      return request;
    },
  },
  friendshipChanged: {
    subscribe: (_: unknown, __: unknown, ctx: Context) =>
      ctx.events.listen(topics.friendshipChanged(subscriberOf(ctx).memberId)),
    resolve: async (change: FriendshipChangeEvent, _: unknown, ctx: Context) => {
      await renew(ctx);
      return change;
    },
  },
  orderUpdated: {
    subscribe: async (_: unknown, { id }: { id: string }, ctx: Context) => {
      subscriberOf(ctx);
      if (!UUID.test(id)) throw badInput('Invalid order ID');
      await ctx.loaders.order.load(id); // NOT_FOUND unless it is the subscriber's
      return ctx.events.listen(topics.orderUpdated(id));
    },
    resolve: async (event: OrderEvent, _: unknown, ctx: Context) =>
      (await renew(ctx)).loaders.order.load(event.orderId),
  },
  cartChanged: {
    subscribe: (_: unknown, __: unknown, ctx: Context) =>
      ctx.events.listen(topics.cartChanged(subscriberOf(ctx).memberId)),
    resolve: async (_event: unknown, _: unknown, ctx: Context) => (await renew(ctx)).loaders.cart(),
  },
};
