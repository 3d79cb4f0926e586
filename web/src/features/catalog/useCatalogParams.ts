/**
 * The catalog's state lives in the URL (filters, sort, page), so a filtered page can be shared and
 * the back button returns to it. Any change but the page itself resets to page 1.
 */
import { useSearchParams } from 'react-router';
import type { BookOrdering } from '../../gql/graphql';
import type { FilterValues } from './CatalogFilters';

/** The sort orders, each with its label's key in the catalog namespace. */
export const ORDERINGS = [
  { value: 'DEFAULT', key: 'sort.default' },
  { value: 'PRICE_ASC', key: 'sort.priceAsc' },
  { value: 'PRICE_DESC', key: 'sort.priceDesc' },
  { value: 'TITLE_ASC', key: 'sort.titleAsc' },
  { value: 'TITLE_DESC', key: 'sort.titleDesc' },
] as const satisfies readonly { value: BookOrdering; key: string }[];

/** The catalog's state as a URL's query string gives it. */
export function readCatalogParams(params: URLSearchParams) {
  const ordering = (ORDERINGS.find((o) => o.value === params.get('ordering'))?.value ?? 'DEFAULT') as BookOrdering;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters: FilterValues = {
    genres: params.getAll('genre'),
    language: params.get('language') ?? '',
    formats: params.getAll('format'),
    minPrice: params.get('min_price') ?? '',
    maxPrice: params.get('max_price') ?? '',
  };
  return { filters, ordering, page, title: params.get('title') ?? '', author: params.get('author') ?? '' };
}

/** The catalog query's variables for that state: the screen and its route loader ask the same. */
export function catalogVariables({ filters, ordering, page, title, author }: ReturnType<typeof readCatalogParams>) {
  return {
    page,
    filter: {
      title: title || null,
      author: author || null,
      genreIds: filters.genres.length ? filters.genres : null,
      language: filters.language || null,
      formats: filters.formats.length ? filters.formats : null,
      minPrice: filters.minPrice || null,
      maxPrice: filters.maxPrice || null,
      ordering,
    },
  };
}

export function useCatalogParams() {
  const [params, setParams] = useSearchParams();
  const state = readCatalogParams(params);

  const update = (
    change: Partial<FilterValues & { title: string; author: string; ordering: BookOrdering; page: number }>,
  ) => {
    // From the address bar, not this render's params: two changes in quick succession (a filter,
    // then the sort before React re-renders) must both survive.
    const next = new URLSearchParams(window.location.search);
    const setOne = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
    const setMany = (key: string, values: string[]) => {
      next.delete(key);
      for (const v of values) next.append(key, v);
    };
    if (change.genres) setMany('genre', change.genres);
    if (change.formats) setMany('format', change.formats);
    if (change.language !== undefined) setOne('language', change.language);
    if (change.minPrice !== undefined) setOne('min_price', change.minPrice);
    if (change.maxPrice !== undefined) setOne('max_price', change.maxPrice);
    if (change.title !== undefined) setOne('title', change.title.trim());
    if (change.author !== undefined) setOne('author', change.author.trim());
    if (change.ordering !== undefined) setOne('ordering', change.ordering === 'DEFAULT' ? '' : change.ordering);
    setOne('page', change.page && change.page > 1 ? String(change.page) : undefined);
    setParams(next);
  };

  const clear = () => setParams(new URLSearchParams());
  return { ...state, update, clear };
}
