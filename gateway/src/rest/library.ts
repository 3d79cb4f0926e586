/** My library: GET /library/ and POST /library/{bookId}/link/ (the download itself: ../files.ts). */
import type { RestClient } from './client.js';
import type { RestAnswer } from './contract.js';

export type RestLibraryBook = RestAnswer<'/library/', 'get'>['results'][number];
export type RestBookFile = NonNullable<RestLibraryBook['file']>;
export type RestDownloadLink = RestAnswer<'/library/{bookId}/link/', 'post'>;

export const libraryApi = (rest: RestClient) => ({
  async books(): Promise<RestLibraryBook[]> {
    return (await rest.get<RestAnswer<'/library/', 'get'>>('/library/')).results;
  },
  async link(bookId: number): Promise<RestDownloadLink> {
    return rest.post<RestDownloadLink>(`/library/${bookId}/link/`);
  },
});
