/** The back office's refunds and what staff do to them (schema.graphql: staffRefunds, staffRecordRefund, staffRetryRefund). */
import { graphql } from '../../../gql';

export const StaffRefundsQuery = graphql(`
  query StaffRefunds($state: RefundState, $page: Int) {
    staffRefunds(state: $state, page: $page) {
      totalCount
      page
      pageCount
      stateCounts {
        state
        count
      }
      items {
        orderId
        orderShortId
        attempts
        lastError
        transactionId
        member {
          id
          email
          firstName
          lastName
        }
        refund {
          id
          amount
          cause
          method
          wallet
          state
          reference
          createdAt
          refundedAt
        }
      }
    }
  }
`);

export const RecordRefund = graphql(`
  mutation StaffRecordRefund($id: ID!, $reference: String!) {
    staffRecordRefund(id: $id, reference: $reference) {
      refund {
        id
        state
        reference
        refundedAt
      }
    }
  }
`);

export const RetryRefund = graphql(`
  mutation StaffRetryRefund($id: ID!) {
    staffRetryRefund(id: $id) {
      refund {
        id
        state
      }
    }
  }
`);
