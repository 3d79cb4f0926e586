/** CartItem: REST's cart line. Buy lines have no rental period. */
import type { CartItemResolvers } from '../generated/resolvers.js';
import { purchaseTypeFromRest, rentalDays, rentalPeriodFromRest } from './enums.js';

export const CartItem: CartItemResolvers = {
  id: (l) => String(l.id),
  purchaseType: (l) => purchaseTypeFromRest(l.purchase_type),
  rentalPeriod: (l) => (l.purchase_type === 'rent' ? rentalPeriodFromRest(l.rental_period_id) : null),
  rentalDays: (l) => (l.purchase_type === 'rent' ? rentalDays(l.rental_period_id) : null),
  unitPrice: (l) => l.unit_price,
  lineTotal: (l) => l.line_total,
};
