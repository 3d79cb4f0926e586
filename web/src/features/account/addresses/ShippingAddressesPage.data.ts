import { graphql } from '../../../gql';
import { startQuery, type Preload } from '../../../lib/routeData';

export const AccountShippingQuery = graphql(`
  query AccountShipping {
    shippingAddresses {
      id
      ...AddressCard_address
    }
    districts {
      name
      nepaliName
      deliverable
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, AccountShippingQuery);
};
