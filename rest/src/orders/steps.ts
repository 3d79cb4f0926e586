/**
 * Where an order is in its life, read from the times its steps were taken (orders/fulfilment.ts):
 * Awaiting payment → Paid (a wallet) or Confirmed (cash on delivery) → Packed → Shipped →
 * Delivered, or Cancelled at any point before it ships. Steps only move forward, so the last one
 * taken is the order's step, and the timeline lists each with its time.
 */
import type { orders } from '../db/schema.js';
import { CASH_ON_DELIVERY } from './holds.js';

export const ORDER_STEPS = [
  'AWAITING_PAYMENT',
  'PAID',
  'CONFIRMED',
  'PACKED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

type Row = Pick<
  typeof orders.$inferSelect,
  | 'paymentMethod'
  | 'createdAt'
  | 'isCompleted'
  | 'completedAt'
  | 'packedAt'
  | 'shippedAt'
  | 'deliveredAt'
  | 'cancelledAt'
>;

export interface TimelineEntry {
  step: OrderStep;
  at: Date;
}

/** Each step the order has taken, in order, with its time. */
export function timeline(o: Row): TimelineEntry[] {
  const cod = o.paymentMethod === CASH_ON_DELIVERY;
  const entries: TimelineEntry[] = [{ step: cod ? 'CONFIRMED' : 'AWAITING_PAYMENT', at: o.createdAt }];
  // Cash on delivery is paid at the door: its completion is the delivery, not a step of its own.
  if (!cod && o.isCompleted && o.completedAt) entries.push({ step: 'PAID', at: o.completedAt });
  if (o.packedAt) entries.push({ step: 'PACKED', at: o.packedAt });
  if (o.shippedAt) entries.push({ step: 'SHIPPED', at: o.shippedAt });
  if (o.deliveredAt) entries.push({ step: 'DELIVERED', at: o.deliveredAt });
  if (o.cancelledAt) entries.push({ step: 'CANCELLED', at: o.cancelledAt });
  return entries;
}

export const currentStep = (o: Row): OrderStep => timeline(o).at(-1)!.step;
