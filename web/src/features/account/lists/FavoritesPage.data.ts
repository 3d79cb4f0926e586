import { graphql } from '../../../gql';
import { startQuery, type Preload } from '../../../lib/routeData';

export const AccountFavoritesQuery = graphql(`
  query AccountFavorites {
    favorites {
      id
      ...FavoriteCard_book
    }
    me {
      id
      currentlyReading {
        id
      }
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, AccountFavoritesQuery, undefined, { fresh: true });
};
