/** The member's wishlist: GET /wishlist/, POST /wishlist/books/{id}/add, DELETE /wishlist/books/{id}/remove. */
import type { RestClient } from './client.js';
import type { RestWishlistItem } from './types.js';

export const wishlistApi = (rest: RestClient) => ({
  async list(): Promise<RestWishlistItem[]> {
    return (await rest.get<{ data: { items: RestWishlistItem[] } }>('/wishlist/')).data.items;
  },
  async add(bookId: number): Promise<void> {
    await rest.post(`/wishlist/books/${bookId}/add`);
  },
  async remove(bookId: number): Promise<void> {
    await rest.delete(`/wishlist/books/${bookId}/remove`);
  },
});
