/** The member's wishlist: GET /wishlist/, POST /wishlist/books/{id}/add, DELETE /wishlist/books/{id}/remove. */
import type { RestClient } from './client.js';
import type { RestAnswer, RestBook, RestWishlistItem } from './contract.js';

export const wishlistApi = (rest: RestClient) => ({
  async list(): Promise<RestWishlistItem[]> {
    return (await rest.get<RestAnswer<'/wishlist/', 'get'>>('/wishlist/')).data.items;
  },
  /** Answers the book, as the new wishlist entry carries it. */
  async add(bookId: number): Promise<RestBook> {
    return (await rest.post<RestAnswer<'/wishlist/books/{id}/add', 'post'>>(`/wishlist/books/${bookId}/add`)).data.book;
  },
  /** Answers the book it was about. */
  async remove(bookId: number): Promise<RestBook> {
    return (await rest.delete<RestAnswer<'/wishlist/books/{id}/remove', 'delete'>>(`/wishlist/books/${bookId}/remove`))
      .book;
  },
});
