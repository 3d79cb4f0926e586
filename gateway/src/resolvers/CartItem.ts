/**
 * CartItem: REST's cart line. Buy lines have no rental period. Its `cart` is the member's cart now:
 * after a line's write, the count and subtotal REST answered with it (Mutation.cart.ts primes them).
 */
import type { CartItemResolvers } from '../generated/resolvers.js';
import { purchaseTypeFromRest, rentalDays, rentalPeriodFromRest } from './enums.js';

export const CartItem: CartItemResolvers = {
  id: (l) => String(l.id),
  purchaseType: (l) => purchaseTypeFromRest(l.purchase_type),
  rentalPeriod: (l) => (l.purchase_type === 'rent' ? rentalPeriodFromRest(l.rental_period_id) : null),
  rentalDays: (l) => (l.purchase_type === 'rent' ? rentalDays(l.rental_period_id) : null),
  unitPrice: (l) => l.unit_price,
  lineTotal: (l) => l.line_total,
  rebuyDiscount: (l) => l.rebuy_discount,
  rental: (l) => l.rental,
  cart: (_, __, ctx) => ctx.loaders.cartTotals(),
};
