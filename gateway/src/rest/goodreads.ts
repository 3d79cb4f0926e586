/**
 * Goodreads import and export (REST additions under /reading/import/ and /reading/export/): the
 * CSV goes to REST as a string and comes back as one; the unmatched rows a page at a time.
 */
import type { RestClient } from './client.js';
import type { RestAnswer } from './contract.js';

export type RestGoodreadsImport = RestAnswer<'/reading/import/goodreads/', 'post'>['data'];
export type RestGoodreadsRowPage = RestAnswer<'/reading/import/unmatched/', 'get'>;
export type RestGoodreadsRow = RestGoodreadsRowPage['results'][number];

export const goodreadsApi = (rest: RestClient) => ({
  async importCsv(csv: string): Promise<RestGoodreadsImport> {
    return (await rest.post<RestAnswer<'/reading/import/goodreads/', 'post'>>('/reading/import/goodreads/', { csv }))
      .data;
  },
  async unmatched(page: number): Promise<RestGoodreadsRowPage> {
    const query = new URLSearchParams(page > 1 ? { page: String(page) } : {});
    return rest.get<RestGoodreadsRowPage>('/reading/import/unmatched/', query);
  },
  async match(id: number, bookId: number): Promise<RestGoodreadsImport> {
    return (
      await rest.post<RestAnswer<'/reading/import/unmatched/{id}/match/', 'post'>>(
        `/reading/import/unmatched/${id}/match/`,
        { book_id: bookId },
      )
    ).data;
  },
  async skip(id: number): Promise<void> {
    await rest.post(`/reading/import/unmatched/${id}/skip/`);
  },
  async exportCsv(): Promise<string> {
    return (await rest.get<RestAnswer<'/reading/export/goodreads/', 'get'>>('/reading/export/goodreads/')).data;
  },
});
