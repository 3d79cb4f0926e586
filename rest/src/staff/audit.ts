/**
 * The audit log: every staff write appends one entry in the same transaction as its change, so
 * the log never names a change that did not happen nor misses one that did. The store's own jobs
 * write theirs as SYSTEM_ACTOR (refunds sent or refused by Khalti). Read by admins only
 * (routes/staffAudit.ts), newest first.
 */
import { desc, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import type { StaffActor } from './roles.js';

export type AuditEntity =
  'book' | 'author' | 'genre' | 'contact_message' | 'order' | 'rental' | 'refund' | 'group_post';

/** Who acted: a staff member, or the store itself (a scheduled job, such as sending refunds). */
export type AuditActor = Pick<StaffActor, 'email'> & { id: number | null };

/** Entries the store's own jobs write: no account (actor id null), named by this address. */
export const SYSTEM_ACTOR: AuditActor = { id: null, email: 'system' };

export interface AuditEntry {
  action: string;
  entity: AuditEntity;
  entityId: number | string;
  before: unknown;
  after: unknown;
}

export async function appendAudit(tx: Tx | Database, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** One page of the log, newest first, and how many entries there are. */
export async function auditPage(db: Database, page: { offset: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(auditLog),
  ]);
  return {
    count: total?.count ?? 0,
    entries: rows.map((r) => ({
      id: r.id,
      actor: { id: r.actorId, email: r.actorEmail },
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before,
      after: r.after,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
