/**
 * Shelves and reading challenges (REST additions under /reading/): the member's shelves a page at
 * a time with counts, their entries of a page of books in one batch call, the moves, progress,
 * and the challenge of a year.
 */
import { idsParam } from './batch.js';
import type { RestClient } from './client.js';
import type { RestAnswer, RestBody, RestQuery } from './contract.js';

export type RestShelfPage = RestAnswer<'/reading/shelves/', 'get'>;
export type RestShelfEntry = RestShelfPage['results'][number];
export type RestReading = RestShelfEntry['readings'][number];
export type RestReadingProgress = RestReading['progress'][number];
export type RestShelf = RestShelfEntry['shelf'];
export type RestShelfOrdering = NonNullable<RestQuery<'/reading/shelves/', 'get'>['ordering']>;
export type RestMove = RestBody<'/reading/shelves/{id}/', 'patch'>;
export type RestChallenge = NonNullable<RestAnswer<'/reading/challenge/', 'get'>['data']>;
export type RestCalendar = RestChallenge['calendar'];
export type RestReaderHome = RestAnswer<'/reading/home/', 'get'>['data'];
export type EntryAnswer = RestAnswer<'/reading/shelves/', 'post'>;

export const readingApi = (rest: RestClient) => ({
  async shelves(options: { shelf?: RestShelf; ordering: RestShelfOrdering; page: number }): Promise<RestShelfPage> {
    const query = new URLSearchParams({
      ordering: options.ordering,
      ...(options.shelf && { shelf: options.shelf }),
      ...(options.page > 1 && { page: String(options.page) }),
    });
    return rest.get<RestShelfPage>('/reading/shelves/', query);
  },
  /** The member's entries of these books; books not on their shelves are left out. */
  async entriesOf(bookIds: readonly string[]): Promise<RestShelfEntry[]> {
    return (await rest.get<RestAnswer<'/reading/shelves/books/', 'get'>>('/reading/shelves/books/', idsParam(bookIds)))
      .results;
  },
  /** The member's home picks: favourite authors (or the marked sample) and books like their last read. */
  async home(): Promise<RestReaderHome> {
    return (await rest.get<RestAnswer<'/reading/home/', 'get'>>('/reading/home/')).data;
  },
  /** A shelving's answer: the entry, and the activity it made for friends' feeds (`live`). */
  async shelve(bookId: number, move: RestMove): Promise<EntryAnswer> {
    return rest.post<EntryAnswer>('/reading/shelves/', { book_id: bookId, ...move });
  },
  async move(id: number, move: RestMove): Promise<EntryAnswer> {
    return rest.patch<EntryAnswer>(`/reading/shelves/${id}/`, move);
  },
  async remove(id: number): Promise<RestAnswer<'/reading/shelves/{id}/', 'delete'>['book']> {
    return (await rest.delete<RestAnswer<'/reading/shelves/{id}/', 'delete'>>(`/reading/shelves/${id}/`)).book;
  },
  async progress(id: number, progress: { pages?: number; percent?: number }): Promise<EntryAnswer> {
    return rest.post<EntryAnswer>(`/reading/shelves/${id}/progress/`, progress);
  },
  async challenge(calendar?: RestCalendar, year?: number): Promise<RestChallenge | null> {
    const query = new URLSearchParams({
      ...(calendar && { calendar }),
      ...(year !== undefined && { year: String(year) }),
    });
    return (await rest.get<RestAnswer<'/reading/challenge/', 'get'>>('/reading/challenge/', query)).data;
  },
  async setGoal(goal: RestBody<'/reading/challenge/', 'put'>): Promise<RestChallenge> {
    return (await rest.put<RestAnswer<'/reading/challenge/', 'put'>>('/reading/challenge/', goal)).data;
  },
  async dropGoal(which: RestBody<'/reading/challenge/', 'delete'>): Promise<void> {
    await rest.delete('/reading/challenge/', which);
  },
});
