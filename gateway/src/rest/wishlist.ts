/** The member's wishlist: GET /wishlist/, POST /wishlist/books/{id}/add, DELETE /wishlist/books/{id}/remove. */
import type { RestClient } from './client.js';
import type { RestBook, RestWishlistItem } from './types.js';

export const wishlistApi = (rest: RestClient) => ({
  async list(): Promise<RestWishlistItem[]> {
    return (await rest.get<{ data: { items: RestWishlistItem[] } }>('/wishlist/')).data.items;
  },
  /** Answers the book, as the new wishlist entry carries it. */
  async add(bookId: number): Promise<RestBook> {
    return (await rest.post<{ data: RestWishlistItem }>(`/wishlist/books/${bookId}/add`)).data.book;
  },
  /** Answers the book it was about. */
  async remove(bookId: number): Promise<RestBook> {
    return (await rest.delete<{ book: RestBook }>(`/wishlist/books/${bookId}/remove`)).book;
  },
});
