/** GET /books/, /books/new, /books/genres/, /books/{id}/ (SPEC §7 'Books, authors, genres'). */
import type { RestClient } from './client.js';
import type { RestAnswer, RestAuthor, RestBook, RestQuery } from './contract.js';

export type RestOrdering = NonNullable<RestQuery<'/books/', 'get'>['ordering']>;

export interface CatalogQuery {
  page?: number;
  pageSize?: number;
  query?: string;
  title?: string;
  author?: string;
  genre?: string[];
  language?: string;
  format?: string[];
  minPrice?: string;
  maxPrice?: string;
  ordering?: RestOrdering;
}

export interface CatalogPage {
  count: number;
  /** REST stops counting at a bound (10,000 matches): then `count` is at least the total. */
  countIsLowerBound: boolean;
  books: RestBook[];
  /** With `query`: the authors found, how many, whether first, and 'did you mean'. */
  authors?: RestAuthor[];
  authorsCount?: number;
  authorsFirst?: boolean;
  didYouMean?: string | null;
}

function catalogParams(q: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.append(key, String(value));
  };
  set('page', q.page);
  set('page_size', q.pageSize);
  set('q', q.query);
  set('title', q.title);
  set('author', q.author);
  for (const g of q.genre ?? []) set('genre', g);
  set('language', q.language);
  for (const f of q.format ?? []) set('format', f);
  set('min_price', q.minPrice);
  set('max_price', q.maxPrice);
  set('ordering', q.ordering);
  return params;
}

export const booksApi = (rest: RestClient) => ({
  /** The catalog page; with no query at all it is the home page's featured list. */
  async list(q: CatalogQuery = {}): Promise<CatalogPage> {
    const body = await rest.get<RestAnswer<'/books/', 'get'>>('/books/', catalogParams(q));
    return {
      count: body.count,
      countIsLowerBound: body.count_is_lower_bound ?? false,
      books: body.results.books,
      authors: body.authors,
      authorsCount: body.authors_count,
      authorsFirst: body.authors_first,
      didYouMean: body.did_you_mean,
    };
  },
  async newest(): Promise<RestBook[]> {
    return (await rest.get<RestAnswer<'/books/new', 'get'>>('/books/new')).results.books;
  },
  /** Every genre with its count of books (books_count). */
  async genres(): Promise<RestAnswer<'/books/genres/', 'get'>['results']> {
    return (await rest.get<RestAnswer<'/books/genres/', 'get'>>('/books/genres/')).results;
  },
  async get(id: string): Promise<RestBook> {
    return (await rest.get<RestAnswer<'/books/{id}/', 'get'>>(`/books/${id}/`)).book;
  },
});
