/**
 * Cart: REST's GET /cart/ answer (lines, count, subtotal), or a write's answer. A line's add or edit
 * answers only the count and subtotal: its lines, when asked for, are read then (GET /cart/).
 */
import type { CartResolvers } from '../generated/resolvers.js';

export const Cart: CartResolvers = {
  items: async (c, _, ctx) => c.lines ?? (await ctx.loaders.cart()).lines,
};
