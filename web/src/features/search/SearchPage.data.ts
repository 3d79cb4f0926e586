import { graphql } from '../../gql';
import { startQuery, type Preload } from '../../lib/routeData';
import { cleanSearchText, pageParam } from '../../lib/searchParams';

export const SearchPageQuery = graphql(`
  query SearchPage($filter: BookFilter, $page: Int) {
    books(filter: $filter, page: $page) {
      totalCount
      totalCountIsLowerBound
      page
      pageCount
      hasNextPage
      hasPreviousPage
      items {
        id
        inCart
        inStock
        ...BookCard_book
      }
    }
  }
`);

export type SearchMode = 'title' | 'author';

/** What a URL asks to search: by author only when it names an author and no title. */
export function readSearchParams(params: URLSearchParams): { mode: SearchMode; text: string; page: number } {
  const mode: SearchMode = params.get('author') && !params.get('title') ? 'author' : 'title';
  return { mode, text: params.get(mode) ?? params.get('q') ?? '', page: pageParam(params) };
}

/** The search query's variables for a URL (none for an empty search): the screen asks the same. */
export function searchVariables(params: URLSearchParams) {
  const { mode, text, page } = readSearchParams(params);
  const words = cleanSearchText(text);
  return words ? { filter: { [mode]: words }, page } : undefined;
}

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client, { request }) => {
  const variables = searchVariables(new URL(request.url).searchParams);
  if (variables) startQuery(client, SearchPageQuery, variables);
};
