import { graphql } from '../../gql';
import { startQuery, type Preload } from '../../lib/routeData';

export const CartPageQuery = graphql(`
  query CartPage {
    store {
      shippingFee
    }
    cart {
      count
      items {
        id
        quantity
        purchaseType
        unitPrice
        lineTotal
        book {
          id
          format
        }
        ...CartLine_item
      }
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, CartPageQuery);
};
