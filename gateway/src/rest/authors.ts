/** GET /authors/, /authors/{id}/, /authors/{id}/books/ (SPEC §7), and /authors/books/ (several authors' books). */
import { idsParam } from './batch.js';
import type { RestClient } from './client.js';
import type { RestAnswer, RestAuthor, RestBook } from './contract.js';

export const authorsApi = (rest: RestClient) => ({
  async list(): Promise<RestAuthor[]> {
    return (await rest.get<RestAnswer<'/authors/', 'get'>>('/authors/')).data;
  },
  async get(id: string): Promise<RestAuthor> {
    return (await rest.get<RestAnswer<'/authors/{id}/', 'get'>>(`/authors/${id}/`)).data;
  },
  async books(id: string): Promise<RestBook[]> {
    return (await rest.get<RestAnswer<'/authors/{id}/books/', 'get'>>(`/authors/${id}/books/`)).data;
  },
  /** Several authors' books at once; unknown authors are left out. */
  async booksOf(ids: readonly string[]): Promise<RestAnswer<'/authors/books/', 'get'>['data']> {
    return (await rest.get<RestAnswer<'/authors/books/', 'get'>>('/authors/books/', idsParam(ids))).data;
  },
});
