/** POST /contact/ with the contact form's fields. */
import type { RestClient } from './client.js';
import type { RestAnswer, RestBody } from './contract.js';

export const contactApi = (rest: RestClient) => ({
  async send(message: RestBody<'/contact/', 'post'>): Promise<RestAnswer<'/contact/', 'post', 201>> {
    return rest.post('/contact/', message);
  },
});
