/** The sort orders the catalog and the search offer, each with its label's key in the catalog namespace. */
import type { BookOrdering } from '../gql/graphql';

export const ORDERINGS = [
  { value: 'DEFAULT', key: 'sort.default' },
  { value: 'RATING_DESC', key: 'sort.ratingDesc' },
  { value: 'NEWEST', key: 'sort.newest' },
  { value: 'MOST_RATED', key: 'sort.mostRated' },
  { value: 'PRICE_ASC', key: 'sort.priceAsc' },
  { value: 'PRICE_DESC', key: 'sort.priceDesc' },
  { value: 'TITLE_ASC', key: 'sort.titleAsc' },
  { value: 'TITLE_DESC', key: 'sort.titleDesc' },
] as const satisfies readonly { value: BookOrdering; key: string }[];

/** The order a URL's `ordering` names, or the default one. */
export const orderingParam = (params: URLSearchParams): BookOrdering =>
  ORDERINGS.find((o) => o.value === params.get('ordering'))?.value ?? 'DEFAULT';
