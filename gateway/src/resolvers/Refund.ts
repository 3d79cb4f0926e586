/**
 * Refunds: REST's refund JSON (on an order, and in staff's list with its member and order), its
 * lower-case words as the schema's enums. All of it is REST's answer as it came.
 */
import type {
  RefundCause,
  RefundMethod,
  RefundResolvers,
  RefundState,
  StaffRefundPageResolvers,
  StaffRefundResolvers,
} from '../generated/resolvers.js';
import { paymentMethodFromRest } from './enums.js';
import { pageResolvers } from './pagination.js';

export const refundStateFromRest = (s: string) => s.toUpperCase() as RefundState;
export const refundStateToRest = (s: RefundState) => s.toLowerCase() as 'pending' | 'sending' | 'refunded' | 'failed';

export const Refund: RefundResolvers = {
  id: (r) => String(r.id),
  cause: (r) => r.cause.toUpperCase() as RefundCause,
  method: (r) => r.method.toUpperCase() as RefundMethod,
  wallet: (r) => paymentMethodFromRest(r.wallet),
  state: (r) => refundStateFromRest(r.state),
  createdAt: (r) => r.created_at,
  refundedAt: (r) => r.refunded_at,
};

export const StaffRefund: StaffRefundResolvers = {
  // REST's staff refund is the member's refund with the order, member and sending facts beside it.
  refund: (r) => r,
  orderId: (r) => r.order.order_id,
  orderShortId: (r) => r.order.order_id.slice(0, 8),
  member: (r) => r.member,
  lastError: (r) => r.last_error,
  transactionId: (r) => r.transaction_id,
};

export const StaffRefundPage: StaffRefundPageResolvers = {
  ...pageResolvers,
  stateCounts: (p) =>
    Object.entries(p.counts).map(([state, count]) => ({ state: refundStateFromRest(state), count: count as number })),
};
