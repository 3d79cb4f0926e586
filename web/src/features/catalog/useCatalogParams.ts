/**
 * The catalog's state lives in the URL (filters, sort, page), so a filtered page can be shared and
 * the back button returns to it. Any change but the page itself resets to page 1.
 */
import { useSearchParams } from 'react-router-dom';
import type { BookOrdering } from '../../gql/graphql';
import { orderingParam } from '../../lib/bookOrderings';
import { isEntityId } from '../../lib/ids';
import { cleanSearchText, pageParam } from '../../lib/searchParams';
import type { FilterValues } from './CatalogFilters';

/** An amount as the graph's Decimal takes it: '450' or '450.50'. */
const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/** The catalog's state as a URL's query string gives it. */
export function readCatalogParams(params: URLSearchParams) {
  const ordering = orderingParam(params);
  const page = pageParam(params);
  // What the graph would refuse (a genre that is no id, a price that is no amount) is left out, as
  // if not asked: an edited or truncated address shows books, not an error.
  const amount = (key: string) => {
    const value = params.get(key) ?? '';
    return AMOUNT.test(value) ? value : '';
  };
  const filters: FilterValues = {
    genres: params.getAll('genre').filter(isEntityId),
    language: cleanSearchText(params.get('language') ?? '', 50),
    formats: params
      .getAll('format')
      .map((f) => cleanSearchText(f, 50))
      .filter(Boolean),
    minPrice: amount('min_price'),
    maxPrice: amount('max_price'),
  };
  const text = (key: string) => cleanSearchText(params.get(key) ?? '');
  return { filters, ordering, page, title: text('title'), author: text('author') };
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
    if (change.title !== undefined) setOne('title', cleanSearchText(change.title));
    if (change.author !== undefined) setOne('author', cleanSearchText(change.author));
    if (change.ordering !== undefined) setOne('ordering', change.ordering === 'DEFAULT' ? '' : change.ordering);
    setOne('page', change.page && change.page > 1 ? String(change.page) : undefined);
    setParams(next);
  };

  const clear = () => setParams(new URLSearchParams());
  return { ...state, update, clear };
}
