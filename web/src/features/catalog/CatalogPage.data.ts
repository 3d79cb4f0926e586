import { graphql } from '../../gql';
import { startQuery, type Preload } from '../../lib/routeData';
import { catalogVariables, readCatalogParams } from './useCatalogParams';

export const CatalogPageQuery = graphql(`
  query CatalogPage($filter: BookFilter, $page: Int) {
    books(filter: $filter, page: $page) {
      totalCount
      totalCountIsLowerBound
      page
      pageCount
      items {
        id
        ...BookCard_book
      }
    }
    genres {
      id
      name
      booksCount
    }
  }
`);

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client, { request }) => {
  startQuery(client, CatalogPageQuery, catalogVariables(readCatalogParams(new URL(request.url).searchParams)));
};
