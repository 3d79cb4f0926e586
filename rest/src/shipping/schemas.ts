/** A saved shipping address's JSON shape. */
import { Type } from '@fastify/type-provider-typebox';

export const Address = Type.Object({
  id: Type.Integer(),
  address_name: Type.String(),
  full_name: Type.String(),
  address_line1: Type.String(),
  city: Type.String(),
  is_default: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
