import { graphql } from '../../gql';
import { startQuery, type Preload } from '../../lib/routeData';

export const ProfilePageQuery = graphql(`
  query ProfilePage($id: ID!) {
    user(id: $id) {
      id
      friendship {
        userId
        status
      }
      currentlyReading {
        id
      }
      favoriteBooks {
        id
      }
      ...ProfileHeader_user
      ...ProfileAbout_user
      ...ProfileBooks_user
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client, { params }) => {
  startQuery(client, ProfilePageQuery, { id: params.id ?? '' }, { fresh: true });
};
