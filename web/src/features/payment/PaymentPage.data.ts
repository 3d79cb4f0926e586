import { graphql } from '../../gql';
import { startQuery, type Preload } from '../../lib/routeData';

export const PaymentPageQuery = graphql(`
  query PaymentPage($id: ID!) {
    order(id: $id) {
      id
      shortId
      isCompleted
      status
      step
      cancelReason
      shippingAddress {
        fullName
        addressName
      }
      ...OrderSummary_order
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client, { params }) => {
  if (params.orderId) startQuery(client, PaymentPageQuery, { id: params.orderId });
};
