/**
 * GET /authors/, /authors/{id}/, /authors/{id}/books/ (SPEC §7, a page at a time), and the
 * additions /authors/?id= (several authors) and /authors/books/ (a page of several authors' books).
 */
import { idsParam } from './batch.js';
import type { RestClient } from './client.js';
import type { RestAnswer, RestAuthor, RestBook } from './contract.js';

const paging = (page: number, pageSize: number, params = new URLSearchParams()) => {
  params.set('page', String(page));
  params.set('page_size', String(pageSize));
  return params;
};

export const authorsApi = (rest: RestClient) => ({
  /** One page of the authors, by name, and how many there are. */
  async page(page: number, pageSize: number): Promise<{ authors: RestAuthor[]; count: number }> {
    const body = await rest.get<RestAnswer<'/authors/', 'get'>>('/authors/', paging(page, pageSize));
    return { authors: body.data, count: body.count };
  },
  /** Several authors at once; unknown ones are left out. */
  async byIds(ids: readonly string[]): Promise<RestAuthor[]> {
    return (await rest.get<RestAnswer<'/authors/', 'get'>>('/authors/', idsParam(ids))).data;
  },
  async get(id: string): Promise<RestAuthor> {
    return (await rest.get<RestAnswer<'/authors/{id}/', 'get'>>(`/authors/${id}/`)).data;
  },
  /** One page of an author's books, by title, and how many they have. */
  async books(id: string, page: number, pageSize: number): Promise<{ books: RestBook[]; count: number }> {
    const body = await rest.get<RestAnswer<'/authors/{id}/books/', 'get'>>(
      `/authors/${id}/books/`,
      paging(page, pageSize),
    );
    return { books: body.data, count: body.count };
  },
  /** The same page of several authors' books at once; unknown authors are left out. */
  async booksOf(
    ids: readonly string[],
    page: number,
    pageSize: number,
  ): Promise<RestAnswer<'/authors/books/', 'get'>['data']> {
    return (
      await rest.get<RestAnswer<'/authors/books/', 'get'>>('/authors/books/', paging(page, pageSize, idsParam(ids)))
    ).data;
  },
});
