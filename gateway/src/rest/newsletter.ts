/** POST /newsletter/subscribe with body email. */
import type { RestClient } from './client.js';

export const newsletterApi = (rest: RestClient) => ({
  async subscribe(email: string): Promise<{ message: string }> {
    return rest.post('/newsletter/subscribe', { email });
  },
});
