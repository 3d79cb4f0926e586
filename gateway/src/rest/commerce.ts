/** The member's cart, favourites, wishlist, shipping addresses, orders and payments (SPEC §7). */
import type { RestClient } from './client.js';
import type { RestAddress, RestBook, RestCart, RestCartLine, RestOrder, RestWishlistItem } from './types.js';

export interface CartLineChange {
  quantity?: number;
  purchase_type?: 'buy' | 'rent';
  rental_period_id?: number | null;
}

export interface VerifyResult {
  success: boolean;
  status: string;
  message: string;
  order_id?: string;
}

export const commerceApi = (rest: RestClient) => ({
  async cart(): Promise<RestCart> {
    const body = await rest.get<{ data: RestCartLine[]; count: number; subtotal: string }>('/cart/');
    return { lines: body.data, count: body.count, subtotal: body.subtotal };
  },
  async addToCart(bookId: string, change: CartLineChange): Promise<RestCartLine> {
    return (await rest.post<{ data: RestCartLine }>(`/cart/${bookId}/add`, change)).data;
  },
  async editCartLine(id: string, change: CartLineChange): Promise<RestCartLine> {
    return (await rest.put<{ data: RestCartLine }>(`/cart/${id}/edit`, change)).data;
  },
  async removeCartLine(id: string): Promise<void> {
    await rest.delete(`/cart/${id}/remove`);
  },

  async favorites(): Promise<RestBook[]> {
    return (await rest.get<{ data: { favorite_books: RestBook[] } }>('/users/favorites/')).data.favorite_books;
  },
  async addFavorite(bookId: string): Promise<void> {
    await rest.post('/users/favorites/add/', { book_id: Number(bookId) });
  },
  async removeFavorite(bookId: string): Promise<void> {
    await rest.delete('/users/favorites/remove/', { book_id: Number(bookId) });
  },

  async wishlist(): Promise<RestWishlistItem[]> {
    return (await rest.get<{ data: { items: RestWishlistItem[] } }>('/wishlist/')).data.items;
  },
  async addToWishlist(bookId: string): Promise<void> {
    await rest.post(`/wishlist/books/${bookId}/add`);
  },
  async removeFromWishlist(bookId: string): Promise<void> {
    await rest.delete(`/wishlist/books/${bookId}/remove`);
  },

  async addresses(): Promise<RestAddress[]> {
    return (await rest.get<{ data: RestAddress[] }>('/shipping/addresses/')).data;
  },
  async createAddress(input: Partial<RestAddress>): Promise<RestAddress> {
    return (await rest.post<{ data: RestAddress }>('/shipping/addresses/', input)).data;
  },
  async updateAddress(id: string, input: Partial<RestAddress>): Promise<RestAddress> {
    return (await rest.put<{ data: RestAddress }>(`/shipping/addresses/${id}/`, input)).data;
  },
  async deleteAddress(id: string): Promise<void> {
    await rest.delete(`/shipping/addresses/${id}/`);
  },

  async orders(): Promise<RestOrder[]> {
    return (await rest.get<{ orders: RestOrder[] }>('/order/')).orders;
  },
  async order(id: string): Promise<RestOrder> {
    return (await rest.get<{ order: RestOrder }>(`/order/${id}/`)).order;
  },
  async createOrder(itemIds: number[], shippingAddressId: number): Promise<string> {
    const body = await rest.post<{ order_id: string }>('/order/create-order/', {
      item_ids: itemIds,
      shipping_address_id: shippingAddressId,
    });
    return body.order_id;
  },
  async createPayment(orderId: string, amount: string, method: string): Promise<{ payment_url: string; pidx: string }> {
    return rest.post('/payments/create-payment/', { order: orderId, amount, payment_method: method });
  },
  /** Forwards the wallet's return query string; a refused verification is an answer, not an error. */
  async verifyPayment(provider: string, query: URLSearchParams): Promise<VerifyResult> {
    return rest.request<VerifyResult>('GET', `/payments/verify-${provider}/`, {
      searchParams: query,
      badRequestIsAnswer: true,
    });
  },
  async subscribe(email: string): Promise<{ message: string }> {
    return rest.request('POST', '/newsletter/subscribe', { json: { email }, anonymous: true });
  },
});
