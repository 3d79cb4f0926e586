/** The member's shipping addresses: /shipping/addresses/ (list, create) and /shipping/addresses/{id}/. */
import type { RestClient } from './client.js';
import type { RestAddress } from './types.js';

export type AddressBody = Partial<
  Pick<RestAddress, 'address_name' | 'full_name' | 'address_line1' | 'city' | 'is_default'>
>;

export const shippingApi = (rest: RestClient) => ({
  async list(): Promise<RestAddress[]> {
    return (await rest.get<{ data: RestAddress[] }>('/shipping/addresses/')).data;
  },
  async create(body: AddressBody): Promise<RestAddress> {
    return (await rest.post<{ data: RestAddress }>('/shipping/addresses/', body)).data;
  },
  async update(id: string, body: AddressBody): Promise<RestAddress> {
    return (await rest.put<{ data: RestAddress }>(`/shipping/addresses/${id}/`, body)).data;
  },
  async remove(id: string): Promise<void> {
    await rest.delete(`/shipping/addresses/${id}/`);
  },
});
