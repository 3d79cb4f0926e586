/**
 * Live events (subscriptions/): each listens on its member's own topic, and each event carries
 * what REST answered to the write that made it (publish.ts), so resolving it for any number of
 * subscribers asks REST nothing. The subscriber's token is checked first against REST's published
 * key (session.ts `renew`), as an HTTP request's is. Each event still gets a fresh context over the subscriber's own
 * token, so anything a subscription selects beyond what the event carries is read as that member,
 * never as whoever caused it. An order can be followed only by its owner: REST answers NOT_FOUND
 * to anyone else when subscribing.
 */
import type { Context } from '../context.js';
import type { SubscriptionResolvers } from '../generated/resolvers.js';
import type { RestActivity } from '../rest/activity.js';
import type { RestFriendRequest } from '../rest/contract.js';
import { topics, type CartEvent, type FriendshipChangeEvent, type OrderEvent } from '../subscriptions/events.js';
import { asSubscriber, renew, subscriberOf } from '../subscriptions/session.js';
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
      (await renew(ctx)).loaders.friendship.prime(String(change.userId), change.state);
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
    resolve: async (event: OrderEvent, _: unknown, ctx: Context) => {
      const fresh = await renew(ctx);
      if (event.order) return event.order;
      return asSubscriber(fresh, () => fresh.loaders.order.load(event.orderId));
    },
  },
  orderChanged: {
    subscribe: (_: unknown, __: unknown, ctx: Context) =>
      ctx.events.listen(topics.orderChanged(subscriberOf(ctx).memberId)),
    resolve: async (event: OrderEvent, _: unknown, ctx: Context) => {
      const fresh = await renew(ctx);
      if (event.order) return event.order;
      return asSubscriber(fresh, () => fresh.loaders.order.load(event.orderId));
    },
  },
  friendActivity: {
    subscribe: (_: unknown, __: unknown, ctx: Context) =>
      ctx.events.listen(topics.friendActivity(subscriberOf(ctx).memberId)),
    resolve: async (activity: RestActivity, _: unknown, ctx: Context) => {
      await renew(ctx);
      return activity;
    },
  },
  cartChanged: {
    subscribe: (_: unknown, __: unknown, ctx: Context) =>
      ctx.events.listen(topics.cartChanged(subscriberOf(ctx).memberId)),
    resolve: async (change: CartEvent, _: unknown, ctx: Context) => {
      const { loaders } = await renew(ctx);
      // The changed line answers its book's cart state, as after the mutation itself.
      if (change.item) {
        const bookId = change.item.book.id;
        loaders.cartLine.prime(bookId, change.item);
        loaders.book.prime(String(bookId), change.item.book);
      }
      return change;
    },
  },
};
