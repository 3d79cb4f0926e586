/**
 * Shipping addresses: SPEC §7's list, and the additions to add, edit and delete them. A member
 * with any address has exactly one default (shipping/addresses.ts keeps it so).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { answers, BearerAuth, Done, IdParam } from '../http/schemas.js';
import { addAddress, addressesOf, deleteAddress, editAddress } from '../shipping/addresses.js';
import { Address } from '../shipping/schemas.js';

const Field = Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' });
const fields = { address_name: Field, full_name: Field, address_line1: Field, city: Field };
const CreateBody = Type.Object(
  { ...fields, is_default: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const UpdateBody = Type.Partial(CreateBody, { additionalProperties: false, minProperties: 1 });

const Changed = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Address });

export const shippingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;
  const auth = { config: { auth: true } };

  app.get(
    '/shipping/addresses/',
    {
      ...auth,
      schema: {
        tags: ['shipping'],
        summary: 'Saved addresses, default first',
        security: BearerAuth,
        response: answers({ 200: Type.Object({ success: Type.Literal(true), data: Type.Array(Address) }) }),
      },
    },
    async (request) => ({ success: true as const, data: await addressesOf(db, memberId(request)) }),
  );

  app.post(
    '/shipping/addresses/',
    {
      ...auth,
      schema: {
        tags: ['shipping'],
        summary: 'Add an address (addition)',
        body: CreateBody,
        security: BearerAuth,
        response: answers({ 201: Changed }),
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const b = request.body;
      const data = await addAddress(
        db,
        userId,
        {
          addressName: b.address_name.trim(),
          fullName: b.full_name.trim(),
          addressLine1: b.address_line1.trim(),
          city: b.city.trim(),
        },
        b.is_default === true,
      );
      reply.status(201);
      return { success: true as const, message: 'Shipping address added', data };
    },
  );

  app.put(
    '/shipping/addresses/:id/',
    {
      ...auth,
      schema: {
        tags: ['shipping'],
        summary: 'Edit an address (addition)',
        params: IdParam(),
        body: UpdateBody,
        security: BearerAuth,
        response: answers({ 200: Changed }),
      },
    },
    async (request) => {
      const userId = memberId(request);
      const b = request.body;
      const data = await editAddress(db, userId, request.params.id, {
        ...(b.address_name !== undefined && { addressName: b.address_name.trim() }),
        ...(b.full_name !== undefined && { fullName: b.full_name.trim() }),
        ...(b.address_line1 !== undefined && { addressLine1: b.address_line1.trim() }),
        ...(b.city !== undefined && { city: b.city.trim() }),
        ...(b.is_default !== undefined && { isDefault: b.is_default }),
      });
      return { success: true as const, message: 'Shipping address updated', data };
    },
  );

  app.delete(
    '/shipping/addresses/:id/',
    {
      ...auth,
      schema: {
        tags: ['shipping'],
        summary: 'Delete an address (addition)',
        params: IdParam(),
        security: BearerAuth,
        response: answers({ 200: Done }),
      },
    },
    async (request) => {
      await deleteAddress(db, memberId(request), request.params.id);
      return { success: true as const, message: 'Shipping address deleted' };
    },
  );
};
