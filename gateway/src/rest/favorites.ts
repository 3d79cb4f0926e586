/** The member's favourite books: GET /users/favorites/, POST …/add/ and DELETE …/remove/ with book_id. */
import type { RestClient } from './client.js';
import type { RestAnswer, RestBook } from './contract.js';

type FavoriteAnswer = RestAnswer<'/users/favorites/add/', 'post'> | RestAnswer<'/users/favorites/remove/', 'delete'>;

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
    return (await rest.get<RestAnswer<'/users/favorites/', 'get'>>('/users/favorites/')).data.favorite_books;
  },
  /** Both changes answer the favourites as they are now, and the book they were about. */
  async add(bookId: number): Promise<FavoriteChange> {
    return favoriteChange(await rest.post<FavoriteAnswer>('/users/favorites/add/', { book_id: bookId }));
  },
  async remove(bookId: number): Promise<FavoriteChange> {
    return favoriteChange(await rest.delete<FavoriteAnswer>('/users/favorites/remove/', { book_id: bookId }));
  },
});
