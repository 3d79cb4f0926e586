/** The store's inbox in the back office (schema.graphql: staffContactMessages, staffReplyToContactMessage). */
import { graphql } from '../../../gql';

export const StaffInboxQuery = graphql(`
  query StaffInbox($page: Int) {
    staffContactMessages(page: $page) {
      totalCount
      page
      items {
        id
        name
        email
        subject
        message
        createdAt
        reply
        repliedAt
      }
    }
  }
`);

export const ReplyToMessage = graphql(`
  mutation StaffReplyToContactMessage($id: ID!, $reply: String!) {
    staffReplyToContactMessage(id: $id, reply: $reply) {
      id
      reply
      repliedAt
    }
  }
`);
