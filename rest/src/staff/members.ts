/**
 * Who a member is, as the store's staff see them beside an order, a refund or a rental: enough to
 * find them and write to them. One shape and one read for every staff queue.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';

export const StaffMemberView = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
});

export type StaffMemberView = Static<typeof StaffMemberView>;

/** The members of a page of rows, by id, in one query. */
export async function staffMembersById(db: Database, ids: number[]): Promise<Map<number, StaffMemberView>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      first_name: users.firstName,
      last_name: users.lastName,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((m) => [m.id, m]));
}
