/** GET /authors/, /authors/{id}/, /authors/{id}/books/ (SPEC §7). */
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
});
