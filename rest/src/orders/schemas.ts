/** Orders' JSON shape (SPEC §3): totals, status, the address it ships to, and its lines with their books. */
import { Type } from '@fastify/type-provider-typebox';
import { RentalMoney } from '../catalog/rentalJson.js';
import { Book } from '../catalog/schemas.js';
import { Nullable, StringEnum } from '../http/schemas.js';
import { Refund } from '../refunds/schemas.js';
import { RentalFacts } from '../rentals/schemas.js';
import { ORDER_STEPS } from './steps.js';

/**
 * Where an order is: AWAITING_PAYMENT → PAID (a wallet) or CONFIRMED (cash on delivery) → PACKED →
 * SHIPPED → DELIVERED, or CANCELLED.
 */
export const OrderStepSchema = StringEnum(ORDER_STEPS, {
  description:
    'AWAITING_PAYMENT, PAID (a wallet), CONFIRMED (cash on delivery), PACKED, SHIPPED, DELIVERED or CANCELLED',
});

export const OrderItem = Type.Object({
  id: Type.Integer(),
  book: Book,
  quantity: Type.Integer(),
  purchase_type: Type.String({ description: "'buy' or 'rent'" }),
  rental_period_id: Nullable(Type.Integer()),
  price: Type.String(),
  line_total: Type.String(),
  /** A rented line's rental (its state, due date and money); null for a bought line. */
  rental: Nullable(RentalFacts),
  rental_money: Nullable(RentalMoney, {
    description: "A rent line's fee, deposit (paid, in line_total) and refund on return, at the price when ordered",
  }),
});

export const Order = Type.Object({
  order_id: Type.String({ description: 'A UUID' }),
  total_amount: Type.String(),
  subtotal: Type.String(),
  shipping_fee: Type.String(),
  is_completed: Type.Boolean(),
  status: Type.String({
    description:
      "'Pending' (awaiting a wallet payment), 'Confirmed' (cash on delivery, unpaid), 'Completed' or 'Cancelled'",
  }),
  payment_method: Nullable(
    Type.String({
      description: "'KHALTI', 'ESEWA' or 'CASH_ON_DELIVERY' as chosen when ordering; null: a wallet chosen when paying",
    }),
  ),
  notes: Nullable(Type.String({ description: 'What the member wrote when ordering; null: nothing' })),
  created_at: Type.String({ format: 'date-time' }),
  completed_at: Nullable(Type.String({ format: 'date-time' })),
  cancelled_at: Nullable(Type.String({ format: 'date-time' })),
  cancel_reason: Nullable(
    Type.String({ description: "Why an unpaid order was cancelled ('Not paid within 30 minutes')" }),
  ),
  cancelled_by: Nullable(
    StringEnum(['member', 'staff'], {
      description: 'Who cancelled it; null when its hold ran out unpaid, or it is not cancelled',
    }),
  ),
  step: OrderStepSchema,
  timeline: Type.Array(Type.Object({ step: OrderStepSchema, at: Type.String({ format: 'date-time' }) }), {
    description: 'Each step the order has taken, in order, with its time',
  }),
  courier: Nullable(Type.String({ description: 'Who carries it, once shipped' })),
  tracking_number: Nullable(Type.String({ description: "The courier's tracking number, once shipped" })),
  transaction_id: Nullable(Type.String({ description: "The wallet's transaction id of the payment that paid it" })),
  paid_with: Nullable(StringEnum(['KHALTI', 'ESEWA'], { description: 'The wallet that paid it' })),
  cash_received: Nullable(Type.String({ description: 'Cash on delivery: the cash staff recorded on delivery' })),
  refund_due: Nullable(
    Type.String({
      description:
        "Money owed back on this order (its refunds not yet refunded): payments that bought nothing, the order once cancelled, a returned rental's deposit",
    }),
  ),
  refunds: Type.Array(Refund, { description: 'Money going back to the member for this order, oldest first' }),
  shipping_address: Nullable(
    Type.Object(
      {
        id: Nullable(Type.Integer({ description: 'Null once the address was deleted' })),
        full_name: Type.String(),
        address_name: Type.String(),
        address_line1: Type.String(),
        city: Type.String(),
        phone: Nullable(Type.String({ description: 'Null on orders placed before phones were asked' })),
        district: Nullable(Type.String({ description: 'Null on orders placed before districts were asked' })),
      },
      { description: 'Where it ships; null for an order of digital copies only, which ships nowhere' },
    ),
  ),
  items: Type.Array(OrderItem),
});
