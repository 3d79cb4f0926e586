/** The back office's order queue and the moves staff make on it (schema.graphql: staffOrders, staff…Orders). */
import { graphql } from '../../../gql';

export const StaffOrdersQuery = graphql(`
  query StaffOrders($step: OrderStep!, $page: Int) {
    staffOrders(step: $step, page: $page) {
      totalCount
      page
      pageCount
      stepCounts {
        step
        count
      }
      items {
        order {
          id
          shortId
          createdAt
          totalAmount
          paymentMethod
          step
          shippingAddress {
            fullName
            addressLine1
            city
            district
            phone
          }
          items {
            id
            quantity
            book {
              id
              title
            }
          }
        }
        member {
          id
          email
          firstName
          lastName
        }
      }
    }
  }
`);

/** What every move answers: the orders moved (their new step lands in the cache) and those refused, with why. */
export const StaffOrderMoves = graphql(`
  fragment StaffOrderMoves on OrderMoves {
    moved {
      order {
        id
        step
      }
    }
    refused {
      orderId
      message
    }
  }
`);

export const PackOrders = graphql(`
  mutation StaffPackOrders($ids: [ID!]!) {
    staffPackOrders(ids: $ids) {
      ...StaffOrderMoves @unmask
    }
  }
`);

export const ShipOrders = graphql(`
  mutation StaffShipOrders($shipments: [ShipmentInput!]!) {
    staffShipOrders(shipments: $shipments) {
      ...StaffOrderMoves @unmask
    }
  }
`);

export const DeliverOrders = graphql(`
  mutation StaffDeliverOrders($deliveries: [DeliveryInput!]!) {
    staffDeliverOrders(deliveries: $deliveries) {
      ...StaffOrderMoves @unmask
    }
  }
`);

export const CancelOrders = graphql(`
  mutation StaffCancelOrders($ids: [ID!]!, $reason: String!) {
    staffCancelOrders(ids: $ids, reason: $reason) {
      ...StaffOrderMoves @unmask
    }
  }
`);
