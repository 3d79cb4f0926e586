/** GET /books/ids/ and /authors/ids/ (additions): every book and author id by cursor, for the sitemap. */
import type { RestClient } from './client.js';
import type { RestAnswer } from './contract.js';

export type CatalogIdKind = 'books' | 'authors';

export const catalogIdsApi = (rest: RestClient) => ({
  /** Every id of `kind`, in id order, read page by page (REST's largest) until the last. */
  async all(kind: CatalogIdKind): Promise<number[]> {
    const ids: number[] = [];
    let after: number | null = 0;
    while (after !== null) {
      const page: RestAnswer<'/books/ids/', 'get'> = await rest.get(
        `/${kind}/ids/`,
        new URLSearchParams({ after: String(after) }),
      );
      ids.push(...page.data.ids);
      after = page.data.next_after;
    }
    return ids;
  },
});
