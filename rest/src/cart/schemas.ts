/** The cart's JSON shapes: a line with its book and exact totals, and the header's count and subtotal. */
import { Type } from '@fastify/type-provider-typebox';
import { RentalMoney } from '../catalog/rentalJson.js';
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
  unit_price: Type.String({ description: 'What one copy costs now: the price, or the rebuy price (rebuy_discount)' }),
  line_total: Type.String(),
  rebuy_discount: Nullable(
    Type.Object(
      {
        percent: Type.Integer({ description: 'Off the price: 5' }),
        until: Type.String({ format: 'date-time', description: 'When the offer ends: 5 days after the rental ended' }),
      },
      { description: "A bought line of a book the member's rental of ended lately (SPEC §9); null otherwise" },
    ),
  ),
  rental: Nullable(RentalMoney, {
    description: "A rent line's fee, deposit (paid now, in line_total) and refund on return, at the book's price",
  }),
  created_at: Type.String({ format: 'date-time' }),
});

/** What a cart header needs after any change: the number of lines and the exact subtotal. */
export const CartSummary = Type.Object({ count: Type.Integer(), subtotal: Type.String() });
