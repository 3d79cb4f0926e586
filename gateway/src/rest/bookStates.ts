/** The member's state of several books: GET /users/book-states/?id=1&id=2 (an addition; at most MAX_BATCH_IDS ids). */
import { idsParam } from './batch.js';
import type { RestClient } from './client.js';
import type { RestAnswer } from './contract.js';

export type RestBookState = RestAnswer<'/users/book-states/', 'get'>['results'][number];

export const bookStatesApi = (rest: RestClient) => ({
  /** Books REST does not know are left out of the answer. */
  async of(bookIds: readonly string[]): Promise<RestBookState[]> {
    return (await rest.get<RestAnswer<'/users/book-states/', 'get'>>('/users/book-states/', idsParam(bookIds))).results;
  },
});
