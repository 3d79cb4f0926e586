/** Orders' JSON shape (SPEC §3): totals, status, the address it ships to, and its lines with their books. */
import { Type } from '@fastify/type-provider-typebox';
import { Book } from '../catalog/schemas.js';
import { Nullable } from '../http/schemas.js';

export const OrderItem = Type.Object({
  id: Type.Integer(),
  book: Book,
  quantity: Type.Integer(),
  purchase_type: Type.String({ description: "'buy' or 'rent'" }),
  rental_period_id: Nullable(Type.Integer()),
  price: Type.String(),
  line_total: Type.String(),
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
  refund_due: Nullable(
    Type.String({ description: 'Money a payment took for this order that bought nothing, owed back' }),
  ),
  shipping_address: Type.Object({
    id: Nullable(Type.Integer({ description: 'Null once the address was deleted' })),
    full_name: Type.String(),
    address_name: Type.String(),
    address_line1: Type.String(),
    city: Type.String(),
    phone: Nullable(Type.String({ description: 'Null on orders placed before phones were asked' })),
    district: Nullable(Type.String({ description: 'Null on orders placed before districts were asked' })),
  }),
  items: Type.Array(OrderItem),
});
