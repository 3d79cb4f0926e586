import { graphql } from '../../gql';
import { isEntityId } from '../../lib/ids';
import { startQuery, type Preload } from '../../lib/routeData';

export const AuthorPageQuery = graphql(`
  query AuthorPage($id: ID!) {
    author(id: $id) {
      id
      name
      coverImage
      birthDate
      biography
      books {
        id
        ...BookCard_book
      }
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client, { params }) => {
  // An id no author can have is 'not found' without asking (lib/ids.ts).
  if (isEntityId(params.id ?? '')) startQuery(client, AuthorPageQuery, { id: params.id! });
};
