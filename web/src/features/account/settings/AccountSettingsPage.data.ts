import { graphql } from '../../../gql';
import { startQuery, type Preload } from '../../../lib/routeData';

export const AccountSettingsQuery = graphql(`
  query AccountSettingsScreen {
    me {
      id
      username
      email
      createdAt
      favoriteGenres {
        id
        name
      }
    }
    genres {
      id
      name
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, AccountSettingsQuery);
};
