/** AuditEntry: REST's audit log entry; before and after travel as JSON text (the graph has no JSON scalar). */
import type { AuditEntryResolvers } from '../generated/resolvers.js';

const jsonText = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export const AuditEntry: AuditEntryResolvers = {
  id: (e) => String(e.id),
  actorId: (e) => (e.actor.id === null ? null : String(e.actor.id)),
  actorEmail: (e) => e.actor.email,
  entityId: (e) => e.entity_id,
  before: (e) => jsonText(e.before),
  after: (e) => jsonText(e.after),
  createdAt: (e) => e.created_at,
};
