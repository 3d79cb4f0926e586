/** CartItem, Cart, WishlistItem, ShippingAddress, Order and OrderItem: renames of REST's JSON. */
import type {
  CartItemResolvers,
  CartResolvers,
  OrderItemResolvers,
  OrderResolvers,
  ShippingAddressResolvers,
  WishlistItemResolvers,
} from '../generated/resolvers.js';

import { purchaseTypeFromRest, rentalPeriodFromRest } from './enums.js';

const RENTAL_DAYS: Record<number, number> = { 1: 15, 2: 30, 3: 45 };

export const CartItem: CartItemResolvers = {
  id: (l) => String(l.id),
  purchaseType: (l) => purchaseTypeFromRest(l.purchase_type),
  rentalPeriod: (l) => (l.purchase_type === 'rent' ? rentalPeriodFromRest(l.rental_period_id) : null),
  rentalDays: (l) => (l.purchase_type === 'rent' ? (RENTAL_DAYS[l.rental_period_id ?? 1] ?? null) : null),
  unitPrice: (l) => l.unit_price,
  lineTotal: (l) => l.line_total,
};

export const Cart: CartResolvers = {
  items: (c) => c.lines,
};

export const WishlistItem: WishlistItemResolvers = {
  id: (i) => String(i.id),
  addedAt: (i) => i.added_at,
};

export const ShippingAddress: ShippingAddressResolvers = {
  id: (a) => String(a.id),
  addressName: (a) => a.address_name,
  fullName: (a) => a.full_name,
  addressLine1: (a) => a.address_line1,
  isDefault: (a) => a.is_default,
};

export const Order: OrderResolvers = {
  id: (o) => o.order_id,
  shortId: (o) => o.order_id.slice(0, 8),
  status: (o) => (o.is_completed ? 'COMPLETED' : 'PENDING'),
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

export const OrderItem: OrderItemResolvers = {
  id: (i) => String(i.id),
  purchaseType: (i) => purchaseTypeFromRest(i.purchase_type),
  rentalPeriod: (i) => (i.purchase_type === 'rent' ? rentalPeriodFromRest(i.rental_period_id) : null),
  lineTotal: (i) => i.line_total,
};
