/**
 * The member's shipping addresses: /shipping/addresses/ (list, create) and /shipping/addresses/{id}/;
 * and Nepal's districts an address may name, /shipping/districts/.
 */
import type { RestClient } from './client.js';
import type { RestAddress, RestAnswer, RestBody, RestDistrict } from './contract.js';

export type AddressBody = RestBody<'/shipping/addresses/{id}/', 'put'>;

export const shippingApi = (rest: RestClient) => ({
  async list(): Promise<RestAddress[]> {
    return (await rest.get<RestAnswer<'/shipping/addresses/', 'get'>>('/shipping/addresses/')).data;
  },
  async create(body: AddressBody): Promise<RestAddress> {
    return (await rest.post<RestAnswer<'/shipping/addresses/', 'post', 201>>('/shipping/addresses/', body)).data;
  },
  async update(id: string, body: AddressBody): Promise<RestAddress> {
    return (await rest.put<RestAnswer<'/shipping/addresses/{id}/', 'put'>>(`/shipping/addresses/${id}/`, body)).data;
  },
  async districts(): Promise<RestDistrict[]> {
    return (await rest.get<RestAnswer<'/shipping/districts/', 'get'>>('/shipping/districts/')).data;
  },
  async remove(id: string): Promise<void> {
    await rest.delete(`/shipping/addresses/${id}/`);
  },
});
