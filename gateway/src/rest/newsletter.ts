/** POST /newsletter/subscribe with body email. */
import type { RestClient } from './client.js';
import type { RestAnswer } from './contract.js';

export const newsletterApi = (rest: RestClient) => ({
  async subscribe(email: string): Promise<RestAnswer<'/newsletter/subscribe', 'post'>> {
    return rest.post('/newsletter/subscribe', { email });
  },
});
