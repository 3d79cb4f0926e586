import { graphql } from '../../gql';
import { startQuery, type Preload } from '../../lib/routeData';

export const OrderPageQuery = graphql(`
  query OrderPage($id: ID!) {
    order(id: $id) {
      id
      shortId
      isCompleted
      status
      step
      paymentMethod
      notes
      transactionId
      cancelReason
      cancelledBy
      refundDue
      ...OrderTimeline_order
      ...OrderRefunds_order
      createdAt
      subtotal
      shippingFee
      totalAmount
      shippingAddress {
        fullName
        addressName
        addressLine1
        city
      }
      items {
        id
        quantity
        purchaseType
        rentalPeriod
        price
        rentalMoney {
          fee
          deposit
          refund
        }
        rental {
          state
          digital
          dueDate
        }
        book {
          id
          title
          coverImage
          author {
            id
            name
          }
        }
      }
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client, { params }) => {
  startQuery(client, OrderPageQuery, { id: params.id ?? '' });
};
