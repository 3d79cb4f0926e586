/**
 * A member's shipping addresses. A member with any address has exactly one default: the first
 * one is it, choosing another moves it, and deleting it promotes the oldest remaining address.
 * Changes run in one transaction because the database allows only one default per member (a
 * partial unique index). Each address says whether the store delivers to its district
 * (DELIVERY_DISTRICTS); one saved before phones and districts were asked says it does not, and is
 * still read, chosen as default and deleted as before.
 */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.js';
import { shippingAddresses, users } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import { requireRoom } from '../limits/listBounds.js';

type AddressRow = typeof shippingAddresses.$inferSelect;

export interface AddressFields {
  addressName: string;
  fullName: string;
  addressLine1: string;
  city: string;
  /** Ten digits (delivery/phone.ts). */
  phone: string;
  /** As delivery/districts.ts spells it. */
  district: string;
}

/** The districts the store delivers to (config.deliveryDistricts). */
export type DeliveryDistricts = readonly string[];

/** Whether an order may go to this address: it has a phone and a district the store delivers to. */
export const deliversTo = (
  a: Pick<AddressRow, 'phone' | 'district'>,
  districts: DeliveryDistricts,
): a is typeof a & { phone: string; district: string } =>
  a.phone !== null && a.district !== null && districts.includes(a.district);

const addressJson = (a: AddressRow, districts: DeliveryDistricts) => ({
  id: a.id,
  address_name: a.addressName,
  full_name: a.fullName,
  address_line1: a.addressLine1,
  city: a.city,
  phone: a.phone,
  district: a.district,
  deliverable: deliversTo(a, districts),
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

/** The member's address `id`; another member's is as unknown as a missing one. */
async function own(tx: Tx, userId: number, id: number): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)));
  if (!row) throw notFound('Shipping address not found.');
  return row;
}

/** The member's addresses, default first, then oldest first. */
export async function addressesOf(db: Database, userId: number, districts: DeliveryDistricts) {
  const rows = await db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(desc(shippingAddresses.isDefault), asc(shippingAddresses.createdAt), asc(shippingAddresses.id));
  return rows.map((row) => addressJson(row, districts));
}

/** Adds an address; it becomes the default when asked to or when it is the member's first. */
export async function addAddress(
  db: Database,
  userId: number,
  fields: AddressFields,
  makeDefault: boolean,
  districts: DeliveryDistricts,
) {
  const row = await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await requireRoom(tx, 'addresses', shippingAddresses, shippingAddresses.userId, userId);
    const [anyDefault] = await tx
      .select({ id: shippingAddresses.id })
      .from(shippingAddresses)
      .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true)));
    const isDefault = makeDefault || !anyDefault;
    if (isDefault) await clearDefault(tx, userId);
    const [created] = await tx
      .insert(shippingAddresses)
      .values({ userId, ...fields, isDefault })
      .returning();
    return created!;
  });
  return addressJson(row, districts);
}

/**
 * Changes an address. `isDefault` true makes it the default; false is refused on the default
 * (another must be chosen first) and changes nothing on any other. An edit of its fields must
 * leave it with a phone and a district (one saved before they were asked gets them now).
 */
export async function editAddress(
  db: Database,
  userId: number,
  id: number,
  edit: Partial<AddressFields> & { isDefault?: boolean },
  districts: DeliveryDistricts,
) {
  const row = await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const current = await own(tx, userId, id);
    if (edit.isDefault === false && current.isDefault) throw badRequest('Choose another default address first');
    if (edit.isDefault === true && !current.isDefault) await clearDefault(tx, userId);
    const changes: Partial<AddressRow> = {
      ...(edit.addressName !== undefined && { addressName: edit.addressName }),
      ...(edit.fullName !== undefined && { fullName: edit.fullName }),
      ...(edit.addressLine1 !== undefined && { addressLine1: edit.addressLine1 }),
      ...(edit.city !== undefined && { city: edit.city }),
      ...(edit.phone !== undefined && { phone: edit.phone }),
      ...(edit.district !== undefined && { district: edit.district }),
    };
    const editsFields = Object.keys(changes).length > 0;
    if (editsFields && (changes.phone ?? current.phone) === null)
      throw badRequest('phone is required: add the phone number of whoever receives the books');
    if (editsFields && (changes.district ?? current.district) === null)
      throw badRequest('district is required: choose the district of this address');
    if (edit.isDefault === true) changes.isDefault = true;
    // Only is_default:false on a non-default address: nothing to write (an empty SET is an error).
    if (Object.keys(changes).length === 0) return current;
    const [updated] = await tx
      .update(shippingAddresses)
      .set(changes)
      .where(eq(shippingAddresses.id, current.id))
      .returning();
    return updated!;
  });
  return addressJson(row, districts);
}

/** Deletes an address; deleting the default promotes the oldest remaining one. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const current = await own(tx, userId, id);
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
}
