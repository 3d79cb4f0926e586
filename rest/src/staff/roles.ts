/**
 * Who may run the store. A member's role is read on every staff call (never trusted from the
 * token, so taking a role away takes effect at once); a guest is refused with 401 by auth/plugin.ts
 * before this runs, a member without the role with 403. Never used by public routes.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { forbidden, unauthorized } from '../http/errors.js';

export type StaffRole = 'staff' | 'admin';
export const ROLES = ['member', 'staff', 'admin'] as const;

/** The member acting as staff, as the audit log names them. */
export interface StaffActor {
  id: number;
  email: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffActor | null;
  }
}

export const STAFF_ONLY = 'Only Pustak staff can do this.';
export const ADMIN_ONLY = 'Only Pustak administrators can do this.';

async function actorOf(db: Database, userId: number): Promise<StaffActor | null> {
  const [row] = await db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, userId));
  if (row?.role !== 'staff' && row?.role !== 'admin') return null;
  return { id: userId, email: row.email, role: row.role };
}

/** Whether a member holds a staff role now (reading groups show staff the posts they hid). */
export async function isStaffMember(db: Database, userId: number): Promise<boolean> {
  return (await actorOf(db, userId)) !== null;
}

/**
 * Refuses every route of the plugin `app` to anyone without `role` (an admin holds both). An
 * onRequest hook, so a member learns 403 before any body is read or validated.
 */
export function requireRole(app: FastifyInstance, role: StaffRole): void {
  if (!app.hasRequestDecorator('staff')) app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    if (request.userId === null) throw unauthorized();
    const actor = await actorOf(app.deps.db, request.userId);
    if (!actor) throw forbidden(STAFF_ONLY);
    if (role === 'admin' && actor.role !== 'admin') throw forbidden(ADMIN_ONLY);
    request.staff = actor;
  });
}

/** The staff member of a route under requireRole. */
export function staffActor(request: FastifyRequest): StaffActor {
  if (!request.staff) throw forbidden(STAFF_ONLY);
  return request.staff;
}
