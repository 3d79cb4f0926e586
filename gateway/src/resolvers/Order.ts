/** Order: REST's order JSON; its id is order_id (a UUID). */
import type { OrderResolvers } from '../generated/resolvers.js';

export const Order: OrderResolvers = {
  id: (o) => o.order_id,
  shortId: (o) => o.order_id.slice(0, 8),
  status: (o) => (o.is_completed ? 'COMPLETED' : o.status === 'Cancelled' ? 'CANCELLED' : 'PENDING'),
  cancelReason: (o) => o.cancel_reason ?? null,
  refundDue: (o) => o.refund_due ?? null,
  isCompleted: (o) => o.is_completed,
  shippingFee: (o) => o.shipping_fee,
  totalAmount: (o) => o.total_amount,
  createdAt: (o) => o.created_at,
  completedAt: (o) => o.completed_at,
  shippingAddress: (o) => ({
    fullName: o.shipping_address.full_name,
    addressName: o.shipping_address.address_name,
    addressLine1: o.shipping_address.address_line1,
    city: o.shipping_address.city,
  }),
};
