/** The member's favourite books: GET /users/favorites/, POST …/add/ and DELETE …/remove/ with book_id. */
import type { RestClient } from './client.js';
import type { RestBook } from './types.js';

export const favoritesApi = (rest: RestClient) => ({
  async list(): Promise<RestBook[]> {
    return (await rest.get<{ data: { favorite_books: RestBook[] } }>('/users/favorites/')).data.favorite_books;
  },
  async add(bookId: number): Promise<void> {
    await rest.post('/users/favorites/add/', { book_id: bookId });
  },
  async remove(bookId: number): Promise<void> {
    await rest.delete('/users/favorites/remove/', { book_id: bookId });
  },
});
