/** Refunds' JSON shape: on the member's order (orders/schemas.ts) and in staff's list (routes/staffRefunds.ts). */
import { Type } from '@fastify/type-provider-typebox';
import { Nullable, StringEnum } from '../http/schemas.js';
import { REFUND_CAUSES, REFUND_STATES } from './owe.js';

export const RefundStateSchema = StringEnum(REFUND_STATES, {
  description:
    "'pending' (owed; a manual one waits for staff), 'sending' (handed to Khalti), 'refunded' or 'failed' (Khalti refused it: staff retry or record it)",
});

export const Refund = Type.Object({
  id: Type.Integer(),
  amount: Type.String({ description: 'Rs, e.g. 450.00' }),
  cause: StringEnum(REFUND_CAUSES, {
    description: "'order_cancelled', 'second_payment' (paid for nothing) or 'rental_returned' (its deposit)",
  }),
  method: StringEnum(['khalti', 'manual'], {
    description: "'khalti': sent through Khalti's refund API; 'manual': made by the store (eSewa, cash) and recorded",
  }),
  wallet: Nullable(StringEnum(['KHALTI', 'ESEWA'], { description: 'The wallet that took the money; null: cash' })),
  state: RefundStateSchema,
  reference: Nullable(Type.String({ description: "Khalti's transaction refunded, or the reference staff recorded" })),
  created_at: Type.String({ format: 'date-time' }),
  refunded_at: Nullable(Type.String({ format: 'date-time' })),
});
