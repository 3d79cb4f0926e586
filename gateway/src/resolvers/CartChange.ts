/**
 * CartChange: a cartChanged event, REST's answer to the cart write that made it (events.ts). Its
 * `cart` is the count and subtotal the event carries; its lines are read only when asked for.
 */
import type { CartChangeResolvers } from '../generated/resolvers.js';

export const CartChange: CartChangeResolvers = {
  removedItemIds: (c) => c.removedItemIds.map(String),
  cart: (c) => ({ count: c.count, subtotal: c.subtotal }),
};
