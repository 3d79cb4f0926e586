/** The cart's JSON shapes: a line with its book and exact totals, and the header's count and subtotal. */
import { Type } from '@fastify/type-provider-typebox';
import { Book } from '../catalog/schemas.js';
import { Nullable, StringEnum } from '../http/schemas.js';

export const PurchaseType = StringEnum(['buy', 'rent']);

export const CartLine = Type.Object({
  id: Type.Integer(),
  book: Book,
  quantity: Type.Integer(),
  purchase_type: PurchaseType,
  rental_period_id: Nullable(Type.Integer({ description: '1, 2, 3 = 15, 30, 45 days' })),
  rental_period: Nullable(Type.Object({ id: Type.Integer(), days: Type.Integer() })),
  unit_price: Type.String(),
  line_total: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

/** What a cart header needs after any change: the number of lines and the exact subtotal. */
export const CartSummary = Type.Object({ count: Type.Integer(), subtotal: Type.String() });
