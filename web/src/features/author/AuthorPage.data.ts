import { graphql } from '../../gql';
import { isEntityId } from '../../lib/ids';
import { startQuery, type Preload } from '../../lib/routeData';

/** The author and the first page of their books; 'Load more books' appends the next page. */
export const AuthorPageQuery = graphql(`
  query AuthorPage($id: ID!, $page: Int = 1) {
    author(id: $id) {
      id
      name
      coverImage
      birthDate
      biography
      books(page: $page) {
        page
        hasNextPage
        items {
          id
          ...BookCard_book
        }
      }
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client, { params }) => {
  // An id no author can have is 'not found' without asking (lib/ids.ts).
  if (isEntityId(params.id ?? '')) startQuery(client, AuthorPageQuery, { id: params.id! });
};
