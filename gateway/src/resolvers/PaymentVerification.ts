/** PaymentVerification: REST's verify answer; the order is read only when it was paid. */
import type { PaymentVerificationResolvers } from '../generated/resolvers.js';

export const PaymentVerification: PaymentVerificationResolvers = {
  order: (v, _, ctx) => (v.orderId ? ctx.loaders.order.load(v.orderId) : null),
};
