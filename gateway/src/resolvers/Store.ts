/** Store: the store's facts, from /store/ (REST's DELIVERY_DISTRICTS, MAX_OPEN_COD_ORDERS, rental terms). */
import type { StoreResolvers } from '../generated/resolvers.js';

export const Store: StoreResolvers = {
  // Every district the store delivers to is, by definition, deliverable.
  deliveryDistricts: (s) => s.delivery_districts.map((d) => ({ ...d, deliverable: true })),
  paymentMethods: (s) => s.payment_methods,
  maxOpenCashOnDeliveryOrders: (s) => s.max_open_cod_orders,
  shippingFee: (s) => s.shipping_fee,
  rentalTerms: (s) => s.rental_terms,
};
