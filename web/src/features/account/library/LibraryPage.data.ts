import { graphql } from '../../../gql';
import { startQuery, type Preload } from '../../../lib/routeData';

export const AccountLibraryQuery = graphql(`
  query AccountLibrary {
    library {
      access
      dueAt
      since
      format
      file {
        name
        bytes
        mediaType
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
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client) => {
  startQuery(client, AccountLibraryQuery, undefined, { fresh: true });
};
