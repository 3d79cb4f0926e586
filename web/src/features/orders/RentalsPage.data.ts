import { graphql } from '../../gql';
import { startQuery, type Preload } from '../../lib/routeData';

/** A page of the member's rented copies, newest first; 'Load more rentals' appends the next page. */
export const AccountRentalsQuery = graphql(`
  query AccountRentals($page: Int = 1) {
    rentals(page: $page) {
      page
      totalCount
      hasNextPage
      items {
        orderId
        overdue
        book {
          id
          title
          coverImage
        }
        rental {
          id
          state
          digital
          periodDays
          deposit
          fee
          refundOnTime
          dueAt
          dueDate
          purchaseAt
          endedAt
          damaged
          lateFee
          refund
          remindedBeforeAt
        }
      }
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, AccountRentalsQuery, undefined, { fresh: true });
};
