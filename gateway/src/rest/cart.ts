/** The member's cart: GET /cart/, POST /cart/{bookId}/add, PUT /cart/{id}/edit, DELETE /cart/{id}/remove. */
import type { RestClient } from './client.js';
import type { RestCart, RestCartLine } from './types.js';

export interface CartLineChange {
  quantity?: number;
  purchase_type?: 'buy' | 'rent';
  rental_period_id?: number;
}

export const cartApi = (rest: RestClient) => ({
  /** The whole cart in one call: per-book cart state for any number of books is read from it. */
  async get(): Promise<RestCart> {
    const body = await rest.get<{ data: RestCartLine[]; count: number; subtotal: string }>('/cart/');
    return { lines: body.data, count: body.count, subtotal: body.subtotal };
  },
  async add(bookId: string, change: CartLineChange): Promise<RestCartLine> {
    return (await rest.post<{ data: RestCartLine }>(`/cart/${bookId}/add`, change)).data;
  },
  async edit(id: string, change: CartLineChange): Promise<RestCartLine> {
    return (await rest.put<{ data: RestCartLine }>(`/cart/${id}/edit`, change)).data;
  },
  /** Answers the cart as it is after the removal (the lines left, their count and subtotal). */
  async remove(id: string): Promise<RestCart> {
    const body = await rest.delete<{ data: RestCartLine[]; cart: { count: number; subtotal: string } }>(
      `/cart/${id}/remove`,
    );
    return { lines: body.data, count: body.cart.count, subtotal: body.cart.subtotal };
  },
});
