/** The back office's rentals and the return staff record (schema.graphql: staffRentals, staffReturnRental). */
import { graphql } from '../../../gql';

export const StaffRentalsQuery = graphql(`
  query StaffRentals($view: RentalView!, $page: Int) {
    staffRentals(view: $view, page: $page) {
      totalCount
      page
      pageCount
      viewCounts {
        view
        count
      }
      items {
        member {
          id
          email
          firstName
          lastName
        }
        copy {
          orderId
          overdue
          book {
            id
            title
          }
          rental {
            id
            state
            digital
            periodDays
            deposit
            fee
            refundOnTime
            startedAt
            dueDate
            purchaseAt
            endedAt
            damaged
            lateFee
            refund
          }
        }
      }
    }
  }
`);

export const ReturnRental = graphql(`
  mutation StaffReturnRental($id: ID!, $damaged: Boolean!) {
    staffReturnRental(id: $id, damaged: $damaged) {
      copy {
        overdue
        rental {
          id
          state
          endedAt
          damaged
          lateFee
          refund
        }
      }
    }
  }
`);
