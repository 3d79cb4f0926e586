/** A saved shipping address's JSON shape, and the districts of Nepal as the address form offers them. */
import { Type } from '@fastify/type-provider-typebox';
import { Nullable } from '../http/schemas.js';

export const Address = Type.Object({
  id: Type.Integer(),
  address_name: Type.String(),
  full_name: Type.String(),
  address_line1: Type.String(),
  city: Type.String(),
  phone: Nullable(
    Type.String({
      description: 'A Nepali mobile number, 10 digits; null on an address saved before phones were asked',
    }),
  ),
  district: Nullable(
    Type.String({ description: "One of Nepal's 77 districts; null on an address saved before districts were asked" }),
  ),
  deliverable: Type.Boolean({
    description: 'Whether the store delivers here: it has a phone and its district is one of DELIVERY_DISTRICTS',
  }),
  is_default: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});

export const District = Type.Object({
  name: Type.String({ description: 'English name, as addresses store it' }),
  nepali_name: Type.String(),
  province: Type.String(),
  deliverable: Type.Boolean({ description: 'Whether the store delivers to this district (DELIVERY_DISTRICTS)' }),
});
