/**
 * Shipping addresses: SPEC §7's list, and the additions to add, edit and delete them. A member
 * with any address has exactly one default: the first one is it, choosing another moves it, and
 * deleting it promotes the oldest remaining address. Changes run in one transaction because the
 * database allows only one default per member (a partial unique index).
 */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberId } from '../auth/plugin.js';
import type { Database } from '../db/client.js';
import { shippingAddresses, users } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import { answers, BearerAuth, Done, IdParam } from '../http/schemas.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type AddressRow = typeof shippingAddresses.$inferSelect;

const Field = Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' });
const fields = { address_name: Field, full_name: Field, address_line1: Field, city: Field };
const CreateBody = Type.Object(
  { ...fields, is_default: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const UpdateBody = Type.Partial(CreateBody, { additionalProperties: false, minProperties: 1 });

const Address = Type.Object({
  id: Type.Integer(),
  address_name: Type.String(),
  full_name: Type.String(),
  address_line1: Type.String(),
  city: Type.String(),
  is_default: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
const Changed = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Address });

const addressJson = (a: AddressRow) => ({
  id: a.id,
  address_name: a.addressName,
  full_name: a.fullName,
  address_line1: a.addressLine1,
  city: a.city,
  is_default: a.isDefault,
  created_at: a.createdAt.toISOString(),
});

/**
 * Locks the member's row for the transaction: concurrent changes to one member's addresses queue
 * up, so each sees the default the previous one left (never two defaults, never a unique-index 500).
 */
async function lockMember(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function clearDefault(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(shippingAddresses)
    .set({ isDefault: false })
    .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true)));
}

export const shippingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;
  const auth = { config: { auth: true } };

  async function own(tx: Tx, userId: number, id: number): Promise<AddressRow> {
    const [row] = await tx
      .select()
      .from(shippingAddresses)
      .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)));
    if (!row) throw notFound('Shipping address not found.');
    return row;
  }

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
    async (request) => {
      const rows = await db
        .select()
        .from(shippingAddresses)
        .where(eq(shippingAddresses.userId, memberId(request)))
        .orderBy(desc(shippingAddresses.isDefault), asc(shippingAddresses.createdAt), asc(shippingAddresses.id));
      return { success: true as const, data: rows.map(addressJson) };
    },
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
      const row = await db.transaction(async (tx) => {
        await lockMember(tx, userId);
        const [anyDefault] = await tx
          .select({ id: shippingAddresses.id })
          .from(shippingAddresses)
          .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true)));
        const isDefault = b.is_default === true || !anyDefault;
        if (isDefault) await clearDefault(tx, userId);
        const [created] = await tx
          .insert(shippingAddresses)
          .values({
            userId,
            addressName: b.address_name.trim(),
            fullName: b.full_name.trim(),
            addressLine1: b.address_line1.trim(),
            city: b.city.trim(),
            isDefault,
          })
          .returning();
        return created!;
      });
      reply.status(201);
      return { success: true as const, message: 'Shipping address added', data: addressJson(row) };
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
      const row = await db.transaction(async (tx) => {
        await lockMember(tx, userId);
        const current = await own(tx, userId, request.params.id);
        if (b.is_default === false && current.isDefault) throw badRequest('Choose another default address first');
        if (b.is_default === true && !current.isDefault) await clearDefault(tx, userId);
        const changes: Partial<AddressRow> = {
          ...(b.address_name !== undefined && { addressName: b.address_name.trim() }),
          ...(b.full_name !== undefined && { fullName: b.full_name.trim() }),
          ...(b.address_line1 !== undefined && { addressLine1: b.address_line1.trim() }),
          ...(b.city !== undefined && { city: b.city.trim() }),
          ...(b.is_default === true && { isDefault: true }),
        };
        // Only is_default:false on a non-default address: nothing to write (an empty SET is an error).
        if (Object.keys(changes).length === 0) return current;
        const [updated] = await tx
          .update(shippingAddresses)
          .set(changes)
          .where(eq(shippingAddresses.id, current.id))
          .returning();
        return updated!;
      });
      return { success: true as const, message: 'Shipping address updated', data: addressJson(row) };
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
      const userId = memberId(request);
      await db.transaction(async (tx) => {
        await lockMember(tx, userId);
        const current = await own(tx, userId, request.params.id);
        await tx.delete(shippingAddresses).where(eq(shippingAddresses.id, current.id));
        if (!current.isDefault) return;
        const [next] = await tx
          .select({ id: shippingAddresses.id })
          .from(shippingAddresses)
          .where(and(eq(shippingAddresses.userId, userId), ne(shippingAddresses.id, current.id)))
          .orderBy(asc(shippingAddresses.createdAt), asc(shippingAddresses.id))
          .limit(1);
        if (next) await tx.update(shippingAddresses).set({ isDefault: true }).where(eq(shippingAddresses.id, next.id));
      });
      return { success: true as const, message: 'Shipping address deleted' };
    },
  );
};
