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
        rebuyDiscount {
          percent
          until
        }
        book {
          id
          format
          # What each period's rental would cost: shown at once when the line's period changes.
          rentalOptions {
            period
            days
            fee
            deposit
            refund
          }
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
