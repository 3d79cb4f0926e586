import { graphql } from '../../../gql';
import { startQuery, type Preload } from '../../../lib/routeData';

export const AccountNotificationsQuery = graphql(`
  query AccountNotifications {
    me {
      id
      settings {
        emailNotifications
        privacy
      }
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, AccountNotificationsQuery);
};
