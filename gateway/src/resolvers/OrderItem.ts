/** OrderItem: a line of an order, priced as it was ordered. */
import type { OrderItemResolvers } from '../generated/resolvers.js';
import { purchaseTypeFromRest, rentalPeriodFromRest } from './enums.js';

export const OrderItem: OrderItemResolvers = {
  id: (i) => String(i.id),
  purchaseType: (i) => purchaseTypeFromRest(i.purchase_type),
  rentalPeriod: (i) => (i.purchase_type === 'rent' ? rentalPeriodFromRest(i.rental_period_id) : null),
  lineTotal: (i) => i.line_total,
  rentalMoney: (i) => i.rental_money,
};
