/**
 * Search additions (docs/rest.md): GET /search/suggestions/ (books and authors as a reader types) and
 * GET /books/read-next/ (what to read after each of several books, a batch read).
 */
import { idsParam } from './batch.js';
import type { RestClient } from './client.js';
import type { RestAnswer, RestReadNext, RestSearchSuggestion } from './contract.js';

export const searchApi = (rest: RestClient) => ({
  async suggestions(query: string): Promise<RestSearchSuggestion[]> {
    return (
      await rest.get<RestAnswer<'/search/suggestions/', 'get'>>(
        '/search/suggestions/',
        new URLSearchParams({ q: query }),
      )
    ).data;
  },
  /** For each of several books, what to read next; unknown books are left out. */
  async readNext(bookIds: readonly string[]): Promise<RestReadNext[]> {
    return (await rest.get<RestAnswer<'/books/read-next/', 'get'>>('/books/read-next/', idsParam(bookIds))).data;
  },
});
