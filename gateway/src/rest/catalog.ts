/** Books, authors and genres (SPEC §7 'Books, authors, genres'). */
import type { RestClient } from './client.js';
import type { RestAuthor, RestBook, RestGenre } from './types.js';

export interface CatalogQuery {
  page?: number;
  pageSize?: number;
  title?: string;
  author?: string;
  genre?: string[];
  language?: string;
  format?: string[];
  minPrice?: string;
  maxPrice?: string;
  ordering?: '' | 'price' | '-price' | 'title' | '-title';
}

export interface BooksPage {
  count: number;
  books: RestBook[];
}

export const catalogApi = (rest: RestClient) => ({
  async books(q: CatalogQuery): Promise<BooksPage> {
    const params = new URLSearchParams();
    const set = (key: string, value: string | number | undefined) => {
      if (value !== undefined && value !== '') params.append(key, String(value));
    };
    set('page', q.page);
    set('page_size', q.pageSize);
    set('title', q.title);
    set('author', q.author);
    for (const g of q.genre ?? []) set('genre', g);
    set('language', q.language);
    for (const f of q.format ?? []) set('format', f);
    set('min_price', q.minPrice);
    set('max_price', q.maxPrice);
    set('ordering', q.ordering);
    const body = await rest.get<{ count: number; results: { books: RestBook[] } }>('/books/', params);
    return { count: body.count, books: body.results.books };
  },
  async newBooks(): Promise<RestBook[]> {
    return (await rest.get<{ results: { books: RestBook[] } }>('/books/new')).results.books;
  },
  async genres(): Promise<RestGenre[]> {
    return (await rest.get<{ results: RestGenre[] }>('/books/genres/')).results;
  },
  async book(id: string | number): Promise<RestBook> {
    return (await rest.get<{ book: RestBook }>(`/books/${id}/`)).book;
  },
  async authors(): Promise<RestAuthor[]> {
    return (await rest.get<{ data: RestAuthor[] }>('/authors/')).data;
  },
  async author(id: string | number): Promise<RestAuthor> {
    return (await rest.get<{ data: RestAuthor }>(`/authors/${id}/`)).data;
  },
  async authorBooks(id: string | number): Promise<RestBook[]> {
    return (await rest.get<{ data: RestBook[] }>(`/authors/${id}/books/`)).data;
  },
});
