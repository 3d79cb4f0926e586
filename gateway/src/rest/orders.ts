/** The member's orders: GET /order/, GET /order/{id}/, POST /order/create-order/. */
import type { RestClient } from './client.js';
import type { RestOrder } from './types.js';

export const ordersApi = (rest: RestClient) => ({
  async list(): Promise<RestOrder[]> {
    return (await rest.get<{ orders: RestOrder[] }>('/order/')).orders;
  },
  async get(id: string): Promise<RestOrder> {
    return (await rest.get<{ order: RestOrder }>(`/order/${id}/`)).order;
  },
  /** Answers the new order's id (SPEC §7: 'No order ID received' when REST gives none). */
  async create(itemIds: number[], shippingAddressId: number): Promise<string | undefined> {
    const body = await rest.post<{ order_id?: string }>('/order/create-order/', {
      item_ids: itemIds,
      shipping_address_id: shippingAddressId,
    });
    return body.order_id;
  },
});
