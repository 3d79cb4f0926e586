/**
 * Search additions (README): GET /search/suggestions/ (books and authors as a reader types) and
 * GET /books/read-next/ (what to read after each of several books, a batch read).
 */
import { idsParam } from './batch.js';
import type { RestClient } from './client.js';
import type { RestBook } from './types.js';

export interface RestSearchSuggestion {
  type: 'book' | 'author';
  id: number;
  text: string;
  author: { id: number; name: string } | null;
  cover_image: string;
  highlight: { start: number; end: number } | null;
}

/** One book's entry in GET /books/read-next/. */
export interface RestReadNext {
  book_id: number;
  more_by_author: RestBook[];
  readers_also_enjoyed: RestBook[];
}

export const searchApi = (rest: RestClient) => ({
  async suggestions(query: string): Promise<RestSearchSuggestion[]> {
    return (await rest.get<{ data: RestSearchSuggestion[] }>('/search/suggestions/', new URLSearchParams({ q: query })))
      .data;
  },
  /** For each of several books, what to read next; unknown books are left out. */
  async readNext(bookIds: readonly string[]): Promise<RestReadNext[]> {
    return (await rest.get<{ data: RestReadNext[] }>('/books/read-next/', idsParam(bookIds))).data;
  },
});
