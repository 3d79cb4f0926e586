/** The member's favourite books: GET /users/favorites/, POST …/add/ and DELETE …/remove/ with book_id. */
import type { RestClient } from './client.js';
import type { RestBook } from './types.js';

type FavoriteAnswer = { data: { favorite_books: RestBook[] }; book: RestBook };

export interface FavoriteChange {
  favorites: RestBook[];
  book: RestBook;
}

const favoriteChange = (body: FavoriteAnswer): FavoriteChange => ({
  favorites: body.data.favorite_books,
  book: body.book,
});

export const favoritesApi = (rest: RestClient) => ({
  async list(): Promise<RestBook[]> {
    return (await rest.get<{ data: { favorite_books: RestBook[] } }>('/users/favorites/')).data.favorite_books;
  },
  /** Both changes answer the favourites as they are now, and the book they were about. */
  async add(bookId: number): Promise<FavoriteChange> {
    return favoriteChange(await rest.post<FavoriteAnswer>('/users/favorites/add/', { book_id: bookId }));
  },
  async remove(bookId: number): Promise<FavoriteChange> {
    return favoriteChange(await rest.delete<FavoriteAnswer>('/users/favorites/remove/', { book_id: bookId }));
  },
});
