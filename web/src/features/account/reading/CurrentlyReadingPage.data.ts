import { graphql } from '../../../gql';
import { startQuery, type Preload } from '../../../lib/routeData';

export const AccountReadingQuery = graphql(`
  query AccountReading {
    me {
      id
      currentlyReading {
        id
        ...ReadingCard_book
      }
      favoriteBooks {
        id
        ...ReadingChoice_book
      }
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, AccountReadingQuery);
};
