import { graphql } from '../../gql';
import { startQuery, type Preload } from '../../lib/routeData';

export const CheckoutPageQuery = graphql(`
  query CheckoutPage {
    cart {
      count
      items {
        id
        quantity
        purchaseType
        rentalDays
        lineTotal
        rental {
          fee
          deposit
          refund
        }
        book {
          id
          title
          coverImage
          format
        }
      }
    }
    shippingAddresses {
      id
      addressName
      fullName
      addressLine1
      city
      phone
      district
      deliverable
      isDefault
    }
    districts {
      name
      nepaliName
      deliverable
    }
    store {
      shippingFee
      paymentMethods
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, CheckoutPageQuery);
};
