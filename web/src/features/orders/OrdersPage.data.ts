import { graphql } from '../../gql';
import { startQuery, type Preload } from '../../lib/routeData';

/** A page of the member's orders, newest first; 'Load more orders' appends the next page. */
export const AccountOrdersQuery = graphql(`
  query AccountOrders($page: Int = 1) {
    orders(page: $page) {
      page
      totalCount
      hasNextPage
      items {
        id
        ...OrderRow_order
      }
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, AccountOrdersQuery, undefined, { fresh: true });
};
