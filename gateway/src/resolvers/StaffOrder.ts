/**
 * Fulfilment as staff see it: an order with the member who placed it, a page of one step's queue
 * with every step's count, and what a bulk move did. All of it is REST's answer as it came.
 */
import type {
  OrderMovesResolvers,
  OrderStep,
  StaffOrderMemberResolvers,
  StaffOrderPageResolvers,
  StaffOrderResolvers,
} from '../generated/resolvers.js';
import { pageResolvers } from './pagination.js';

export const StaffOrder: StaffOrderResolvers = {
  // REST's staff order is the member's order with `member` beside its fields.
  order: (o) => o,
  member: (o) => o.member,
};

export const StaffOrderMember: StaffOrderMemberResolvers = {
  id: (m) => String(m.id),
  firstName: (m) => m.first_name,
  lastName: (m) => m.last_name,
};

export const StaffOrderPage: StaffOrderPageResolvers = {
  ...pageResolvers,
  stepCounts: (p) => (Object.entries(p.counts) as [OrderStep, number][]).map(([step, count]) => ({ step, count })),
};

export const OrderMoves: OrderMovesResolvers = {
  moved: (m) => m.orders,
  refused: (m) => m.refused.map((r) => ({ orderId: r.order_id, message: r.message })),
};
