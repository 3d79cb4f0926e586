/** GET /authors/, /authors/{id}/, /authors/{id}/books/ (SPEC §7), and /authors/books/ (several authors' books). */
import { idsParam } from './batch.js';
import type { RestClient } from './client.js';
import type { RestAuthor, RestBook } from './types.js';

export const authorsApi = (rest: RestClient) => ({
  async list(): Promise<RestAuthor[]> {
    return (await rest.get<{ data: RestAuthor[] }>('/authors/')).data;
  },
  async get(id: string): Promise<RestAuthor> {
    return (await rest.get<{ data: RestAuthor }>(`/authors/${id}/`)).data;
  },
  async books(id: string): Promise<RestBook[]> {
    return (await rest.get<{ data: RestBook[] }>(`/authors/${id}/books/`)).data;
  },
  /** Several authors' books at once; unknown authors are left out. */
  async booksOf(ids: readonly string[]): Promise<{ author_id: number; books: RestBook[] }[]> {
    return (await rest.get<{ data: { author_id: number; books: RestBook[] }[] }>('/authors/books/', idsParam(ids)))
      .data;
  },
});
