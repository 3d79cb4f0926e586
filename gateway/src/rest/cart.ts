/** The member's cart: GET /cart/, POST /cart/{bookId}/add, PUT /cart/{id}/edit, DELETE /cart/{id}/remove. */
import type { RestClient } from './client.js';
import type { RestAnswer, RestBody, RestCart, RestCartLine, RestWholeCart } from './contract.js';

export type CartLineChange = RestBody<'/cart/{itemId}/edit', 'put'>;

/** A line added or changed, and the cart's count and subtotal after it (REST answers both). */
export interface CartLineWritten {
  line: RestCartLine;
  cart: Pick<RestCart, 'count' | 'subtotal'>;
}

export const cartApi = (rest: RestClient) => ({
  /** The whole cart in one call: per-book cart state for any number of books is read from it. */
  async get(): Promise<RestWholeCart> {
    const body = await rest.get<RestAnswer<'/cart/', 'get'>>('/cart/');
    return { lines: body.data, count: body.count, subtotal: body.subtotal };
  },
  async add(bookId: string, change: CartLineChange): Promise<CartLineWritten> {
    const body = await rest.post<RestAnswer<'/cart/{bookId}/add', 'post'>>(`/cart/${bookId}/add`, change);
    return { line: body.data, cart: body.cart };
  },
  async edit(id: string, change: CartLineChange): Promise<CartLineWritten> {
    const body = await rest.put<RestAnswer<'/cart/{itemId}/edit', 'put'>>(`/cart/${id}/edit`, change);
    return { line: body.data, cart: body.cart };
  },
  /** Answers the cart as it is after the removal (the lines left, their count and subtotal). */
  async remove(id: string): Promise<RestWholeCart> {
    const body = await rest.delete<RestAnswer<'/cart/{cartItemId}/remove', 'delete'>>(`/cart/${id}/remove`);
    return { lines: body.data, count: body.cart.count, subtotal: body.cart.subtotal };
  },
});
