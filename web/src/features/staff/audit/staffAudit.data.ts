/** The audit log in the back office, for admins (schema.graphql: staffAuditLog). */
import { graphql } from '../../../gql';

export const StaffAuditQuery = graphql(`
  query StaffAudit($page: Int) {
    staffAuditLog(page: $page) {
      totalCount
      page
      items {
        id
        actorEmail
        action
        entity
        entityId
        before
        after
        createdAt
      }
    }
  }
`);
