/** Wallet payments: POST /payments/create-payment/ and GET /payments/verify-{provider}/ (SPEC §7). */
import type { RestClient } from './client.js';

export interface StartedPayment {
  payment_url?: string;
  pidx?: string;
}

export interface RestVerification {
  success: boolean;
  status?: string;
  message?: string;
  order_id?: string;
}

export const paymentsApi = (rest: RestClient) => ({
  /** `amount` is the order's exact total as a string; `method` the provider's upper-case code. */
  async create(orderId: string, amount: string, method: string): Promise<StartedPayment> {
    return rest.post('/payments/create-payment/', { order: orderId, amount, payment_method: method });
  },
  /** Forwards the wallet's return query string; a refused verification (400) is an answer, not an error. */
  async verify(provider: string, returnQuery: URLSearchParams): Promise<RestVerification> {
    return rest.request('GET', `/payments/verify-${provider}/`, {
      searchParams: returnQuery,
      badRequestIsAnswer: true,
    });
  },
});
