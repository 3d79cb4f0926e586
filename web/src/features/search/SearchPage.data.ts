import { graphql } from '../../gql';
import type { BookOrdering } from '../../gql/graphql';
import { orderingParam } from '../../lib/bookOrderings';
import { startQuery, type Preload } from '../../lib/routeData';
import { cleanSearchText, pageParam } from '../../lib/searchParams';

export const SearchPageQuery = graphql(`
  query SearchPage($filter: BookFilter, $page: Int) {
    books(filter: $filter, page: $page) {
      totalCount
      totalCountIsLowerBound
      page
      pageCount
      authorsCount
      authorsFirst
      didYouMean
      authors {
        id
        name
        coverImage
      }
      items {
        id
        inCart
        inStock
        ...BookCard_book
      }
    }
  }
`);

/** The one search over titles and names (q), or one of them (the tabs). */
export type SearchMode = 'q' | 'title' | 'author';

/** What a URL asks to search: by title or author only when it names one, else both at once. */
export function readSearchParams(params: URLSearchParams): {
  mode: SearchMode;
  text: string;
  page: number;
  ordering: BookOrdering;
} {
  const mode: SearchMode = params.get('title') ? 'title' : params.get('author') ? 'author' : 'q';
  return { mode, text: params.get(mode) ?? '', page: pageParam(params), ordering: orderingParam(params) };
}

/** The filter a mode searches with. */
export const searchFilter = (mode: SearchMode, words: string, ordering: BookOrdering) => ({
  [mode === 'q' ? 'query' : mode]: words,
  ordering,
});

/** The search query's variables for a URL (none for an empty search): the screen asks the same. */
export function searchVariables(params: URLSearchParams) {
  const { mode, text, page, ordering } = readSearchParams(params);
  const words = cleanSearchText(text);
  return words ? { filter: searchFilter(mode, words, ordering), page } : undefined;
}

/** Started by the route's loader beside the screen's code (lib/routeData.ts). */
export const preload: Preload = (client, { request }) => {
  const variables = searchVariables(new URL(request.url).searchParams);
  if (variables) startQuery(client, SearchPageQuery, variables);
};
