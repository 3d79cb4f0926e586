/** The member's orders: GET /order/, GET /order/{id}/, POST /order/create-order/ and /order/{id}/cancel/. */
import type { RestClient } from './client.js';
import type { RestAnswer, RestBody, RestOrder } from './contract.js';

type OrderBody = RestBody<'/order/create-order/', 'post'>;

/** The IETF draft's Idempotency-Key header, when the client gave a key. */
export const idempotencyHeaders = (key: string | undefined): Record<string, string> =>
  key === undefined ? {} : { 'idempotency-key': key };

export const ordersApi = (rest: RestClient) => ({
  /** One page of the member's orders, newest first, and how many they have. */
  async list(page: number, pageSize: number): Promise<{ orders: RestOrder[]; count: number }> {
    const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
    const body = await rest.get<RestAnswer<'/order/', 'get'>>('/order/', params);
    return { orders: body.orders, count: body.count };
  },
  /** Cancels the member's own order before it is packed; answers it as it is now. */
  async cancel(id: string, reason: string | undefined): Promise<RestOrder> {
    const path = `/order/${id}/cancel/`;
    return (await rest.post<RestAnswer<'/order/{id}/cancel/', 'post'>>(path, reason ? { reason } : {})).order;
  },
  async get(id: string): Promise<RestOrder> {
    return (await rest.get<RestAnswer<'/order/{id}/', 'get'>>(`/order/${id}/`)).order;
  },
  /**
   * Answers the new order's id (SPEC §7: 'No order ID received' when REST gives none). With an
   * idempotency key, a retry answers the order the first attempt made.
   */
  async create(
    itemIds: number[],
    shippingAddressId: number | undefined,
    paymentMethod: OrderBody['payment_method'],
    idempotencyKey?: string,
    notes?: string,
  ): Promise<string | undefined> {
    const json: OrderBody = { item_ids: itemIds };
    if (shippingAddressId !== undefined) json.shipping_address_id = shippingAddressId;
    if (paymentMethod) json.payment_method = paymentMethod;
    if (notes) json.notes = notes;
    const body = await rest.request<Partial<RestAnswer<'/order/create-order/', 'post', 201>>>(
      'POST',
      '/order/create-order/',
      {
        json,
        headers: idempotencyHeaders(idempotencyKey),
      },
    );
    return body.order_id;
  },
});
