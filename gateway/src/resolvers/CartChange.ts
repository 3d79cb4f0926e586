/** CartChange: a cartChanged event, REST's answer to the cart write that made it (events.ts). */
import type { CartChangeResolvers } from '../generated/resolvers.js';

export const CartChange: CartChangeResolvers = {
  removedItemIds: (c) => c.removedItemIds.map(String),
};
