/** The store's facts from its settings (/store/): where it delivers, how it can be paid, its limits. */
import type { RestClient } from './client.js';
import type { RestAnswer, RestStore } from './contract.js';

export const storeApi = (rest: RestClient) => ({
  async get(): Promise<RestStore> {
    return (await rest.get<RestAnswer<'/store/', 'get'>>('/store/')).data;
  },
});
