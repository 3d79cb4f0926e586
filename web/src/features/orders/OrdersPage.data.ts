import { graphql } from '../../gql';
import { startQuery, type Preload } from '../../lib/routeData';

export const AccountOrdersQuery = graphql(`
  query AccountOrders {
    orders {
      id
      ...OrderRow_order
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, AccountOrdersQuery, undefined, { fresh: true });
};
