/** Order: REST's order JSON; its id is order_id (a UUID). */
import type { OrderResolvers } from '../generated/resolvers.js';
import { paymentMethodFromRest } from './enums.js';

const STATUSES = { Cancelled: 'CANCELLED', Confirmed: 'CONFIRMED' } as const;

export const Order: OrderResolvers = {
  id: (o) => o.order_id,
  shortId: (o) => o.order_id.slice(0, 8),
  status: (o) => (o.is_completed ? 'COMPLETED' : (STATUSES[o.status as keyof typeof STATUSES] ?? 'PENDING')),
  // Chosen when ordering, or else the wallet that paid it.
  paymentMethod: (o) => paymentMethodFromRest(o.payment_method ?? o.paid_with),
  notes: (o) => o.notes ?? null,
  cancelReason: (o) => o.cancel_reason ?? null,
  refundDue: (o) => o.refund_due ?? null,
  refunds: (o) => o.refunds ?? [],
  isCompleted: (o) => o.is_completed,
  shippingFee: (o) => o.shipping_fee,
  totalAmount: (o) => o.total_amount,
  createdAt: (o) => o.created_at,
  completedAt: (o) => o.completed_at,
  timeline: (o) => o.timeline,
  cancelledBy: (o) => (o.cancelled_by === null ? null : o.cancelled_by === 'member' ? 'MEMBER' : 'STAFF'),
  trackingNumber: (o) => o.tracking_number,
  transactionId: (o) => o.transaction_id,
  cashReceived: (o) => o.cash_received,
  // An order of digital copies only ships nowhere.
  shippingAddress: ({ shipping_address: a }) =>
    a && {
      fullName: a.full_name,
      addressName: a.address_name,
      addressLine1: a.address_line1,
      city: a.city,
      phone: a.phone ?? null,
      district: a.district ?? null,
    },
};
