/** Cart: REST's GET /cart/ answer (lines, count, subtotal). */
import type { CartResolvers } from '../generated/resolvers.js';

export const Cart: CartResolvers = {
  items: (c) => c.lines,
};
