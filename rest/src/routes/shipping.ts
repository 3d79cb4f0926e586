/**
 * Shipping addresses: SPEC §7's list, and the additions to add, edit and delete them, and the
 * districts an address may name. A member with any address has exactly one default
 * (shipping/addresses.ts keeps it so). Phones and districts are checked here, with a message that
 * says what is wanted, and stored in one spelling (delivery/).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import { DISTRICTS, districtNamed } from '../delivery/districts.js';
import { normalizePhone, PHONE_RULE } from '../delivery/phone.js';
import { badRequest } from '../http/errors.js';
import { answers, BearerAuth, Done, IdParam } from '../http/schemas.js';
import { addAddress, addressesOf, deleteAddress, editAddress } from '../shipping/addresses.js';
import { Address, District } from '../shipping/schemas.js';

const Field = Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' });
const fields = {
  address_name: Field,
  full_name: Field,
  address_line1: Field,
  city: Field,
  phone: Type.String({
    minLength: 1,
    maxLength: 30,
    description: 'A Nepali mobile number: 10 digits starting 97 or 98, +977 and spaces or dashes allowed',
  }),
  district: Type.String({
    minLength: 1,
    maxLength: 60,
    description: "One of Nepal's 77 districts (GET /shipping/districts/)",
  }),
};
const CreateBody = Type.Object(
  { ...fields, is_default: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const UpdateBody = Type.Partial(CreateBody, { additionalProperties: false, minProperties: 1 });

const Changed = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Address });

/** The phone's ten digits, or a 400 saying what a phone number must be. */
function phoneOf(raw: string): string {
  const phone = normalizePhone(raw);
  if (!phone) throw badRequest(PHONE_RULE);
  return phone;
}

/** The district as the list spells it, or a 400. */
function districtOf(raw: string): string {
  const district = districtNamed(raw);
  if (!district) throw badRequest(`'${raw.trim()}' is not a district of Nepal: choose one of the 77 districts`);
  return district;
}

export const shippingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const delivery = config.deliveryDistricts;
  const auth = { config: { auth: true } };

  app.get(
    '/shipping/districts/',
    {
      schema: {
        tags: ['shipping'],
        summary: "Nepal's 77 districts, for an address, each saying whether the store delivers there (addition)",
        response: answers({ 200: Type.Object({ success: Type.Literal(true), data: Type.Array(District) }) }),
      },
    },
    async () => ({
      success: true as const,
      data: DISTRICTS.map((d) => ({
        name: d.name,
        nepali_name: d.nepaliName,
        province: d.province,
        deliverable: delivery.includes(d.name),
      })),
    }),
  );

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
    async (request) => ({ success: true as const, data: await addressesOf(db, memberId(request), delivery) }),
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
          phone: phoneOf(b.phone),
          district: districtOf(b.district),
        },
        b.is_default === true,
        delivery,
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
      const data = await editAddress(
        db,
        userId,
        request.params.id,
        {
          ...(b.address_name !== undefined && { addressName: b.address_name.trim() }),
          ...(b.full_name !== undefined && { fullName: b.full_name.trim() }),
          ...(b.address_line1 !== undefined && { addressLine1: b.address_line1.trim() }),
          ...(b.city !== undefined && { city: b.city.trim() }),
          ...(b.phone !== undefined && { phone: phoneOf(b.phone) }),
          ...(b.district !== undefined && { district: districtOf(b.district) }),
          ...(b.is_default !== undefined && { isDefault: b.is_default }),
        },
        delivery,
      );
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
