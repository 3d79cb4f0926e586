import { graphql } from '../../../gql';
import { startQuery, type Preload } from '../../../lib/routeData';

export const AccountWishlistQuery = graphql(`
  query AccountWishlist {
    wishlist {
      id
      addedAt
      book {
        id
        ...WishlistRow_book
      }
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, AccountWishlistQuery, undefined, { fresh: true });
};
